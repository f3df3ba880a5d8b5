/**
 * The garden defence game's engine (spec 3 §3, §4, §5, §8, §9; issue 21): pure and deterministic.
 * It holds no timer and reads no clock: the game is played in turns, and the view calls one
 * function per player action. The levels are designed (`GARDEN_LEVELS`); the one random choice
 * (where level 2's type-2 seed appears) comes from a seeded generator kept in the state, so a seed
 * and a list of actions always give the same game.
 *
 * Rules the spec leaves open, chosen here:
 * - **Turns and "moves".** A turn is a step (to a neighbouring tile, or through an open edge to
 *   another level), a shot or a planting. Bumping into a closed edge, a refused shot ('No
 *   projectiles!') or planting, and choosing a seed type are not turns: nothing else moves.
 *   `moves` counts turns; the plants count their "every 10 / every 5 moves" from the turn they
 *   were planted (a type 1 plant planted on turn m gives 1 projectile on turns m+10, m+20, …; a
 *   type 2 plant fires on turns m+5, m+10, …).
 * - **Order of a turn.** 1. the player's action (a step turns the tile entered to grass, picks up a
 *   seed lying there, and walking into an enemy is a hit); 2. the plants act (type 1 plants on every
 *   level add ammo; type 2 plants fire on the current level only); 3. the projectiles fly
 *   2 tiles, tile by tile, stopping the first enemy they meet (both are gone) or leaving the
 *   garden; 4. each enemy (by id) takes one step toward the nearest grass tile (the player's own
 *   tile counts: the player's trail is grass), turning grass it enters to dirt (a plant there is
 *   eaten), never onto another enemy; an enemy entering a projectile's tile is stopped, one
 *   entering the player's tile hits; 5. level 2's last enemy gone this turn: the type-2 seed appears (once);
 *   6. a level reaching half grass (32 of 64 tiles) is unlocked for good.
 * - **Enemy steps.** The nearest grass by tile distance (|dx| + |dy|), ties in reading order; the
 *   step goes along the longer way first (across on a tie), the other way when an enemy blocks;
 *   an enemy standing on grass eats it where it stands. With no grass in the garden it waits.
 *   Enemies on the other levels wait too.
 * - **Hits.** At most one hit a turn. The player loses a life and goes back to the start (5,5)
 *   of the same level; at 0 lives the game is over and every action but Restart Game is ignored.
 * - **Shots.** Need ammo (3 at the start); a shot starts on the player's tile. Projectiles do not
 *   hurt the player, pass over plants, and vanish when the player changes level.
 * - **Start.** 3 lives, 3 projectiles, 1 type-1 seed, type 1 equipped; seeds also lie in the
 *   gardens to pick up.
 */
import {
  defeatedMessage,
  gardenTexts,
  hitMessage,
  levelMessage,
  lockedMessage,
  noSeedsMessage,
  pickedUpMessage,
} from './gardenTexts';

/** Spec 3 §9, every constant of the garden game (and the ones chosen here). */
export const GARDEN = {
  /** Levels are 8 × 8 tiles. */
  size: 8,
  /** Tile size in px (scaled down on narrow screens). */
  tilePx: 32,
  lives: 3,
  start: { x: 5, y: 5 },
  /** Half the tiles must be grass to go on. */
  grassToAdvance: 0.5,
  /** A type 1 plant (ammo generator) gives 1 projectile every 10 moves. */
  ammoEveryMoves: 10,
  ammoPerHarvest: 1,
  /** A type 2 plant (turret) fires in four directions every 5 moves. */
  turretEveryMoves: 5,
  /** Chosen: projectiles fly 2 tiles a turn. */
  projectileSpeed: 2,
  /** Chosen: what the player starts with. */
  startAmmo: 3,
  startSeeds: { 1: 1, 2: 0 },
} as const;

export type Ground = 'dirt' | 'grass';
export type SeedType = 1 | 2;
export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Point {
  x: number;
  y: number;
}
export interface Plant extends Point {
  /** The turn (`moves`) it was planted on. */
  plantedAt: number;
  type: SeedType;
}
export interface Enemy extends Point {
  id: number;
}
export interface Projectile extends Point {
  dx: number;
  dy: number;
}
/** A seed lying on the ground, picked up by stepping on it. */
export interface Pickup extends Point {
  type: SeedType;
}

export interface GardenLevel {
  /** Rows of tiles: `tiles[y][x]`. */
  tiles: Ground[][];
  enemies: Enemy[];
  plants: Plant[];
  pickups: Pickup[];
  /** Half of it was green once: its right edge stays open. */
  unlocked: boolean;
}

/** Spec 3 §3: the garden game state. */
export interface GardenState {
  levels: GardenLevel[];
  /** The level being played (0-based). */
  level: number;
  player: Point;
  /** The projectiles flying on the current level. */
  projectiles: Projectile[];
  inventory: Record<SeedType, number>;
  equipped: SeedType;
  lives: number;
  ammo: number;
  /** Turns played. */
  moves: number;
  gameOver: boolean;
  /** Level 2's type-2 seed has appeared (it appears once). */
  seedSpawned: boolean;
  /** The seed the game started with (Restart Game starts the same game again). */
  seed: number;
  /** The seeded generator's state. */
  rng: number;
}

/** What an action did: the new state and the message for the player, if any. */
export interface GardenResult {
  state: GardenState;
  message: string | null;
}

export const DIRECTIONS: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/**
 * The designed levels: `.` dirt, `g` grass, `E` an enemy (on dirt), `1`/`2` a seed of that type
 * (on dirt). The start (5,5) is row 6, column 6.
 */
export const GARDEN_LEVELS: readonly (readonly string[])[] = [
  ['E.......', '........', '..1.....', '...gg...', '...gg...', '........', '......1.', '.E......'],
  ['E......E', '.g......', '.g...1..', '........', '..gggg..', '........', '.1....g.', '...E....'],
  ['E..gg..E', '........', '.1....2.', 'g......g', 'g......g', '........', '...1....', 'E..gg..E'],
];

/** Mulberry32: the next random number in [0, 1) and the generator's next state. */
export function nextRandom(rng: number): [number, number] {
  const next = (rng + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

/** A level from its map (enemy ids continue from `firstId`). */
export function parseLevel(map: readonly string[], firstId = 1): GardenLevel {
  const enemies: Enemy[] = [];
  const pickups: Pickup[] = [];
  const tiles = map.map((row, y) =>
    Array.from(row).map((char, x): Ground => {
      if (char === 'E') enemies.push({ id: firstId + enemies.length, x, y });
      if (char === '1' || char === '2') pickups.push({ x, y, type: char === '1' ? 1 : 2 });
      return char === 'g' ? 'grass' : 'dirt';
    }),
  );
  return { tiles, enemies, plants: [], pickups, unlocked: false };
}

/** A new game: the designed levels, the player on level 1 at (5,5) (grass), 3 lives. */
export function newGarden(seed = 1, maps: readonly (readonly string[])[] = GARDEN_LEVELS) {
  let nextId = 1;
  const levels = maps.map((map) => {
    const level = parseLevel(map, nextId);
    nextId += level.enemies.length;
    return level;
  });
  const state: GardenState = {
    levels,
    level: 0,
    player: { ...GARDEN.start },
    projectiles: [],
    inventory: { ...GARDEN.startSeeds },
    equipped: 1,
    lives: GARDEN.lives,
    ammo: GARDEN.startAmmo,
    moves: 0,
    gameOver: false,
    seedSpawned: false,
    seed,
    rng: seed >>> 0,
  };
  return withGround(state, 0, GARDEN.start, 'grass');
}

/** Restart Game: the same game from the start. */
export function restart(state: GardenState): GardenState {
  return newGarden(state.seed);
}

export const currentLevel = (state: GardenState): GardenLevel =>
  state.levels[state.level] as GardenLevel;
export const inside = ({ x, y }: Point) => x >= 0 && y >= 0 && x < GARDEN.size && y < GARDEN.size;
const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
const distance = (a: Point, b: Point) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

export function groundAt(level: GardenLevel, { x, y }: Point): Ground {
  return level.tiles[y]?.[x] ?? 'dirt';
}
export function grassCount(level: GardenLevel): number {
  return level.tiles.reduce((sum, row) => sum + row.filter((t) => t === 'grass').length, 0);
}
/** Grass tiles needed to go on: half of 64. */
export const grassNeeded = Math.ceil(GARDEN.size * GARDEN.size * GARDEN.grassToAdvance);

function withLevel(state: GardenState, index: number, level: GardenLevel): GardenState {
  return { ...state, levels: state.levels.map((old, i) => (i === index ? level : old)) };
}

/** Sets one tile's ground (turning it to dirt eats the plant on it). */
function withGround(state: GardenState, index: number, at: Point, ground: Ground): GardenState {
  const level = state.levels[index] as GardenLevel;
  if (groundAt(level, at) === ground) return state;
  const tiles = level.tiles.map((row, y) =>
    y === at.y ? row.map((old, x) => (x === at.x ? ground : old)) : row,
  );
  const plants = ground === 'dirt' ? level.plants.filter((p) => !same(p, at)) : level.plants;
  return withLevel(state, index, { ...level, tiles, plants });
}

/** One turn's bookkeeping: messages gathered and whether the player was hit yet. */
interface Turn {
  state: GardenState;
  messages: string[];
  hit: boolean;
}

function hitPlayer(turn: Turn): Turn {
  if (turn.hit || turn.state.gameOver) return turn;
  const lives = turn.state.lives - 1;
  if (lives <= 0)
    return {
      hit: true,
      state: { ...turn.state, lives: 0, gameOver: true, projectiles: [] },
      messages: [...turn.messages, gardenTexts.gameOver],
    };
  return {
    hit: true,
    state: { ...turn.state, lives, player: { ...GARDEN.start } },
    messages: [...turn.messages, hitMessage(lives)],
  };
}

const result = (turn: Turn): GardenResult => ({
  state: turn.state,
  message: turn.messages.length > 0 ? turn.messages.join(' ') : null,
});
const refuse = (state: GardenState, message: string | null): GardenResult => ({ state, message });

/** A step (arrow keys, WASD): a turn, unless it bumps into a closed edge. */
export function move(state: GardenState, direction: Direction): GardenResult {
  if (state.gameOver) return refuse(state, null);
  const { x: dx, y: dy } = DIRECTIONS[direction];
  let target = { x: state.player.x + dx, y: state.player.y + dy };
  let index = state.level;
  let messages: string[] = [];
  let projectiles = state.projectiles;
  if (!inside(target)) {
    if (dy !== 0) return refuse(state, null);
    if (dx < 0) {
      if (index === 0) return refuse(state, gardenTexts.firstGarden);
      index -= 1;
      target = { x: GARDEN.size - 1, y: target.y };
    } else {
      const level = currentLevel(state);
      if (!level.unlocked) return refuse(state, lockedMessage(grassCount(level), grassNeeded));
      if (index === state.levels.length - 1) return refuse(state, gardenTexts.lastGarden);
      index += 1;
      target = { x: 0, y: target.y };
    }
    messages = [levelMessage(index + 1, state.levels.length)];
    projectiles = [];
  }
  let next = withGround(
    { ...state, level: index, player: target, projectiles },
    index,
    target,
    'grass',
  );
  const level = currentLevel(next);
  const pickup = level.pickups.find((p) => same(p, target));
  if (pickup) {
    next = withLevel(next, index, {
      ...level,
      pickups: level.pickups.filter((p) => p !== pickup),
    });
    next = {
      ...next,
      inventory: { ...next.inventory, [pickup.type]: next.inventory[pickup.type] + 1 },
    };
    messages.push(pickedUpMessage(pickup.type));
  }
  let turn: Turn = { state: next, messages, hit: false };
  if (level.enemies.some((e) => same(e, target))) turn = hitPlayer(turn);
  return result(endTurn(turn));
}

/** Shift + direction: a shot, if there is ammo ('No projectiles!' otherwise, not a turn). */
export function shoot(state: GardenState, direction: Direction): GardenResult {
  if (state.gameOver) return refuse(state, null);
  if (state.ammo <= 0) return refuse(state, gardenTexts.noProjectiles);
  const { x: dx, y: dy } = DIRECTIONS[direction];
  const projectile: Projectile = { ...state.player, dx, dy };
  const next = {
    ...state,
    ammo: state.ammo - 1,
    projectiles: [...state.projectiles, projectile],
  };
  return result(endTurn({ state: next, messages: [], hit: false }));
}

/** Planting the equipped seed type on the player's tile: needs a seed and grass with no plant. */
export function plant(state: GardenState): GardenResult {
  if (state.gameOver) return refuse(state, null);
  const type = state.equipped;
  if (state.inventory[type] <= 0) return refuse(state, noSeedsMessage(type));
  const level = currentLevel(state);
  if (groundAt(level, state.player) !== 'grass') return refuse(state, gardenTexts.onlyOnGrass);
  if (level.plants.some((p) => same(p, state.player)))
    return refuse(state, gardenTexts.alreadyPlanted);
  const planted: Plant = { ...state.player, plantedAt: state.moves + 1, type };
  const next = withLevel(
    { ...state, inventory: { ...state.inventory, [type]: state.inventory[type] - 1 } },
    state.level,
    { ...level, plants: [...level.plants, planted] },
  );
  return result(endTurn({ state: next, messages: [], hit: false }));
}

/** Chooses the seed type to plant (not a turn). */
export function equip(state: GardenState, type: SeedType): GardenState {
  return state.equipped === type || state.gameOver ? state : { ...state, equipped: type };
}

/** Steps 2-6 of a turn (see the module comment). */
function endTurn(start: Turn): Turn {
  if (start.state.gameOver) return start;
  const moves = start.state.moves + 1;
  let turn: Turn = { ...start, state: { ...start.state, moves } };
  const hadEnemies = currentLevel(turn.state).enemies.length > 0;
  turn = plantsAct(turn);
  turn = fly(turn);
  turn = enemiesStep(turn);
  if (hadEnemies) turn = spawnSeed(turn);
  return unlock(turn);
}

const fires = (p: Plant, moves: number, every: number) =>
  moves > p.plantedAt && (moves - p.plantedAt) % every === 0;

function plantsAct(turn: Turn): Turn {
  const { state } = turn;
  let ammo = state.ammo;
  for (const level of state.levels)
    for (const p of level.plants)
      if (p.type === 1 && fires(p, state.moves, GARDEN.ammoEveryMoves))
        ammo += GARDEN.ammoPerHarvest;
  const shots: Projectile[] = [];
  for (const p of currentLevel(state).plants)
    if (p.type === 2 && fires(p, state.moves, GARDEN.turretEveryMoves))
      for (const { x: dx, y: dy } of Object.values(DIRECTIONS))
        shots.push({ x: p.x, y: p.y, dx, dy });
  if (ammo === state.ammo && shots.length === 0) return turn;
  return {
    ...turn,
    state: { ...state, ammo, projectiles: [...state.projectiles, ...shots] },
  };
}

/** The projectiles fly 2 tiles, tile by tile; the first enemy met is stopped with the projectile. */
function fly(turn: Turn): Turn {
  if (turn.state.projectiles.length === 0) return turn;
  let enemies = currentLevel(turn.state).enemies;
  let stopped = 0;
  const flying: Projectile[] = [];
  for (const shot of turn.state.projectiles) {
    let at: Projectile | null = shot;
    for (let i = 0; i < GARDEN.projectileSpeed && at; i += 1) {
      const next: Projectile = { ...at, x: at.x + at.dx, y: at.y + at.dy };
      const target = enemies.find((e) => same(e, next));
      if (!inside(next)) at = null;
      else if (target) {
        enemies = enemies.filter((e) => e !== target);
        stopped += 1;
        at = null;
      } else at = next;
    }
    if (at) flying.push(at);
  }
  const state = withLevel({ ...turn.state, projectiles: flying }, turn.state.level, {
    ...currentLevel(turn.state),
    enemies,
  });
  return {
    ...turn,
    state,
    messages: stopped > 0 ? [...turn.messages, defeatedMessage(stopped)] : turn.messages,
  };
}

/** The nearest grass tile to `from` (ties in reading order), or null. */
export function nearestGrass(level: GardenLevel, from: Point): Point | null {
  let best: Point | null = null;
  for (let y = 0; y < level.tiles.length; y += 1) {
    const row = level.tiles[y] ?? [];
    for (let x = 0; x < row.length; x += 1) {
      if (row[x] !== 'grass') continue;
      const here = { x, y };
      if (!best || distance(from, here) < distance(from, best)) best = here;
    }
  }
  return best;
}

/** Where an enemy steps this turn (its own tile when it eats where it stands or waits). */
export function enemyStep(level: GardenLevel, enemy: Enemy): Point {
  const target = nearestGrass(level, enemy);
  if (!target || same(target, enemy)) return { x: enemy.x, y: enemy.y };
  const dx = Math.sign(target.x - enemy.x);
  const dy = Math.sign(target.y - enemy.y);
  const across = { x: enemy.x + dx, y: enemy.y };
  const down = { x: enemy.x, y: enemy.y + dy };
  const ways =
    Math.abs(target.x - enemy.x) >= Math.abs(target.y - enemy.y) ? [across, down] : [down, across];
  const free = ways.find(
    (way) => !same(way, enemy) && !level.enemies.some((e) => e.id !== enemy.id && same(e, way)),
  );
  return free ?? { x: enemy.x, y: enemy.y };
}

function enemiesStep(start: Turn): Turn {
  let turn = start;
  const index = turn.state.level;
  let stopped = 0;
  for (const { id } of currentLevel(turn.state).enemies) {
    const level = currentLevel(turn.state);
    const enemy = level.enemies.find((e) => e.id === id);
    if (!enemy) continue;
    const to = enemyStep(level, enemy);
    let state = withGround(turn.state, index, to, 'dirt');
    const shot = state.projectiles.find((p) => same(p, to));
    if (shot) {
      stopped += 1;
      state = {
        ...state,
        projectiles: state.projectiles.filter((p) => p !== shot),
      };
      state = withLevel(state, index, {
        ...currentLevel(state),
        enemies: currentLevel(state).enemies.filter((e) => e.id !== id),
      });
      turn = { ...turn, state };
      continue;
    }
    state = withLevel(state, index, {
      ...currentLevel(state),
      enemies: currentLevel(state).enemies.map((e) => (e.id === id ? { ...e, ...to } : e)),
    });
    turn = { ...turn, state };
    if (same(to, state.player)) turn = hitPlayer(turn);
    if (turn.state.gameOver) break;
  }
  return stopped > 0 ? { ...turn, messages: [...turn.messages, defeatedMessage(stopped)] } : turn;
}

/** Spec 3 §4: level 2's last enemy gone (this turn): a type-2 seed appears on a random free tile (once). */
function spawnSeed(turn: Turn): Turn {
  const { state } = turn;
  if (state.seedSpawned || state.level !== 1 || state.gameOver) return turn;
  const level = currentLevel(state);
  if (level.enemies.length > 0) return turn;
  const spots: Point[] = [];
  level.tiles.forEach((row, y) =>
    row.forEach((_ground, x) => {
      const here = { x, y };
      if (
        !same(here, state.player) &&
        !level.pickups.some((p) => same(p, here)) &&
        !level.plants.some((p) => same(p, here))
      )
        spots.push(here);
    }),
  );
  const [random, rng] = nextRandom(state.rng);
  const spot = spots[Math.floor(random * spots.length)] as Point;
  const next = withLevel({ ...state, rng, seedSpawned: true }, state.level, {
    ...level,
    pickups: [...level.pickups, { ...spot, type: 2 }],
  });
  return { ...turn, state: next, messages: [...turn.messages, gardenTexts.seedAppeared] };
}

function unlock(turn: Turn): Turn {
  const { state } = turn;
  const level = currentLevel(state);
  if (level.unlocked || state.gameOver || grassCount(level) < grassNeeded) return turn;
  const last = state.level === state.levels.length - 1;
  return {
    ...turn,
    state: withLevel(state, state.level, { ...level, unlocked: true }),
    messages: [...turn.messages, last ? gardenTexts.won : gardenTexts.unlocked],
  };
}

/** What a tile holds, in words (the text alternative of its colour and picture). */
export function describeTile(state: GardenState, at: Point): string {
  const level = currentLevel(state);
  const parts: string[] = [groundAt(level, at)];
  if (same(state.player, at)) parts.unshift(state.gameOver ? 'you (fallen)' : 'you');
  const plantHere = level.plants.find((p) => same(p, at));
  if (plantHere) parts.push(plantHere.type === 1 ? 'ammo plant' : 'turret plant');
  const pickup = level.pickups.find((p) => same(p, at));
  if (pickup) parts.push(`a type ${pickup.type} seed`);
  if (level.enemies.some((e) => same(e, at))) parts.push('an enemy');
  if (state.projectiles.some((p) => same(p, at))) parts.push('a projectile');
  return parts.join(', ');
}
