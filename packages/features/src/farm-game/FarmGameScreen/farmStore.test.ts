import type { ApiClient } from '@wegrow/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newFarm } from '../rules/farmEngine';
import { FARM_LOCAL_KEY, serializeFarm } from '../rules/farmSave';
import { farmTexts } from '../rules/farmTexts';
import { farmLocalKey, loadFarm, readBase, resolveSaves, storeFarm, writeBase } from './farmStore';

type Answer = { data?: unknown; error?: unknown; status?: number };

/** A client whose GET and POST answer as told (or throw, like a network failure). */
function clientAnswering(get: Answer | Error, post: Answer | Error = {}) {
  const answer = (value: Answer | Error) => () =>
    value instanceof Error
      ? Promise.reject(value)
      : Promise.resolve({ ...value, response: { status: value.status ?? 200 } });
  const GET = vi.fn(answer(get));
  const POST = vi.fn(answer(post));
  return { client: { GET, POST } as unknown as ApiClient, GET, POST };
}

const USER = 4;
const MINE = farmLocalKey(USER);
const cloudFarm = { ...newFarm(1, 1000), seeds: 42 };
const localFarm = { ...newFarm(1, 1000), seeds: 7 };
const found = (farm = cloudFarm) => ({ data: { data: serializeFarm(farm, farm.lastSavedTime) } });
const missing = { error: { detail: 'No saved game' }, status: 404 };

afterEach(() => window.localStorage.clear());

describe('loading the farm', () => {
  it('signed in, with the same save here and in the account: plays it, the account known', async () => {
    window.localStorage.setItem(MINE, serializeFarm(cloudFarm, 1000));
    const loaded = await loadFarm(clientAnswering(found()).client, USER, 1000, 1);
    expect(loaded).toMatchObject({ cloudKnown: true, conflict: null, notices: [] });
    expect(loaded.state.seeds).toBe(42);
  });

  it('signed in, when the two saves differ: asks which to keep (issue 30)', async () => {
    window.localStorage.setItem(MINE, serializeFarm(localFarm, 1000));
    const loaded = await loadFarm(clientAnswering(found()).client, USER, 1000, 1);
    expect(loaded.conflict?.device.seeds).toBe(7);
    expect(loaded.conflict?.cloud.seeds).toBe(42);
  });

  it('asks only when both changed since this device last synced (else the newer one, silently)', async () => {
    const synced = { ...newFarm(1, 1000), seeds: 20 };
    const playedHere = { ...synced, seeds: 25, lastSavedTime: 9000 };
    const playedElsewhere = { ...synced, seeds: 30, lastSavedTime: 8000 };
    // Played further on this device (offline): the account still holds the synced save.
    window.localStorage.setItem(MINE, serializeFarm(playedHere, 9000));
    writeBase(MINE, 1000);
    let loaded = await loadFarm(clientAnswering(found(synced)).client, USER, 9000, 1);
    expect(loaded).toMatchObject({ conflict: null, cloudKnown: true });
    expect(loaded.state.seeds).toBe(25);
    // Played further elsewhere: this device holds the synced save.
    window.localStorage.setItem(MINE, serializeFarm(synced, 1000));
    loaded = await loadFarm(clientAnswering(found(playedElsewhere)).client, USER, 8000, 1);
    expect(loaded.conflict).toBeNull();
    expect(loaded.state.seeds).toBe(30);
    expect(readBase(MINE)).toBe(8000);
    // Both changed since the last sync: ask.
    window.localStorage.setItem(MINE, serializeFarm(playedHere, 9000));
    writeBase(MINE, 1000);
    loaded = await loadFarm(clientAnswering(found(playedElsewhere)).client, USER, 9000, 1);
    expect(loaded.conflict).not.toBeNull();
  });

  it('a fresh farm started offline descends from no account save: it is never taken for a newer one', async () => {
    window.localStorage.setItem(MINE, serializeFarm(localFarm, 1000));
    writeBase(MINE, 1000);
    window.localStorage.removeItem(MINE);
    await loadFarm(clientAnswering(new TypeError('Failed to fetch')).client, USER, 2000, 1);
    expect(readBase(MINE)).toBeNull();
    expect(resolveSaves({ ...newFarm(1, 2000), water: 3 }, cloudFarm, readBase(MINE))).toBe('ask');
  });

  it('signed in, without a cloud save (404): the device copy, and the account known to be empty', async () => {
    window.localStorage.setItem(MINE, serializeFarm(localFarm, 1000));
    const loaded = await loadFarm(clientAnswering(missing).client, USER, 1000, 1);
    expect(loaded).toMatchObject({ cloudKnown: true, conflict: null });
    expect(loaded.state.seeds).toBe(7);
  });

  it('signed in and offline: the device copy (or a fresh farm), the account unknown (never saved over)', async () => {
    const offline = clientAnswering(new TypeError('Failed to fetch')).client;
    const fresh = await loadFarm(offline, USER, 1000, 1);
    expect(fresh).toMatchObject({ cloudKnown: false, conflict: null, state: newFarm(1, 1000) });
    window.localStorage.setItem(MINE, serializeFarm(localFarm, 1000));
    expect((await loadFarm(offline, USER, 1000, 1)).state.seeds).toBe(7);
    const failing = clientAnswering({ error: { detail: 'Database unavailable' }, status: 503 });
    expect((await loadFarm(failing.client, USER, 1000, 1)).cloudKnown).toBe(false);
  });

  it("keeps each player's copy apart: a visitor's and another account's are not read", async () => {
    window.localStorage.setItem(FARM_LOCAL_KEY, serializeFarm(localFarm, 1000));
    window.localStorage.setItem(farmLocalKey(9), serializeFarm(localFarm, 1000));
    const loaded = await loadFarm(clientAnswering(missing).client, USER, 1000, 1);
    expect(loaded.state).toEqual(newFarm(1, 1000));
  });

  it('a visitor reads only the device; with nothing saved, a fresh farm', async () => {
    const fresh = await loadFarm(null, null, 5000, 9);
    expect(fresh.state).toEqual(newFarm(9, 5000));
    expect(fresh.notices).toEqual([]);
    window.localStorage.setItem(FARM_LOCAL_KEY, serializeFarm(localFarm, 5000));
    expect((await loadFarm(null, null, 5000, 9)).state.seeds).toBe(7);
  });

  it('a corrupt save is set aside with a notice (the device one cleared)', async () => {
    window.localStorage.setItem(MINE, '{"grid":null,"elapsedTime":3}');
    const { client } = clientAnswering({ data: { data: '{"elapsedTime":"soon"}' } });
    const loaded = await loadFarm(client, USER, 5000, 9);
    expect(loaded.notices).toEqual([farmTexts.invalidSave]);
    expect(loaded.state).toEqual(newFarm(9, 5000));
    expect(window.localStorage.getItem(MINE)).toBeNull();
  });

  it('catches up the time away and says so', async () => {
    window.localStorage.setItem(FARM_LOCAL_KEY, serializeFarm(localFarm, 1000));
    const loaded = await loadFarm(null, null, 1000 + 90_000, 1);
    expect(loaded.state.elapsedTime).toBe(90);
    expect(loaded.notices).toEqual(['While you were away, 1 min 30 s of farming was caught up.']);
  });

  it('an old save with no seed and nothing growing gets one seed, with a notice', async () => {
    window.localStorage.setItem(FARM_LOCAL_KEY, serializeFarm({ ...localFarm, seeds: 0 }, 1000));
    const loaded = await loadFarm(null, null, 1000, 1);
    expect(loaded.state.seeds).toBe(1);
    expect(loaded.notices).toEqual([farmTexts.seedGiven]);
  });
});

describe('storing the farm', () => {
  it('signed in: on the device and to the account, with keepalive when asked, stamped with the time', async () => {
    const { client, POST } = clientAnswering({}, { data: { message: 'Game saved.' } });
    expect(await storeFarm(client, USER, cloudFarm, 7000, true)).toBe('cloud');
    const [path, init] = POST.mock.calls[0] as unknown as [
      string,
      { body: { data: string }; keepalive: boolean },
    ];
    expect(path).toBe('/farmgame/state');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body.data)).toMatchObject({ seeds: 42, lastSavedTime: 7000 });
    expect(window.localStorage.getItem(MINE)).toBe(init.body.data);
    expect(readBase(MINE)).toBe(7000);
    expect(window.localStorage.getItem(FARM_LOCAL_KEY)).toBeNull();
  });

  it('while the account is unknown: on the device only', async () => {
    const { client, POST } = clientAnswering({});
    expect(await storeFarm(client, USER, cloudFarm, 7000, false, false)).toBe('device');
    expect(POST).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(MINE)).toContain('"seeds":42');
  });

  it('a failed cloud save is kept on the device', async () => {
    const { client } = clientAnswering({}, { error: { status: 500 } });
    expect(await storeFarm(client, USER, cloudFarm, 7000, false)).toBe('cloudFailed');
    expect(window.localStorage.getItem(MINE)).toContain('"seeds":42');
  });

  it('a visitor: on the device', async () => {
    expect(await storeFarm(null, null, localFarm, 7000, false)).toBe('device');
    expect(window.localStorage.getItem(FARM_LOCAL_KEY)).toContain('"seeds":7');
  });
});
