/** Every user-facing text of the garden defence game (spec 3 §2, §5, §8), in one place. */
export const gardenTexts = {
  title: 'Garden Game',
  intro:
    'Walk the garden to turn dirt into grass. Bugs eat the grass back to dirt: keep them off you, shoot them, and plant seeds that make projectiles or fire on their own. When half a garden is green, the way right opens to the next one.',
  controls:
    'Arrow keys or W A S D move. Shift with a direction shoots. Space or P plants the equipped seed; 1 and 2 choose the seed type. Or use the buttons under the garden.',
  /** Spec 3 §8. */
  noProjectiles: 'No projectiles!',
  /** Spec 3 §8. */
  gameOver: 'You died! Game Over.',
  restart: 'Restart Game',
  onlyOnGrass: 'Plants grow only on grass.',
  alreadyPlanted: 'Something is already planted here.',
  firstGarden: 'This is the first garden.',
  lastGarden: 'This is the last garden.',
  /** Shown when a level reaches half grass (and it is not the last one). */
  unlocked: 'Half of this garden is green: the way right is open.',
  /** Shown when the last level reaches half grass. */
  won: 'Half of the last garden is green: every garden is saved. You win! Play on if you like.',
  /** Level 2's enemies all gone (spec 3 §4). */
  seedAppeared: 'A type 2 seed appeared in the garden!',
  controlsLabel: 'Controls',
  shootMode: 'Shoot',
  plant: 'Plant',
  seedType: 'Seed to plant',
  legend: 'What the tiles show',
  inWords: 'The garden in words',
} as const;

/** Spec 3 §8: 'You were hit! N lives left.', word for word (also for N = 1: the spec's text). */
export function hitMessage(livesLeft: number): string {
  return `You were hit! ${livesLeft} lives left.`;
}

/** Planting refused: no seed of the equipped type. */
export function noSeedsMessage(type: 1 | 2): string {
  return `No type ${type} seeds.`;
}

/** A seed picked up from the ground. */
export function pickedUpMessage(type: 1 | 2): string {
  return `You picked up a type ${type} seed.`;
}

/** Projectiles that stopped enemies this turn. */
export function defeatedMessage(count: number): string {
  return count === 1 ? 'An enemy was stopped.' : `${count} enemies were stopped.`;
}

/** The right edge of a level not yet half green. */
export function lockedMessage(grass: number, needed: number): string {
  return `Turn half of this garden to grass to go on (${grass} of ${needed} tiles so far).`;
}

/** Entering another level. */
export function levelMessage(level: number, count: number): string {
  return `Garden ${level} of ${count}.`;
}
