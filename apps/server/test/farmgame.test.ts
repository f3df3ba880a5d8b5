/**
 * The farm game's cloud save (spec 3 §4 "Saving", §5, §6, §7 Farm game; issue #21): one save per
 * signed-in player, never readable by anyone else; a save without a grid list or a numeric
 * elapsedTime, not an object, not JSON or over 256 KB is refused with 422 and changes nothing.
 */
import { FARM_GAME_DETAILS, FARM_SAVE_MAX_BYTES } from '@wegrow/contract/farmgame';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FarmGameSave } from '../src/domains/farmgame';
import {
  call,
  createTestApp,
  manualClock,
  MINUTE,
  newUser,
  type TestApp,
  type TestUser,
} from './helpers/app';

let t: TestApp;
let maya: TestUser;
let lena: TestUser;

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });
const load = (caller: TestUser | null) =>
  as(caller, 'getFarmGameState', { method: 'GET', url: '/api/farmgame/state' });
const save = (caller: TestUser | null, data: unknown) =>
  as(caller, 'saveFarmGameState', {
    method: 'POST',
    url: '/api/farmgame/state',
    payload: { data },
  });

const state = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    water: 12,
    seeds: 3,
    food: 1,
    bonusWater: 0,
    gridSize: 2,
    grid: [[{ type: 'dirt', growth: 0, upgrade: null, hasWater: false }]],
    expansionCost: 5,
    elapsedTime: 93,
    lastSavedTime: 1767225600000,
    ...overrides,
  });

beforeAll(async () => {
  t = await createTestApp({ clock: manualClock('2026-01-04T10:00:00Z') });
  maya = await newUser(t.app, 'maya');
  lena = await newUser(t.app, 'lena');
}, 120_000);
afterAll(() => t.close());

describe('the cloud save', () => {
  it('needs a token to read or write (401)', async () => {
    expect((await load(null)).statusCode).toBe(401);
    expect((await save(null, state())).statusCode).toBe(401);
  });

  it('is 404 until the first save (the game then uses its local save)', async () => {
    const res = await load(maya);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: FARM_GAME_DETAILS.noSave });
  });

  it('is created, then replaced, exactly as sent, with the time of the save', async () => {
    const first = await save(maya, state());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Game saved.' });
    expect((await load(maya)).json<FarmGameSave>()).toEqual({
      data: state(),
      updated_at: t.clock().toISOString(),
    });
    t.clock.advance(MINUTE);
    const later = state({ seeds: 40, elapsedTime: 153.5 });
    expect((await save(maya, later)).statusCode).toBe(200);
    expect((await load(maya)).json<FarmGameSave>()).toEqual({
      data: later,
      updated_at: t.clock().toISOString(),
    });
  });

  it("is each player's own: nobody reads another's save", async () => {
    expect((await load(lena)).statusCode).toBe(404);
    await save(lena, state({ seeds: 1 }));
    expect(JSON.parse((await load(lena)).json<FarmGameSave>().data)).toMatchObject({ seeds: 1 });
    expect(JSON.parse((await load(maya)).json<FarmGameSave>().data)).toMatchObject({ seeds: 40 });
  });

  it('refuses a corrupt save with 422 and keeps the last good one', async () => {
    const before = (await load(maya)).json<FarmGameSave>();
    const refused: [unknown, string][] = [
      ['not json', FARM_GAME_DETAILS.notJson],
      ['[1, 2]', FARM_GAME_DETAILS.notObject],
      ['"text"', FARM_GAME_DETAILS.notObject],
      [JSON.stringify({ elapsedTime: 3 }), FARM_GAME_DETAILS.corrupt],
      [state({ grid: 'grid' }), FARM_GAME_DETAILS.corrupt],
      [state({ elapsedTime: '93' }), FARM_GAME_DETAILS.corrupt],
      [state({ elapsedTime: null }), FARM_GAME_DETAILS.corrupt],
    ];
    for (const [data, detail] of refused) {
      const res = await save(maya, data);
      expect(res.statusCode, String(data)).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    // Not a string at all: the contract's own sentence.
    expect((await save(maya, { grid: [], elapsedTime: 1 })).statusCode).toBe(422);
    expect((await load(maya)).json()).toEqual(before);
  });

  it('takes up to 256 KB of UTF-8 and refuses more', async () => {
    const filler = (bytes: number) =>
      state({ note: 'x'.repeat(bytes - state({ note: '' }).length) });
    const largest = filler(FARM_SAVE_MAX_BYTES);
    expect(largest.length).toBe(FARM_SAVE_MAX_BYTES);
    expect((await save(maya, largest)).statusCode).toBe(200);
    const over = await save(maya, filler(FARM_SAVE_MAX_BYTES + 1));
    expect(over.statusCode).toBe(422);
    // Characters of several bytes count as such (the limit is on bytes, not characters).
    const wide = state({ note: 'é'.repeat(FARM_SAVE_MAX_BYTES / 2) });
    expect(wide.length).toBeLessThan(FARM_SAVE_MAX_BYTES);
    const tooWide = await save(maya, wide);
    expect(tooWide.statusCode).toBe(422);
    expect(tooWide.json()).toEqual({ detail: FARM_GAME_DETAILS.tooLarge });
    expect((await load(maya)).json<FarmGameSave>().data).toBe(largest);
  });
});
