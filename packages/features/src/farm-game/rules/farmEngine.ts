/**
 * The farm game's engine (spec 3 §3, §4, §5, §9; issue 21): pure and deterministic. It holds no
 * timer and reads no clock: the view calls `tick` once a second and passes the time in; the bugs'
 * places come from a seeded generator kept in the state, so a state and a list of moves always
 * give the same farm.
 */
import { farmTexts } from './farmTexts';

/** Spec 3 §9, every constant of the farm. */
export const FARM = {
  /** One tick a second. */
  tickMs: 1000,
  startGridSize: 2,
  startSeeds: 1,
  /** Water income per tick, before bonusWater. */
  baseWaterIncome: 1,
  /** Water a planted tile uses to grow one step; a hydroponics tile uses 3. */
  growWater: 1,
  hydroGrowWater: 3,
  /** Growth at which a plant is full (hydroponics: half the time). */
  fullGrowth: 20,
  hydroFullGrowth: 10,
  harvestSeeds: 2,
  harvestFood: 1,
  plantSeeds: 1,
  removeDirtSeeds: 1,
  waterUpgradeSeeds: 2,
  waterUpgradeBonus: 2,
  hydroSeeds: 2,
  hydroWater: 50,
  startExpansionCost: 5,
  expansionCostStep: 2,
  expandFood: 1,
  /** A bug may appear every 10 ticks while there are fewer than 5; it leaves at age 10. */
  bugEveryTicks: 10,
  maxBugs: 5,
  bugLifetime: 10,
  winSeeds: 100,
  generateWater: 1,
  /** Tile size in px (scaled down on narrow screens). */
  tilePx: 48,
  /** Offline progress catches up at most a day of ticks; the rest is not counted. */
  maxCatchUpTicks: 24 * 60 * 60,
} as const;

export type TileType = 'empty' | 'dirt' | 'planted';
export type TileUpgrade = 'waterUpgrade' | 'hydro' | 'expand' | 'none';

export interface FarmTile {
  type: TileType;
  growth: number;
  upgrade: TileUpgrade;
  /** The plant got its water on the last tick. */
  hasWater: boolean;
}

export interface FarmBug {
  x: number;
  y: number;
  age: number;
}

export interface BestScore {
  /** Seconds of play to reach 100 seeds. */
  time: number;
  seeds: number;
}

/** Spec 3 §3: the farm game state (what is saved). */
export interface FarmState {
  water: number;
  seeds: number;
  food: number;
  bonusWater: number;
  gridSize: number;
  /** Rows of tiles: `grid[y][x]`. */
  grid: FarmTile[][];
  expansionCost: number;
  bugs: FarmBug[];
  tickCount: number;
  isPaused: boolean;
  hasWon: boolean;
  showWinModal: boolean;
  winTime: number | null;
  /** Seconds played. */
  elapsedTime: number;
  /** Epoch ms of the last save (offline progress counts from it). */
  lastSavedTime: number;
  plantedCount: number;
  hydroCount: number;
  bestScore: BestScore | null;
  /** 'Please remove dirt to build.' was shown (it is shown once). */
  dirtWarningShown: boolean;
  /** The seeded generator's state (where the bugs land). */
  rng: number;
}

/** What a move did: the new state and a message for the player, if any. */
export interface FarmResult {
  state: FarmState;
  notice: string | null;
}

/** What a tile press does. */
export type FarmTool = 'tend' | 'removeDirt' | 'waterUpgrade' | 'hydro' | 'expand';

export const emptyTile = (): FarmTile => ({
  type: 'empty',
  growth: 0,
  upgrade: 'none',
  hasWater: false,
});

/** A fresh farm: 2×2 empty tiles, 1 seed, nothing else. */
export function newFarm(seed = 1, now = 0): FarmState {
  return {
    water: 0,
    seeds: FARM.startSeeds,
    food: 0,
    bonusWater: 0,
    gridSize: FARM.startGridSize,
    grid: emptyGrid(FARM.startGridSize),
    expansionCost: FARM.startExpansionCost,
    bugs: [],
    tickCount: 0,
    isPaused: false,
    hasWon: false,
    showWinModal: false,
    winTime: null,
    elapsedTime: 0,
    lastSavedTime: now,
    plantedCount: 0,
    hydroCount: 0,
    bestScore: null,
    dirtWarningShown: false,
    rng: seed >>> 0,
  };
}

function emptyGrid(size: number): FarmTile[][] {
  return Array.from({ length: size }, () => Array.from({ length: size }, emptyTile));
}

/** Mulberry32: the next random number in [0, 1) and the generator's next state. */
export function nextRandom(rng: number): [number, number] {
  const next = (rng + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

export const isHydro = (tile: FarmTile) => tile.upgrade === 'hydro';
export const fullGrowthOf = (tile: FarmTile) =>
  isHydro(tile) ? FARM.hydroFullGrowth : FARM.fullGrowth;
export const isFull = (tile: FarmTile) =>
  tile.type === 'planted' && tile.growth >= fullGrowthOf(tile);
export const waterIncome = (state: FarmState) => FARM.baseWaterIncome + state.bonusWater;
export const bugAt = (state: FarmState, x: number, y: number) =>
  state.bugs.some((bug) => bug.x === x && bug.y === y);

/**
 * Whether the farm can still grow: something is planted (it will give seeds when harvested), or a
 * seed is left and there is a place to plant it (dirt, an empty hydroponics tile, or an empty tile
 * without an upgrade, which Add Dirt turns into dirt for free).
 */
export function canGrowAgain(state: FarmState): boolean {
  const tiles = state.grid.flat();
  if (tiles.some((tile) => tile.type === 'planted')) return true;
  if (state.seeds < FARM.plantSeeds) return false;
  return tiles.some(
    (tile) =>
      tile.type === 'dirt' ||
      (tile.type === 'empty' && (tile.upgrade === 'none' || tile.upgrade === 'hydro')),
  );
}

/**
 * No farm without a move: a spending move (removing dirt, building) that would leave the farm
 * unable to grow again (no seed and nothing planted) is refused, with the reason.
 */
function spend(before: FarmState, after: FarmState, notice: string | null = null): FarmResult {
  if (canGrowAgain(before) && !canGrowAgain(after)) return refuse(before, farmTexts.keepLastSeed);
  return ok(after, notice);
}

/** Reaching 100 seeds the first time: won, the dialog shows and the game pauses. */
function checkWin(state: FarmState): FarmState {
  if (state.hasWon || state.seeds < FARM.winSeeds) return state;
  return { ...state, hasWon: true, showWinModal: true, isPaused: true, winTime: state.elapsedTime };
}

function withTile(state: FarmState, x: number, y: number, tile: FarmTile): FarmTile[][] {
  return state.grid.map((row, rowY) =>
    rowY === y ? row.map((old, colX) => (colX === x ? tile : old)) : row,
  );
}

const ok = (state: FarmState, notice: string | null = null): FarmResult => ({
  state: checkWin(state),
  notice,
});
const refuse = (state: FarmState, notice: string | null): FarmResult => ({ state, notice });

/**
 * One second of the farm (does nothing while paused): water income 1 + bonusWater; each planted
 * tile that is not full and has no bug pays its water (1, hydroponics 3) and grows 1, in reading
 * order while the water lasts; bugs age and leave at 10; every 10th tick a bug lands on a random
 * planted non-hydroponics tile without one, while there are fewer than 5.
 */
export function tick(state: FarmState): FarmState {
  if (state.isPaused) return state;
  let water = state.water + waterIncome(state);
  const grown = state.grid.map((row, y) =>
    row.map((tile, x) => {
      if (tile.type !== 'planted' || isFull(tile)) return tile;
      if (bugAt(state, x, y)) return tile.hasWater ? { ...tile, hasWater: false } : tile;
      const cost = isHydro(tile) ? FARM.hydroGrowWater : FARM.growWater;
      if (water < cost) return tile.hasWater ? { ...tile, hasWater: false } : tile;
      water -= cost;
      return { ...tile, growth: tile.growth + 1, hasWater: true };
    }),
  );
  // Unchanged tiles, rows and lists keep their identity, so the view repaints only what changed.
  const rows = grown.map((row, y) =>
    row.every((tile, x) => tile === state.grid[y]?.[x]) ? (state.grid[y] ?? row) : row,
  );
  const grid = rows.every((row, y) => row === state.grid[y]) ? state.grid : rows;
  const tickCount = state.tickCount + 1;
  let bugs =
    state.bugs.length === 0
      ? state.bugs
      : state.bugs
          .map((bug) => ({ ...bug, age: bug.age + 1 }))
          .filter((bug) => bug.age < FARM.bugLifetime);
  let rng = state.rng;
  if (tickCount % FARM.bugEveryTicks === 0 && bugs.length < FARM.maxBugs) {
    const spots: [number, number][] = [];
    grid.forEach((row, y) =>
      row.forEach((tile, x) => {
        if (tile.type === 'planted' && !isHydro(tile) && !bugs.some((b) => b.x === x && b.y === y))
          spots.push([x, y]);
      }),
    );
    if (spots.length > 0) {
      const [random, next] = nextRandom(rng);
      rng = next;
      const [x, y] = spots[Math.floor(random * spots.length)] as [number, number];
      bugs = [...bugs, { x, y, age: 0 }];
    }
  }
  return checkWin({
    ...state,
    water,
    grid,
    bugs,
    rng,
    tickCount,
    elapsedTime: state.elapsedTime + 1,
  });
}

/** `seconds` ticks (stops early once the game pauses, e.g. on a win). */
export function advance(state: FarmState, seconds: number): FarmState {
  let current = state;
  for (let i = 0; i < seconds && !current.isPaused; i += 1) current = tick(current);
  return current;
}

/** What offline progress did: the state, seconds caught up and seconds left out. */
export interface CatchUp {
  state: FarmState;
  caughtUp: number;
  skipped: number;
}

/**
 * Offline progress (spec 3 §4): one tick per whole second since the last save, at most
 * `FARM.maxCatchUpTicks` (a day, computed in well under a second); a paused game does not move.
 */
export function catchUp(
  state: FarmState,
  now: number,
  max: number = FARM.maxCatchUpTicks,
): CatchUp {
  const away = Math.max(0, Math.floor((now - state.lastSavedTime) / FARM.tickMs));
  if (state.isPaused || away === 0) return { state, caughtUp: 0, skipped: 0 };
  const ticks = Math.min(away, max);
  return { state: advance(state, ticks), caughtUp: ticks, skipped: away - ticks };
}

/** Generate Water: +1 water. */
export function generateWater(state: FarmState): FarmResult {
  return ok({ ...state, water: state.water + FARM.generateWater });
}

/** Add Dirt: the first empty tile without an upgrade (reading order) becomes dirt; it costs nothing. */
export function addDirt(state: FarmState): FarmResult {
  for (let y = 0; y < state.grid.length; y += 1) {
    const row = state.grid[y] ?? [];
    for (let x = 0; x < row.length; x += 1) {
      const tile = row[x];
      if (tile && tile.type === 'empty' && tile.upgrade === 'none')
        return ok({ ...state, grid: withTile(state, x, y, { ...tile, type: 'dirt', growth: 0 }) });
    }
  }
  return refuse(state, farmTexts.noEmptyTile);
}

/**
 * A tile press with the chosen tool. With `tend`: a bug on the tile is squashed; dirt or an empty
 * hydroponics tile is planted (1 seed, growth 0); a full plant is harvested (+2 seeds, +1 food,
 * back to dirt, a hydroponics tile back to empty). The other tools remove dirt or place upgrades.
 */
export function pressTile(state: FarmState, x: number, y: number, tool: FarmTool): FarmResult {
  const tile = state.grid[y]?.[x];
  if (!tile || state.showWinModal) return refuse(state, null);
  if (tool === 'tend' && bugAt(state, x, y))
    return ok(
      { ...state, bugs: state.bugs.filter((bug) => bug.x !== x || bug.y !== y) },
      farmTexts.bugSquashed,
    );
  switch (tool) {
    case 'tend':
      return tend(state, x, y, tile);
    case 'removeDirt':
      return removeDirt(state, x, y, tile);
    default:
      return build(state, x, y, tile, tool);
  }
}

function tend(state: FarmState, x: number, y: number, tile: FarmTile): FarmResult {
  if (tile.type === 'planted') {
    if (!isFull(tile)) return refuse(state, farmTexts.stillGrowing);
    const after: FarmTile = {
      ...tile,
      type: isHydro(tile) ? 'empty' : 'dirt',
      growth: 0,
      hasWater: false,
    };
    return ok({
      ...state,
      seeds: state.seeds + FARM.harvestSeeds,
      food: state.food + FARM.harvestFood,
      grid: withTile(state, x, y, after),
      bugs: state.bugs.filter((bug) => bug.x !== x || bug.y !== y),
    });
  }
  if (tile.type === 'empty' && !isHydro(tile)) return refuse(state, farmTexts.addDirtFirst);
  if (state.seeds < FARM.plantSeeds) return refuse(state, farmTexts.notEnoughSeeds);
  return ok({
    ...state,
    seeds: state.seeds - FARM.plantSeeds,
    plantedCount: state.plantedCount + 1,
    grid: withTile(state, x, y, { ...tile, type: 'planted', growth: 0, hasWater: false }),
  });
}

/** Remove dirt: dirt, or a plant with no growth yet (not hydroponics), back to empty, for 1 seed. */
function removeDirt(state: FarmState, x: number, y: number, tile: FarmTile): FarmResult {
  const removable =
    tile.type === 'dirt' || (tile.type === 'planted' && tile.growth === 0 && !isHydro(tile));
  if (!removable) return refuse(state, farmTexts.cannotRemove);
  if (state.seeds < FARM.removeDirtSeeds) return refuse(state, farmTexts.notEnoughSeeds);
  return spend(state, {
    ...state,
    seeds: state.seeds - FARM.removeDirtSeeds,
    grid: withTile(state, x, y, { ...tile, type: 'empty', growth: 0, hasWater: false }),
    bugs: state.bugs.filter((bug) => bug.x !== x || bug.y !== y),
  });
}

function build(
  state: FarmState,
  x: number,
  y: number,
  tile: FarmTile,
  upgrade: 'waterUpgrade' | 'hydro' | 'expand',
): FarmResult {
  if (tile.type !== 'empty') {
    // Spec 3 §5: building on dirt warns once.
    if (state.dirtWarningShown) return refuse(state, null);
    return refuse({ ...state, dirtWarningShown: true }, farmTexts.removeDirtToBuild);
  }
  if (tile.upgrade !== 'none') return refuse(state, farmTexts.needsEmptyTile);
  const grid = withTile(state, x, y, { ...tile, upgrade });
  if (upgrade === 'waterUpgrade') {
    if (state.seeds < FARM.waterUpgradeSeeds) return refuse(state, farmTexts.notEnoughSeeds);
    return spend(state, {
      ...state,
      grid,
      seeds: state.seeds - FARM.waterUpgradeSeeds,
      bonusWater: state.bonusWater + FARM.waterUpgradeBonus,
    });
  }
  if (upgrade === 'hydro') {
    if (state.seeds < FARM.hydroSeeds) return refuse(state, farmTexts.notEnoughSeeds);
    if (state.water < FARM.hydroWater) return refuse(state, farmTexts.notEnoughWater);
    const first = state.hydroCount === 0;
    return spend(
      state,
      {
        ...state,
        grid,
        seeds: state.seeds - FARM.hydroSeeds,
        water: state.water - FARM.hydroWater,
        hydroCount: state.hydroCount + 1,
      },
      first ? farmTexts.hydroHint : null,
    );
  }
  if (state.seeds < state.expansionCost) return refuse(state, farmTexts.notEnoughSeeds);
  const gridSize = state.gridSize + 1;
  return spend(state, {
    ...state,
    seeds: state.seeds - state.expansionCost,
    expansionCost: state.expansionCost + FARM.expansionCostStep,
    food: state.food + FARM.expandFood,
    gridSize,
    grid: [
      ...grid.map((row) => [...row, emptyTile()]),
      Array.from({ length: gridSize }, emptyTile),
    ],
  });
}

/** Save Score: keeps the winning time if it beats the best, closes the dialog and resumes. */
export function saveScore(state: FarmState): FarmState {
  const time = state.winTime ?? state.elapsedTime;
  const best =
    state.bestScore && state.bestScore.time <= time
      ? state.bestScore
      : { time, seeds: state.seeds };
  return { ...state, bestScore: best, showWinModal: false, isPaused: false };
}

/** Keep Playing Without Saving: closes the dialog only (the game stays paused until Resume). */
export function keepPlaying(state: FarmState): FarmState {
  return { ...state, showWinModal: false };
}

/** Pause or resume (not while the win dialog is open). */
export function setPaused(state: FarmState, isPaused: boolean): FarmState {
  return state.showWinModal ? state : { ...state, isPaused };
}
