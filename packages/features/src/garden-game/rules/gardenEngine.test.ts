import { describe, expect, it } from 'vitest';
import {
  currentLevel,
  describeTile,
  enemyStep,
  equip,
  GARDEN,
  GARDEN_LEVELS,
  grassCount,
  grassNeeded,
  groundAt,
  move,
  nearestGrass,
  newGarden,
  parseLevel,
  plant,
  restart,
  shoot,
  type Direction,
  type GardenResult,
  type GardenState,
} from './gardenEngine';
import { defeatedMessage, gardenTexts, hitMessage } from './gardenTexts';

const DOTS = '........';
/** An 8×8 map: dirt everywhere but the rows given (by row number). */
function map(rows: Record<number, string> = {}): string[] {
  return Array.from({ length: 8 }, (_, y) => rows[y] ?? DOTS);
}
/** A game on the given maps (the start (5,5) of the first is grass), with changes. */
function game(maps: string[][], over: Partial<GardenState> = {}): GardenState {
  return { ...newGarden(7, maps), ...over };
}
/** Runs actions, keeping every result. */
function run(state: GardenState, actions: ((s: GardenState) => GardenResult)[]): GardenResult[] {
  const results: GardenResult[] = [];
  let current = state;
  for (const action of actions) {
    const next = action(current);
    results.push(next);
    current = next.state;
  }
  return results;
}
const step = (direction: Direction) => (s: GardenState) => move(s, direction);
const steps = (direction: Direction, n: number) => Array.from({ length: n }, () => step(direction));
const last = (results: GardenResult[]) => results[results.length - 1] as GardenResult;
const enemies = (s: GardenState) => currentLevel(s).enemies.map(({ id, x, y }) => [id, x, y]);
/** 30 grass tiles: with the start (5,5), one short of half. */
const ALMOST_HALF = map({ 0: 'gggggggg', 1: 'gggggggg', 2: 'gggggggg', 3: 'gggggg..' });

describe('the constants (spec 3 §9)', () => {
  it('8×8 levels, 32 px tiles, 3 lives, start (5,5), 50 % grass to go on', () => {
    expect(GARDEN.size).toBe(8);
    expect(GARDEN.tilePx).toBe(32);
    expect(GARDEN.lives).toBe(3);
    expect(GARDEN.start).toEqual({ x: 5, y: 5 });
    expect(GARDEN.grassToAdvance).toBe(0.5);
    expect(grassNeeded).toBe(32);
  });

  it('a type 1 plant gives 1 projectile every 10 moves; a type 2 plant fires every 5', () => {
    expect(GARDEN.ammoEveryMoves).toBe(10);
    expect(GARDEN.ammoPerHarvest).toBe(1);
    expect(GARDEN.turretEveryMoves).toBe(5);
  });

  it('chosen here: projectiles fly 2 tiles a turn; the player starts with 3 and one type 1 seed', () => {
    expect(GARDEN.projectileSpeed).toBe(2);
    expect(GARDEN.startAmmo).toBe(3);
    expect(GARDEN.startSeeds).toEqual({ 1: 1, 2: 0 });
  });
});

describe('a new game', () => {
  it('has at least three designed 8×8 levels of dirt and grass, each with enemies', () => {
    const state = newGarden(1);
    expect(GARDEN_LEVELS.length).toBeGreaterThanOrEqual(3);
    expect(state.levels).toHaveLength(GARDEN_LEVELS.length);
    for (const level of state.levels) {
      expect(level.tiles).toHaveLength(8);
      expect(level.tiles.every((row) => row.length === 8)).toBe(true);
      expect(level.enemies.length).toBeGreaterThan(0);
      expect(level.unlocked).toBe(false);
    }
    // Enemy ids are unique across the levels.
    const ids = state.levels.flatMap((level) => level.enemies.map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the player on level 1 at (5,5), on grass, with 3 lives, 3 projectiles, 1 seed', () => {
    const state = newGarden(1);
    expect(state).toMatchObject({
      level: 0,
      player: { x: 5, y: 5 },
      lives: 3,
      ammo: 3,
      inventory: { 1: 1, 2: 0 },
      equipped: 1,
      moves: 0,
      gameOver: false,
      projectiles: [],
    });
    expect(groundAt(currentLevel(state), { x: 5, y: 5 })).toBe('grass');
    expect(grassCount(currentLevel(state))).toBe(5);
  });

  it('reads a map: . dirt, g grass, E enemy, 1/2 seeds', () => {
    const level = parseLevel(['Eg1.....', '.......2', DOTS, DOTS, DOTS, DOTS, DOTS, DOTS], 4);
    expect(level.tiles[0]?.slice(0, 3)).toEqual(['dirt', 'grass', 'dirt']);
    expect(level.enemies).toEqual([{ id: 4, x: 0, y: 0 }]);
    expect(level.pickups).toEqual([
      { x: 2, y: 0, type: 1 },
      { x: 7, y: 1, type: 2 },
    ]);
  });

  it('Restart Game starts the same game again', () => {
    const played = last(run(newGarden(9), steps('left', 2))).state;
    expect(restart(played)).toEqual(newGarden(9));
  });
});

describe('moving', () => {
  it('turns the tile entered to grass and is a turn', () => {
    const { state, message } = move(game([map()]), 'up');
    expect(state.player).toEqual({ x: 5, y: 4 });
    expect(groundAt(currentLevel(state), { x: 5, y: 4 })).toBe('grass');
    expect(state.moves).toBe(1);
    expect(message).toBeNull();
  });

  it('WASD and arrows are the same four steps; a wall above or below is not a turn', () => {
    const top = game([map()], { player: { x: 2, y: 0 } });
    expect(move(top, 'up')).toEqual({ state: top, message: null });
    const bottom = game([map()], { player: { x: 2, y: 7 } });
    expect(move(bottom, 'down')).toEqual({ state: bottom, message: null });
  });

  it('picks up a seed lying on the tile', () => {
    const state = game([map({ 4: '.....2..' })]);
    const { state: after, message } = move(state, 'up');
    expect(after.inventory).toEqual({ 1: 1, 2: 1 });
    expect(currentLevel(after).pickups).toEqual([]);
    expect(message).toBe('You picked up a type 2 seed.');
  });
});

describe('levels (50 % grass opens the right edge; the left edge goes back)', () => {
  it('the right edge stays closed below half grass, and says how far along it is', () => {
    const state = game([map(), map()], { player: { x: 7, y: 5 } });
    expect(move(state, 'right')).toEqual({
      state,
      message: 'Turn half of this garden to grass to go on (1 of 32 tiles so far).',
    });
  });

  it('reaching 32 grass tiles opens it (for good), with a message', () => {
    const short = game([ALMOST_HALF, map()], { player: { x: 7, y: 4 } });
    expect(grassCount(currentLevel(short))).toBe(31);
    const { state: after, message } = move(short, 'up');
    expect(grassCount(currentLevel(after))).toBe(32);
    expect(currentLevel(after).unlocked).toBe(true);
    expect(message).toBe(gardenTexts.unlocked);
    // Enemies eating grass later do not close it again.
    const eaten = {
      ...after,
      levels: after.levels.map((l, i) => (i === 0 ? { ...l, tiles: parseLevel(map()).tiles } : l)),
    };
    expect(move({ ...eaten, player: { x: 7, y: 4 } }, 'right').state.level).toBe(1);
    expect(gardenTexts.unlocked).toBe('Half of this garden is green: the way right is open.');
  });

  it('through the open right edge to the next level (same row, left column), and back', () => {
    const open = game([map(), map()], { player: { x: 7, y: 2 } });
    const ready = {
      ...open,
      levels: open.levels.map((l, i) => (i === 0 ? { ...l, unlocked: true } : l)),
    };
    const { state: there, message } = move(ready, 'right');
    expect(there.level).toBe(1);
    expect(there.player).toEqual({ x: 0, y: 2 });
    expect(groundAt(currentLevel(there), { x: 0, y: 2 })).toBe('grass');
    expect(message).toBe('Garden 2 of 2.');
    const { state: back, message: backMessage } = move(there, 'left');
    expect(back.level).toBe(0);
    expect(back.player).toEqual({ x: 7, y: 2 });
    expect(backMessage).toBe('Garden 1 of 2.');
  });

  it('the first garden has no left edge, the last no right one', () => {
    const first = game([map(), map()], { player: { x: 0, y: 3 } });
    expect(move(first, 'left')).toEqual({ state: first, message: 'This is the first garden.' });
    const lastLevel = game([map()], { player: { x: 7, y: 3 } });
    const done = {
      ...lastLevel,
      levels: [{ ...currentLevel(lastLevel), unlocked: true }],
    };
    expect(move(done, 'right')).toEqual({ state: done, message: 'This is the last garden.' });
  });

  it('the last level at half grass wins', () => {
    const short = game([ALMOST_HALF], { player: { x: 7, y: 4 } });
    expect(move(short, 'up').message).toBe(
      'Half of the last garden is green: every garden is saved. You win! Play on if you like.',
    );
  });

  it('projectiles in flight vanish on a level change; enemies elsewhere wait', () => {
    const open = game([map({ 0: 'E.......' }), map({ 7: 'E.......' })], {
      player: { x: 7, y: 5 },
      projectiles: [{ x: 3, y: 5, dx: -1, dy: 0 }],
    });
    const ready = {
      ...open,
      levels: open.levels.map((l, i) => (i === 0 ? { ...l, unlocked: true } : l)),
    };
    const { state } = move(ready, 'right');
    expect(state.projectiles).toEqual([]);
    expect(state.levels[0]?.enemies).toEqual([{ id: 1, x: 0, y: 0 }]);
    // The enemy of level 2 took its step.
    expect(enemies(state)).toEqual([[2, 0, 6]]);
  });
});

describe('enemies (step toward the nearest grass, turning it to dirt)', () => {
  it('finds the nearest grass (ties in reading order), or none', () => {
    const level = parseLevel(map({ 0: '...g....', 5: 'g.......' }));
    expect(nearestGrass(level, { x: 3, y: 2 })).toEqual({ x: 3, y: 0 });
    expect(nearestGrass(level, { x: 0, y: 3 })).toEqual({ x: 0, y: 5 });
    // (0,1) is 4 from both: the first in reading order.
    expect(nearestGrass(level, { x: 0, y: 1 })).toEqual({ x: 3, y: 0 });
    expect(nearestGrass(parseLevel(map()), { x: 0, y: 0 })).toBeNull();
  });

  it('steps along the longer way first (across on a tie), around another enemy', () => {
    const level = parseLevel(map({ 0: 'E..E....', 3: '...g....' }));
    expect(enemyStep(level, { id: 1, x: 0, y: 0 })).toEqual({ x: 1, y: 0 });
    expect(enemyStep(level, { id: 2, x: 3, y: 0 })).toEqual({ x: 3, y: 1 });
    const blocked = parseLevel(map({ 0: 'EE......', 1: '...g....' }));
    // Enemy 1's way across is taken: it goes down instead.
    expect(enemyStep(blocked, { id: 1, x: 0, y: 0 })).toEqual({ x: 0, y: 1 });
    const stuck = parseLevel(map({ 0: 'EEg.....' }));
    expect(enemyStep(stuck, { id: 1, x: 0, y: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('take one step a turn, eating the grass they enter (and the plant on it)', () => {
    const state = game([map({ 0: 'E.g.....' })]);
    const one = move(state, 'left').state;
    const two = move(one, 'left').state;
    expect(enemies(one)).toEqual([[1, 1, 0]]);
    expect(enemies(two)).toEqual([[1, 2, 0]]);
    expect(groundAt(currentLevel(two), { x: 2, y: 0 })).toBe('dirt');
    const planted = game([map({ 0: 'E.g.....' })]);
    const withPlant = {
      ...planted,
      levels: [
        { ...currentLevel(planted), plants: [{ x: 2, y: 0, plantedAt: 0, type: 1 as const }] },
      ],
    };
    const eaten = last(run(withPlant, steps('left', 2))).state;
    expect(currentLevel(eaten).plants).toEqual([]);
  });

  it('an enemy on grass eats it where it stands; without grass it waits', () => {
    const state = game([map({ 0: 'g.......' })]);
    const onGrass = {
      ...state,
      levels: [{ ...currentLevel(state), enemies: [{ id: 1, x: 0, y: 0 }] }],
      player: { x: 5, y: 7 },
    };
    const { state: after } = move(onGrass, 'left');
    expect(enemies(after)).toEqual([[1, 0, 0]]);
    expect(groundAt(currentLevel(after), { x: 0, y: 0 })).toBe('dirt');
  });
});

describe('hits (spec 3 §4, §8)', () => {
  it("on level 1, three steps left and an enemy hits: 'You were hit! 2 lives left.' (the e2e's route)", () => {
    const results = run(newGarden(1), steps('left', 3));
    expect(results.map((r) => r.message)).toEqual([null, null, 'You were hit! 2 lives left.']);
    const { state } = last(results);
    expect(state.lives).toBe(2);
    expect(state.player).toEqual({ x: 5, y: 5 });
  });

  it('an enemy stepping onto the player hits and sends the player back to (5,5)', () => {
    const state = game([map({ 3: '..E.....' })], { player: { x: 2, y: 5 } });
    const { state: after, message } = move(state, 'up');
    expect(message).toBe('You were hit! 2 lives left.');
    expect(after.player).toEqual({ x: 5, y: 5 });
    expect(after.lives).toBe(2);
  });

  it('walking into an enemy hits too', () => {
    const state = game([map({ 4: '.....E..' })]);
    const { state: after, message } = move(state, 'up');
    expect(message).toBe('You were hit! 2 lives left.');
    expect(after.lives).toBe(2);
  });

  it("keeps the spec's words for the last life ('1 lives left'), and the last hit is 'You died! Game Over.'", () => {
    const state = game([map({ 4: '.....E..' })], { lives: 2 });
    expect(move(state, 'up').message).toBe('You were hit! 1 lives left.');
    const { state: over, message } = move({ ...state, lives: 1 }, 'up');
    expect(message).toBe('You died! Game Over.');
    expect(gardenTexts.gameOver).toBe('You died! Game Over.');
    expect(over).toMatchObject({ lives: 0, gameOver: true });
  });

  it('is hit at most once a turn', () => {
    // Walking into one enemy; another waits next to the start.
    const state = game([map({ 4: '.....E..', 5: '......E.' })]);
    const { state: after, message } = move(state, 'up');
    expect(after.lives).toBe(2);
    expect(message).toBe('You were hit! 2 lives left.');
  });

  it('after Game Over every action is ignored until Restart Game', () => {
    const over = game([map()], { gameOver: true, lives: 0 });
    expect(move(over, 'up')).toEqual({ state: over, message: null });
    expect(shoot(over, 'up')).toEqual({ state: over, message: null });
    expect(plant(over)).toEqual({ state: over, message: null });
    expect(equip(over, 2)).toBe(over);
    expect(gardenTexts.restart).toBe('Restart Game');
  });
});

describe('shooting (Shift + direction)', () => {
  it("needs a projectile: 'No projectiles!', nothing moves", () => {
    const empty = game([map({ 0: 'E.......' })], { ammo: 0 });
    expect(shoot(empty, 'left')).toEqual({ state: empty, message: 'No projectiles!' });
  });

  it('uses one, flies 2 tiles a turn from the player, and is a turn', () => {
    const state = game([map()]);
    const { state: after } = shoot(state, 'up');
    expect(after.ammo).toBe(2);
    expect(after.moves).toBe(1);
    expect(after.projectiles).toEqual([{ x: 5, y: 3, dx: 0, dy: -1 }]);
    const { state: later } = move(after, 'left');
    expect(later.projectiles).toEqual([{ x: 5, y: 1, dx: 0, dy: -1 }]);
    // Off the garden, it is gone.
    expect(move(later, 'left').state.projectiles).toEqual([]);
  });

  it('stops the first enemy it meets, with a message', () => {
    const state = game([map({ 5: '....E...' })], { player: { x: 6, y: 5 } });
    const { state: after, message } = shoot(state, 'left');
    expect(enemies(after)).toEqual([]);
    expect(after.projectiles).toEqual([]);
    expect(message).toBe('An enemy was stopped.');
  });

  it('an enemy stepping onto a projectile is stopped', () => {
    // The shot flies to (5,3); the enemy at (4,3), heading for the grass at (6,3), steps onto it.
    const state = game([map({ 3: '....E.g.' })]);
    const { state: after, message } = shoot(state, 'up');
    expect(enemies(after)).toEqual([]);
    expect(after.projectiles).toEqual([]);
    expect(message).toBe('An enemy was stopped.');
  });
});

describe('planting (the equipped seed type, on grass with no plant)', () => {
  it('plants on the player’s tile, uses the seed and is a turn', () => {
    const { state, message } = plant(game([map()]));
    expect(currentLevel(state).plants).toEqual([{ x: 5, y: 5, plantedAt: 1, type: 1 }]);
    expect(state.inventory).toEqual({ 1: 0, 2: 0 });
    expect(state.moves).toBe(1);
    expect(message).toBeNull();
  });

  it('needs a seed of the equipped type, grass, and no plant already', () => {
    const none = game([map()], { inventory: { 1: 0, 2: 0 } });
    expect(plant(none)).toEqual({ state: none, message: 'No type 1 seeds.' });
    const two = equip(none, 2);
    expect(two.equipped).toBe(2);
    expect(plant(two).message).toBe('No type 2 seeds.');
    const dirt = game([map()], { player: { x: 0, y: 0 } });
    expect(plant(dirt)).toEqual({ state: dirt, message: 'Plants grow only on grass.' });
    const again = { ...plant(game([map()], { inventory: { 1: 2, 2: 0 } })).state };
    expect(plant(again)).toEqual({ state: again, message: 'Something is already planted here.' });
  });

  it('a type 1 plant gives 1 projectile every 10 moves', () => {
    const planted = plant(game([map()], { ammo: 0 })).state;
    // Walk up and down (the plant's turn was move 1; it gives on moves 11 and 21).
    const walk = Array.from({ length: 20 }, (_, i) => step(i % 2 === 0 ? 'up' : 'down'));
    const results = run(planted, walk);
    const ammo = results.map((r) => r.state.ammo);
    expect(ammo[8]).toBe(0); // move 10
    expect(ammo[9]).toBe(1); // move 11
    expect(ammo[18]).toBe(1); // move 20
    expect(ammo[19]).toBe(2); // move 21
  });

  it('a type 2 plant fires in four directions every 5 moves', () => {
    const state = game([map()], { inventory: { 1: 0, 2: 1 }, equipped: 2, ammo: 0 });
    const planted = plant(state).state;
    expect(currentLevel(planted).plants).toEqual([{ x: 5, y: 5, plantedAt: 1, type: 2 }]);
    // Planted on move 1: it fires on move 6.
    const results = run(planted, [...steps('left', 3), step('up'), step('up')]);
    expect(results[3]?.state.moves).toBe(5);
    expect(results[3]?.state.projectiles).toEqual([]);
    // Four projectiles from (5,5), 2 tiles each way (down stops at the edge: gone next turn).
    expect(results[4]?.state.projectiles).toEqual([
      { x: 5, y: 3, dx: 0, dy: -1 },
      { x: 5, y: 7, dx: 0, dy: 1 },
      { x: 3, y: 5, dx: -1, dy: 0 },
      { x: 7, y: 5, dx: 1, dy: 0 },
    ]);
    expect(results[4]?.state.ammo).toBe(0);
  });

  it('a type 2 plant stops enemies around it', () => {
    const state = game([map({ 3: '.....E..' })], { moves: 5, player: { x: 0, y: 7 } });
    const turret = {
      ...state,
      levels: [
        { ...currentLevel(state), plants: [{ x: 5, y: 5, plantedAt: 1, type: 2 as const }] },
      ],
    };
    const { state: after, message } = move(turret, 'up');
    expect(enemies(after)).toEqual([]);
    expect(message).toBe('An enemy was stopped.');
  });
});

describe("level 2's enemies cleared: a type 2 seed appears", () => {
  const twoLevels = (seed: number) => {
    const state = newGarden(seed, [map(), map({ 5: '..E.....' })]);
    return { ...state, level: 1, player: { x: 4, y: 5 } };
  };

  it('appears once, on a seeded random tile, with a message', () => {
    const { state, message } = shoot(twoLevels(3), 'left');
    expect(enemies(state)).toEqual([]);
    expect(message).toBe('An enemy was stopped. A type 2 seed appeared in the garden!');
    const pickups = currentLevel(state).pickups;
    expect(pickups).toHaveLength(1);
    expect(pickups[0]?.type).toBe(2);
    expect(state.seedSpawned).toBe(true);
    // The same seed, the same tile.
    expect(currentLevel(shoot(twoLevels(3), 'left').state).pickups).toEqual(pickups);
    // It does not appear again.
    expect(currentLevel(move(state, 'up').state).pickups).toEqual(pickups);
  });

  it('not on the other levels', () => {
    const first = game([map({ 5: '..E.....' })], { player: { x: 4, y: 5 } });
    const { state } = shoot(first, 'left');
    expect(enemies(state)).toEqual([]);
    expect(state.seedSpawned).toBe(false);
    expect(currentLevel(state).pickups).toEqual([]);
  });
});

describe('the text alternative of a tile', () => {
  it('names the ground and what is on it', () => {
    const state = game([map({ 4: '.....1..', 0: 'E.......' })], {
      projectiles: [{ x: 1, y: 1, dx: 0, dy: 1 }],
    });
    expect(describeTile(state, { x: 5, y: 5 })).toBe('you, grass');
    expect(describeTile(state, { x: 5, y: 4 })).toBe('dirt, a type 1 seed');
    expect(describeTile(state, { x: 0, y: 0 })).toBe('dirt, an enemy');
    expect(describeTile(state, { x: 1, y: 1 })).toBe('dirt, a projectile');
    const planted = plant(state).state;
    expect(describeTile(planted, { x: 5, y: 5 })).toBe('you, grass, ammo plant');
  });
});

describe('the messages (spec 3 §8 and the ones chosen here)', () => {
  it('keeps the spec’s words', () => {
    expect(gardenTexts.noProjectiles).toBe('No projectiles!');
    expect(gardenTexts.gameOver).toBe('You died! Game Over.');
    expect(hitMessage(2)).toBe('You were hit! 2 lives left.');
    expect(hitMessage(1)).toBe('You were hit! 1 lives left.');
  });

  it('counts the enemies a turn stopped', () => {
    expect(defeatedMessage(1)).toBe('An enemy was stopped.');
    expect(defeatedMessage(2)).toBe('2 enemies were stopped.');
  });

  it('a turret stopping two enemies in one turn says so once', () => {
    const state = game([map({ 3: '.....E..', 5: '...E....' })], {
      moves: 5,
      player: { x: 0, y: 7 },
    });
    const turret = {
      ...state,
      levels: [
        { ...currentLevel(state), plants: [{ x: 5, y: 5, plantedAt: 1, type: 2 as const }] },
      ],
    };
    const { state: after, message } = move(turret, 'up');
    expect(enemies(after)).toEqual([]);
    expect(message).toBe('2 enemies were stopped.');
  });
});
