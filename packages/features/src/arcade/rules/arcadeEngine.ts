/**
 * The arcade game's engine (`/SheasGame`; spec 3 §2, §3, §4, §5, §9; issue 21): pure and
 * deterministic. It holds no timer and reads no clock: the view passes the elapsed milliseconds
 * to `advance`, which steps the chasers once per full 500 ms; the chasers' start places come from
 * a seeded generator kept in the state, so a seed and a list of moves always give the same game.
 *
 * Chosen where the spec is silent: the player starts in the middle; a chaser steps along the axis
 * where it is farther from the player (a tie: across first), else along the other axis when that
 * one is blocked by another chaser, else waits; chasers move in their order and ignore portals.
 * Stepping onto a portal takes the player to the next one in placement order (the last one leads
 * to the first); a single portal goes nowhere. The score is the whole seconds survived.
 */
import { arcadeTexts } from './arcadeTexts';

/** Spec 3 §9, and the choices the spec leaves open. */
export const ARCADE = {
  columns: 20,
  rows: 15,
  chasers: 5,
  /** The chasers step once every 500 ms. */
  stepMs: 500,
  /** Spec 3 §5: at most 3 portals. */
  maxPortals: 3,
  /** The player starts in the middle of the board. */
  playerStart: { x: 10, y: 7 },
  /** A chaser starts at least this many steps (across plus down) from the player. */
  chaserMinDistance: 8,
  /** Tile size in px (scaled down on narrow screens). */
  tilePx: 28,
} as const;

export interface Point {
  x: number;
  y: number;
}

export type ArcadeStatus = 'ready' | 'playing' | 'paused' | 'caught';
export type Direction = 'up' | 'down' | 'left' | 'right';

/** Spec 3 §3: the arcade state (the grid size is `ARCADE`'s). */
export interface ArcadeState {
  status: ArcadeStatus;
  player: Point;
  chasers: Point[];
  /** In placement order. */
  portals: Point[];
  /** Play time in ms (the score is its whole seconds). */
  elapsedMs: number;
  /** Ms since the chasers' last step. */
  sinceStepMs: number;
  /** The seeded generator's state (a restart continues it). */
  rng: number;
}

/** A move's new state and what to tell the player (null: nothing new). */
export interface ArcadeResult {
  state: ArcadeState;
  notice: string | null;
}

/** Mulberry32: the next random number in [0, 1) and the generator's next state. */
export function nextRandom(rng: number): [number, number] {
  const next = (rng + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}

export const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
/** Steps between two tiles, across plus down. */
export const distance = (a: Point, b: Point) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);
export const isInside = ({ x, y }: Point) =>
  x >= 0 && y >= 0 && x < ARCADE.columns && y < ARCADE.rows;

/** A new game, not started: the player in the middle, 5 chasers at seeded places far from them. */
export function newArcade(seed: number): ArcadeState {
  const player = { ...ARCADE.playerStart };
  const spots: Point[] = [];
  for (let y = 0; y < ARCADE.rows; y += 1) {
    for (let x = 0; x < ARCADE.columns; x += 1) {
      if (distance({ x, y }, player) >= ARCADE.chaserMinDistance) spots.push({ x, y });
    }
  }
  let rng = seed >>> 0;
  const chasers: Point[] = [];
  while (chasers.length < ARCADE.chasers) {
    const [random, next] = nextRandom(rng);
    rng = next;
    const [spot] = spots.splice(Math.floor(random * spots.length), 1);
    if (spot) chasers.push(spot);
  }
  return { status: 'ready', player, chasers, portals: [], elapsedMs: 0, sinceStepMs: 0, rng };
}

/** Whole seconds survived. */
export const scoreOf = (state: ArcadeState) => Math.floor(state.elapsedMs / 1000);
export const portalsLeft = (state: ArcadeState) => ARCADE.maxPortals - state.portals.length;

/** Start (from ready) or resume (from paused); anything else is unchanged. */
export function start(state: ArcadeState): ArcadeState {
  return state.status === 'ready' || state.status === 'paused'
    ? { ...state, status: 'playing' }
    : state;
}

export function pause(state: ArcadeState): ArcadeState {
  return state.status === 'playing' ? { ...state, status: 'paused' } : state;
}

/** A new game, already playing; its chasers' places continue the old game's generator. */
export function restart(state: ArcadeState): ArcadeState {
  return start(newArcade(state.rng));
}

function caught(state: ArcadeState): ArcadeResult {
  const over = { ...state, status: 'caught' as const };
  return { state: over, notice: arcadeTexts.caught(scoreOf(over)) };
}

const STEPS: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

function refusal(state: ArcadeState): ArcadeResult | null {
  if (state.status === 'playing') return null;
  if (state.status === 'caught') return { state, notice: arcadeTexts.gameOverMove };
  return { state, notice: state.status === 'paused' ? arcadeTexts.paused : arcadeTexts.ready };
}

/**
 * The player moves one tile (the edges stop them). Onto a chaser: caught. Onto a portal: on to
 * the next portal in placement order, if there is another one (and caught if a chaser stands there).
 */
export function move(state: ArcadeState, direction: Direction): ArcadeResult {
  const refused = refusal(state);
  if (refused) return refused;
  const step = STEPS[direction];
  const to = { x: state.player.x + step.x, y: state.player.y + step.y };
  if (!isInside(to)) return { state, notice: null };
  let player = to;
  let notice: string | null = null;
  const entered = state.portals.findIndex((portal) => samePoint(portal, to));
  if (entered >= 0 && state.portals.length > 1) {
    const exit = state.portals[(entered + 1) % state.portals.length];
    if (exit) {
      player = { ...exit };
      notice = arcadeTexts.teleported;
    }
  }
  const moved = { ...state, player };
  if (moved.chasers.some((chaser) => samePoint(chaser, player))) return caught(moved);
  return { state: moved, notice };
}

/** A portal on the player's tile: at most 3, one per tile. */
export function placePortal(state: ArcadeState): ArcadeResult {
  const refused = refusal(state);
  if (refused) return refused;
  if (state.portals.length >= ARCADE.maxPortals) return { state, notice: arcadeTexts.portalCap };
  if (state.portals.some((portal) => samePoint(portal, state.player))) {
    return { state, notice: arcadeTexts.portalHere };
  }
  const placed = { ...state, portals: [...state.portals, { ...state.player }] };
  return { state: placed, notice: arcadeTexts.portalPlaced(portalsLeft(placed)) };
}

/** The chaser's next tile toward the player, or where it is when both ways are blocked. */
function stepToward(chaser: Point, player: Point, taken: (point: Point) => boolean): Point {
  const dx = Math.sign(player.x - chaser.x);
  const dy = Math.sign(player.y - chaser.y);
  const across = { x: chaser.x + dx, y: chaser.y };
  const down = { x: chaser.x, y: chaser.y + dy };
  const acrossFirst = Math.abs(player.x - chaser.x) >= Math.abs(player.y - chaser.y);
  const tries = (
    acrossFirst
      ? [
          [across, dx],
          [down, dy],
        ]
      : [
          [down, dy],
          [across, dx],
        ]
  ) as [Point, number][];
  for (const [to, delta] of tries) {
    if (delta !== 0 && !taken(to)) return to;
  }
  return chaser;
}

/** One step of every chaser, in order; a chaser reaching the player catches them. */
export function stepChasers(state: ArcadeState): ArcadeResult {
  const chasers = state.chasers.map((chaser) => ({ ...chaser }));
  for (let i = 0; i < chasers.length; i += 1) {
    const chaser = chasers[i] as Point;
    const next = stepToward(chaser, state.player, (point) =>
      chasers.some((other, j) => j !== i && samePoint(other, point)),
    );
    chasers[i] = next;
    if (samePoint(next, state.player)) return caught({ ...state, chasers });
  }
  return { state: { ...state, chasers }, notice: null };
}

/**
 * `ms` of play pass: the chasers step once for every full 500 ms (the remainder carries over).
 * Nothing passes unless playing; a catch stops the clock at that step.
 */
export function advance(state: ArcadeState, ms: number): ArcadeResult {
  if (state.status !== 'playing' || !(ms > 0)) return { state, notice: null };
  let current = state;
  let remaining = ms;
  let notice: string | null = null;
  while (remaining > 0 && current.status === 'playing') {
    const toStep = ARCADE.stepMs - current.sinceStepMs;
    if (remaining < toStep) {
      current = {
        ...current,
        elapsedMs: current.elapsedMs + remaining,
        sinceStepMs: current.sinceStepMs + remaining,
      };
      break;
    }
    remaining -= toStep;
    const stepped = stepChasers({
      ...current,
      elapsedMs: current.elapsedMs + toStep,
      sinceStepMs: 0,
    });
    current = stepped.state;
    notice = stepped.notice ?? notice;
  }
  return { state: current, notice };
}
