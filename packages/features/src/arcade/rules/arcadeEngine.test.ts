import { describe, expect, it } from 'vitest';
import {
  advance,
  ARCADE,
  distance,
  move,
  newArcade,
  pause,
  placePortal,
  portalsLeft,
  restart,
  scoreOf,
  start,
  stepChasers,
  type ArcadeState,
  type Point,
} from './arcadeEngine';
import { arcadeTexts } from './arcadeTexts';

/** A game being played with the player at `player` and the given chasers (far away by default). */
function game(over: Partial<ArcadeState> = {}): ArcadeState {
  return {
    ...start(newArcade(1)),
    player: { x: 10, y: 7 },
    chasers: [
      { x: 0, y: 0 },
      { x: 19, y: 0 },
      { x: 0, y: 14 },
      { x: 19, y: 14 },
      { x: 0, y: 7 },
    ],
    ...over,
  };
}

const at = (x: number, y: number): Point => ({ x, y });

describe('a new arcade game', () => {
  it('is a 20 × 15 board, 5 chasers, 500 ms steps, at most 3 portals', () => {
    expect(ARCADE).toMatchObject({
      columns: 20,
      rows: 15,
      chasers: 5,
      stepMs: 500,
      maxPortals: 3,
      playerStart: { x: 10, y: 7 },
      chaserMinDistance: 8,
    });
  });

  it('waits to be started: the player in the middle, no portals, score 0, 3 portals left', () => {
    const state = newArcade(42);
    expect(state.status).toBe('ready');
    expect(state.player).toEqual({ x: 10, y: 7 });
    expect(state.portals).toEqual([]);
    expect(scoreOf(state)).toBe(0);
    expect(portalsLeft(state)).toBe(3);
  });

  it('places 5 chasers by the seed, on distinct tiles at least 8 steps from the player', () => {
    for (const seed of [0, 1, 42, 2 ** 31, 4_294_967_295]) {
      const { chasers, player } = newArcade(seed);
      expect(chasers).toHaveLength(5);
      expect(new Set(chasers.map(({ x, y }) => `${x},${y}`)).size).toBe(5);
      for (const chaser of chasers) {
        expect(distance(chaser, player)).toBeGreaterThanOrEqual(8);
        expect(chaser.x).toBeGreaterThanOrEqual(0);
        expect(chaser.x).toBeLessThan(20);
        expect(chaser.y).toBeGreaterThanOrEqual(0);
        expect(chaser.y).toBeLessThan(15);
      }
    }
  });

  it('is the same game for the same seed, and another for another seed', () => {
    expect(newArcade(7)).toEqual(newArcade(7));
    expect(newArcade(7).chasers).not.toEqual(newArcade(8).chasers);
  });

  it('pins seed 1 (the stories’ game)', () => {
    expect(newArcade(1).chasers).toEqual([at(5, 10), at(0, 0), at(2, 8), at(16, 14), at(13, 14)]);
  });
});

describe('starting, pausing and restarting', () => {
  it('starts from ready and resumes from paused; pause only while playing', () => {
    const ready = newArcade(3);
    const playing = start(ready);
    expect(playing.status).toBe('playing');
    expect(pause(playing).status).toBe('paused');
    expect(start(pause(playing)).status).toBe('playing');
    expect(pause(ready)).toBe(ready);
  });

  it('passes no time before the start, while paused or after a catch', () => {
    const ready = newArcade(3);
    expect(advance(ready, 5000).state).toBe(ready);
    const paused = pause(start(ready));
    expect(advance(paused, 5000).state).toBe(paused);
    const over = { ...game(), status: 'caught' as const };
    expect(advance(over, 5000).state).toBe(over);
  });

  it('refuses moves and portals before the start, while paused and after a catch, saying why', () => {
    const ready = newArcade(3);
    expect(move(ready, 'left')).toEqual({ state: ready, notice: arcadeTexts.ready });
    expect(placePortal(ready)).toEqual({ state: ready, notice: arcadeTexts.ready });
    const paused = pause(start(ready));
    expect(move(paused, 'left')).toEqual({ state: paused, notice: arcadeTexts.paused });
    const over = { ...game(), status: 'caught' as const };
    expect(move(over, 'up')).toEqual({ state: over, notice: arcadeTexts.gameOverMove });
    expect(placePortal(over).notice).toBe(arcadeTexts.gameOverMove);
  });

  it('restarts a new game, already playing, continuing the seeded generator', () => {
    const over: ArcadeState = { ...game(), status: 'caught', elapsedMs: 9000, portals: [at(1, 1)] };
    const again = restart(over);
    expect(again).toEqual({ ...newArcade(over.rng), status: 'playing' });
    expect(again.elapsedMs).toBe(0);
    expect(again.portals).toEqual([]);
    expect(restart(over)).toEqual(again);
  });
});

describe('the chasers step every 500 ms', () => {
  it('do not step at 499 ms, step once at 500 ms and twice at 1000 ms', () => {
    const state = game();
    expect(advance(state, 499).state.chasers).toEqual(state.chasers);
    expect(advance(state, 499).state).toMatchObject({ elapsedMs: 499, sinceStepMs: 499 });
    const once = advance(state, 500).state;
    expect(once.chasers[0]).toEqual({ x: 1, y: 0 });
    expect(once).toMatchObject({ elapsedMs: 500, sinceStepMs: 0 });
    const twice = advance(state, 1000).state;
    expect(twice.chasers[0]).toEqual({ x: 2, y: 0 });
    expect(twice).toMatchObject({ elapsedMs: 1000, sinceStepMs: 0 });
  });

  it('carries the remainder over: 300 ms then 200 ms is one step', () => {
    const first = advance(game(), 300).state;
    expect(first.chasers[0]).toEqual({ x: 0, y: 0 });
    const second = advance(first, 200).state;
    expect(second.chasers[0]).toEqual({ x: 1, y: 0 });
    expect(second).toMatchObject({ elapsedMs: 500, sinceStepMs: 0 });
    expect(advance(second, 0).state).toBe(second);
  });

  it('step along the farther axis, across on a tie', () => {
    const stepped = stepChasers(
      game({ chasers: [at(10, 1), at(2, 7), at(7, 4), at(13, 10), at(12, 6)] }),
    ).state.chasers;
    expect(stepped).toEqual([at(10, 2), at(3, 7), at(8, 4), at(12, 10), at(11, 6)]);
  });

  it('take the other axis when another chaser blocks the way, else wait; in their order', () => {
    const stepped = stepChasers(
      game({ chasers: [at(5, 5), at(6, 5), at(5, 6), at(0, 0), at(19, 14)] }),
    ).state.chasers;
    // The first is blocked across by the second (which has not moved yet) and down by the
    // third, so it waits; then the second and the third step.
    expect(stepped.slice(0, 3)).toEqual([at(5, 5), at(7, 5), at(6, 6)]);
  });

  it('catch the player by stepping onto them: the game is over and the clock stops', () => {
    const near = game({ chasers: [at(9, 7), at(0, 0), at(19, 0), at(0, 14), at(19, 14)] });
    const { state, notice } = advance({ ...near, elapsedMs: 2700, sinceStepMs: 200 }, 5000);
    expect(state.status).toBe('caught');
    expect(state.chasers[0]).toEqual({ x: 10, y: 7 });
    // The catch came 300 ms in (the first step); the rest of the 5 s is not counted.
    expect(state.elapsedMs).toBe(3000);
    expect(scoreOf(state)).toBe(3);
    expect(notice).toBe('Caught! You survived 3 seconds.');
    // Later chasers do not move after the catch.
    expect(state.chasers[1]).toEqual({ x: 0, y: 0 });
  });

  it('a long stretch of time steps once per 500 ms until the catch', () => {
    const { state } = advance(game(), 60_000);
    expect(state.status).toBe('caught');
    expect(state.elapsedMs % 500).toBe(0);
    expect(state.elapsedMs).toBeLessThan(60_000);
  });
});

describe('the player', () => {
  it('moves one tile each way', () => {
    const state = game();
    expect(move(state, 'up').state.player).toEqual(at(10, 6));
    expect(move(state, 'down').state.player).toEqual(at(10, 8));
    expect(move(state, 'left').state.player).toEqual(at(9, 7));
    expect(move(state, 'right').state.player).toEqual(at(11, 7));
    expect(move(state, 'right').notice).toBeNull();
  });

  it('stops at the edges of the 20 × 15 board', () => {
    const corner = game({ player: at(0, 0), chasers: [at(19, 14)] });
    expect(move(corner, 'left').state).toBe(corner);
    expect(move(corner, 'up').state).toBe(corner);
    const far = game({ player: at(19, 14), chasers: [at(0, 0)] });
    expect(move(far, 'right').state).toBe(far);
    expect(move(far, 'down').state).toBe(far);
  });

  it('is caught walking into a chaser', () => {
    const state = game({ elapsedMs: 1500, chasers: [at(11, 7)] });
    const { state: over, notice } = move(state, 'right');
    expect(over.status).toBe('caught');
    expect(notice).toBe('Caught! You survived 1 second.');
  });

  it('scores whole seconds survived', () => {
    expect(scoreOf(game({ elapsedMs: 999 }))).toBe(0);
    expect(scoreOf(game({ elapsedMs: 1000 }))).toBe(1);
    expect(scoreOf(game({ elapsedMs: 12_999 }))).toBe(12);
  });
});

describe('portals', () => {
  it('are placed on the player’s tile, 3 at most, with a clear message for a 4th', () => {
    let state = game();
    const placed: string[] = [];
    for (const direction of ['right', 'right', 'right'] as const) {
      const result = placePortal(state);
      placed.push(result.notice ?? '');
      state = move(result.state, direction).state;
    }
    expect(placed).toEqual([
      'Portal placed. 2 portals left.',
      'Portal placed. 1 portal left.',
      'Portal placed. No portals left.',
    ]);
    expect(state.portals).toEqual([at(10, 7), at(11, 7), at(12, 7)]);
    expect(portalsLeft(state)).toBe(0);
    const fourth = placePortal(state);
    expect(fourth).toEqual({ state, notice: 'You can place at most 3 portals.' });
    expect(arcadeTexts.portalCap).toBe('You can place at most 3 portals.');
  });

  it('are one per tile', () => {
    const one = placePortal(game()).state;
    expect(placePortal(one)).toEqual({ state: one, notice: 'There is already a portal here.' });
  });

  it('take the player to the next portal in placement order, the last to the first', () => {
    const portals = [at(3, 3), at(15, 12), at(10, 8)];
    const state = game({ player: at(10, 7), portals });
    // Down onto the third portal: out at the first.
    const through = move(state, 'down');
    expect(through.state.player).toEqual(at(3, 3));
    expect(through.notice).toBe('Through the portal!');
    // Onto the first: out at the second.
    const first = move(game({ player: at(2, 3), portals }), 'right');
    expect(first.state.player).toEqual(at(15, 12));
  });

  it('a single portal goes nowhere', () => {
    const state = game({ player: at(10, 7), portals: [at(11, 7)] });
    expect(move(state, 'right')).toEqual({ state: { ...state, player: at(11, 7) }, notice: null });
  });

  it('coming out onto a chaser is a catch', () => {
    const state = game({
      player: at(10, 7),
      portals: [at(11, 7), at(3, 3)],
      chasers: [at(3, 3), at(0, 14)],
    });
    expect(move(state, 'right').state).toMatchObject({ status: 'caught', player: at(3, 3) });
  });

  it('chasers walk over portals without going through', () => {
    const state = game({ portals: [at(1, 0), at(18, 14)], chasers: [at(0, 0), at(0, 14)] });
    expect(advance(state, 500).state.chasers[0]).toEqual(at(1, 0));
  });
});
