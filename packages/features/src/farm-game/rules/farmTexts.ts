/** Every user-facing text of the farm game (spec 3 §2, §5, §8), in one place. */
export const farmTexts = {
  title: 'Farm Game',
  intro:
    'Grow a water garden: add dirt, plant seeds, harvest them for more seeds and food, and build upgrades. Reach 100 seeds to win.',
  /** How to play, in three lines (issue 47): the loop, water and bugs, and the goal. */
  howToPlayTitle: 'How to play',
  howToPlay: [
    'Press Add Dirt, then press the dirt tile to plant a seed (1 seed).',
    'A plant grows by itself while there is water: it uses 1 water a second, water comes in every second and Generate Water adds 1. A bug 🐛 stops a plant: press the tile to shoo it.',
    'Press a grown plant 🌾 to harvest 2 seeds and 1 food, spend seeds on upgrades, and reach 100 seeds to win.',
  ],
  /** Spec 3 §8: the toast when an upgrade is placed on dirt (shown once). */
  removeDirtToBuild: 'Please remove dirt to build.',
  /** Spec 3 §8: the hydro hint, shown when the first hydroponics tile is built. */
  hydroHint:
    'Plant in hydroponics tiles: they grow in half the time and get no bugs, but use 3 water per second while growing.',
  notEnoughSeeds: 'Not enough seeds.',
  notEnoughWater: 'Not enough water.',
  needsEmptyTile: 'Upgrades go on empty tiles without an upgrade.',
  noEmptyTile: 'There is no empty tile to add dirt to.',
  addDirtFirst: 'Add dirt to this tile first.',
  stillGrowing: 'Still growing.',
  cannotRemove: 'Only dirt, or a plant that has not grown yet, can be removed.',
  bugSquashed: 'Bug squashed.',
  /** A spend that would leave no seed and nothing planted is refused (the farm always has a move). */
  keepLastSeed:
    'Keep a seed to plant: with no seed and nothing growing, your farm could not grow again.',
  addDirt: 'Add Dirt',
  generateWater: 'Generate Water',
  pause: 'Pause',
  resume: 'Resume',
  paused: 'Paused',
  winTitle: 'You win!',
  saveScore: 'Save Score',
  keepPlaying: 'Keep Playing Without Saving',
  tool: 'What a tile press does',
  loading: 'Loading your farm…',
  savedInCloud: 'Signed in: your farm is saved to your account every few seconds.',
  savedOnDevice:
    'You are not signed in: your farm is saved on this device only. Sign in to keep it in your account.',
  invalidSave: 'A saved farm could not be read, so it was set aside and a new farm started.',
  cloudSaveFailed: 'Could not save to your account; the farm is saved on this device for now.',
  /** Signed in, the account could not be reached: the farm is kept on the device until it can. */
  cloudUnknown:
    'Your account could not be reached: this farm is saved on this device and nothing in your account is changed until it can be reached.',
  seedGiven: 'Your farm had no seed left and nothing growing, so it was given one seed.',
  conflictTitle: 'Which farm do you want to keep?',
  conflictMessage:
    'This device has a farm that differs from the one saved in your account. The one you do not keep is replaced.',
  thisDevice: "This device's farm",
  savedFarm: 'The saved farm',
  keepDevice: "Keep this device's farm",
  keepSaved: 'Keep the saved farm',
  newFarm: 'New farm',
  newFarmTitle: 'Start a new farm?',
  newFarmMessage:
    'Your farm is replaced by a fresh one (2×2 tiles, 1 seed) wherever it is saved. Your best time is kept. This cannot be undone.',
  newFarmConfirm: 'Start a new farm',
} as const;

/** Spec 3 §4: the words of the win dialog, with the winning time. */
export function winMessage(seconds: number): string {
  return `You reached 100 seeds in ${formatDuration(seconds)}.`;
}

/** "1 h 2 min 3 s", "4 min 5 s", "6 s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(`${h} h`);
  if (h > 0 || m > 0) parts.push(`${m} min`);
  parts.push(`${s} s`);
  return parts.join(' ');
}

/** Offline progress: how much time was caught up on load (and how much was left out). */
export function caughtUpMessage(seconds: number, skipped: number): string {
  const base = `While you were away, ${formatDuration(seconds)} of farming was caught up.`;
  return skipped > 0
    ? `${base} The ${formatDuration(skipped)} beyond that were not counted.`
    : base;
}

/** When a save was made, from now: "just now", "5 min ago", "3 h ago", "2 days ago". */
export function savedAgo(savedAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - savedAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
