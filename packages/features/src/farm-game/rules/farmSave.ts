/**
 * Reading and writing a farm save (spec 3 §4, §5): the JSON text kept in the cloud
 * (`farmgame/state`) or in this device's storage. A save that fails the contract's rule (a `grid`
 * array and a numeric `elapsedTime`, at most 256 KB) is corrupt; every other field falls back to a
 * new farm's value when missing or malformed, so an older or hand-edited save still loads.
 */
import { farmSaveProblem } from '@wegrow/contract/farmgame';
import {
  emptyTile,
  newFarm,
  type FarmBug,
  type FarmState,
  type FarmTile,
  type TileType,
  type TileUpgrade,
} from './farmEngine';

/** Where a visitor's farm is kept on this device. */
export const FARM_LOCAL_KEY = 'wegrow.farmGame';
/** While playing, at most one save every 5 seconds (issue 21). */
export const FARM_SAVE_INTERVAL_MS = 5000;

/** The save's text, stamped with the time it is saved (offline progress counts from it). */
export function serializeFarm(state: FarmState, now: number): string {
  return JSON.stringify({ ...state, lastSavedTime: now });
}

export type ParsedSave = { ok: true; state: FarmState } | { ok: false; problem: string };

const TYPES: readonly TileType[] = ['empty', 'dirt', 'planted'];
const UPGRADES: readonly TileUpgrade[] = ['waterUpgrade', 'hydro', 'expand', 'none'];

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

function readTile(value: unknown): FarmTile {
  if (!isObject(value)) return emptyTile();
  const type = TYPES.find((t) => t === value['type']) ?? 'empty';
  const upgrade = UPGRADES.find((u) => u === value['upgrade']) ?? 'none';
  return {
    type,
    upgrade,
    growth: type === 'planted' ? count(value['growth'], 0) : 0,
    hasWater: flag(value['hasWater'], false),
  };
}

/** A square grid of `size` from the saved rows (missing tiles are empty). */
function readGrid(rows: unknown[]): FarmTile[][] {
  const size = Math.max(1, rows.length);
  return Array.from({ length: size }, (_, y) => {
    const row = rows[y];
    const cells = Array.isArray(row) ? row : [];
    return Array.from({ length: size }, (_, x) => readTile(cells[x]));
  });
}

/** The saved farm, or why it cannot be used (the contract's `detail`). */
export function parseFarmSave(text: string): ParsedSave {
  const problem = farmSaveProblem(text);
  if (problem) return { ok: false, problem };
  const saved = JSON.parse(text) as Loose;
  const fresh = newFarm();
  const grid = readGrid(saved['grid'] as unknown[]);
  const size = grid.length;
  const bugs: FarmBug[] = (Array.isArray(saved['bugs']) ? saved['bugs'] : [])
    .filter(isObject)
    .map((bug) => ({ x: count(bug['x'], -1), y: count(bug['y'], -1), age: count(bug['age'], 0) }))
    .filter((bug) => bug.x >= 0 && bug.y >= 0 && bug.x < size && bug.y < size);
  const best = saved['bestScore'];
  const winTime = saved['winTime'];
  return {
    ok: true,
    state: {
      water: count(saved['water'], fresh.water),
      seeds: count(saved['seeds'], fresh.seeds),
      food: count(saved['food'], fresh.food),
      bonusWater: count(saved['bonusWater'], fresh.bonusWater),
      gridSize: size,
      grid,
      expansionCost: count(saved['expansionCost'], fresh.expansionCost),
      bugs,
      tickCount: count(saved['tickCount'], 0),
      isPaused: flag(saved['isPaused'], false),
      hasWon: flag(saved['hasWon'], false),
      showWinModal: flag(saved['showWinModal'], false),
      winTime: typeof winTime === 'number' ? winTime : null,
      elapsedTime: count(saved['elapsedTime'], 0),
      lastSavedTime: count(saved['lastSavedTime'], 0),
      plantedCount: count(saved['plantedCount'], 0),
      hydroCount: count(saved['hydroCount'], 0),
      bestScore:
        isObject(best) && typeof best['time'] === 'number'
          ? { time: best['time'], seeds: count(best['seeds'], 0) }
          : null,
      dirtWarningShown: flag(saved['dirtWarningShown'], false),
      rng: count(saved['rng'], 1) >>> 0,
    },
  };
}
