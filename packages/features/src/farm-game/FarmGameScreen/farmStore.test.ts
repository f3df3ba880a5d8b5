import type { ApiClient } from '@wegrow/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newFarm } from '../rules/farmEngine';
import { FARM_LOCAL_KEY, serializeFarm } from '../rules/farmSave';
import { farmTexts } from '../rules/farmTexts';
import { loadFarm, storeFarm } from './farmStore';

type Answer = { data?: unknown; error?: unknown };

/** A client whose GET and POST answer as told (or throw, like a network failure). */
function clientAnswering(get: Answer | Error, post: Answer | Error = {}) {
  const answer = (value: Answer | Error) => () =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  const GET = vi.fn(answer(get));
  const POST = vi.fn(answer(post));
  return { client: { GET, POST } as unknown as ApiClient, GET, POST };
}

const cloudFarm = { ...newFarm(1, 1000), seeds: 42 };
const localFarm = { ...newFarm(1, 1000), seeds: 7 };

afterEach(() => window.localStorage.clear());

describe('loading the farm: cloud, else this device, else fresh', () => {
  it('signed in, the cloud save wins over the device', async () => {
    window.localStorage.setItem(FARM_LOCAL_KEY, serializeFarm(localFarm, 1000));
    const { client } = clientAnswering({ data: { data: serializeFarm(cloudFarm, 1000) } });
    const loaded = await loadFarm(client, 1000, 1);
    expect(loaded.state.seeds).toBe(42);
    expect(loaded.notices).toEqual([]);
  });

  it('without a cloud save (404) or when the call fails, the device save', async () => {
    window.localStorage.setItem(FARM_LOCAL_KEY, serializeFarm(localFarm, 1000));
    const missing = clientAnswering({ error: { status: 404 } }).client;
    expect((await loadFarm(missing, 1000, 1)).state.seeds).toBe(7);
    const offline = clientAnswering(new TypeError('Failed to fetch')).client;
    expect((await loadFarm(offline, 1000, 1)).state.seeds).toBe(7);
  });

  it('a visitor reads only the device; with nothing saved, a fresh farm', async () => {
    const fresh = await loadFarm(null, 5000, 9);
    expect(fresh.state).toEqual(newFarm(9, 5000));
    expect(fresh.notices).toEqual([]);
  });

  it('a corrupt save is set aside with a notice (the device one cleared)', async () => {
    window.localStorage.setItem(FARM_LOCAL_KEY, '{"grid":null,"elapsedTime":3}');
    const { client } = clientAnswering({ data: { data: '{"elapsedTime":"soon"}' } });
    const loaded = await loadFarm(client, 5000, 9);
    expect(loaded.notices).toEqual([farmTexts.invalidSave]);
    expect(loaded.state).toEqual(newFarm(9, 5000));
    expect(window.localStorage.getItem(FARM_LOCAL_KEY)).toBeNull();
  });

  it('catches up the time away and says so', async () => {
    window.localStorage.setItem(FARM_LOCAL_KEY, serializeFarm(localFarm, 1000));
    const loaded = await loadFarm(null, 1000 + 90_000, 1);
    expect(loaded.state.elapsedTime).toBe(90);
    expect(loaded.notices).toEqual(['While you were away, 1 min 30 s of farming was caught up.']);
  });
});

describe('storing the farm', () => {
  it('signed in: to the cloud, with keepalive when asked, stamped with the time', async () => {
    const { client, POST } = clientAnswering({}, { data: { message: 'Game saved.' } });
    expect(await storeFarm(client, cloudFarm, 7000, true)).toBe('cloud');
    const [path, init] = POST.mock.calls[0] as unknown as [
      string,
      { body: { data: string }; keepalive: boolean },
    ];
    expect(path).toBe('/farmgame/state');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body.data)).toMatchObject({ seeds: 42, lastSavedTime: 7000 });
    expect(window.localStorage.getItem(FARM_LOCAL_KEY)).toBeNull();
  });

  it('a failed cloud save is kept on the device', async () => {
    const { client } = clientAnswering({}, { error: { status: 500 } });
    expect(await storeFarm(client, cloudFarm, 7000, false)).toBe('cloudFailed');
    expect(window.localStorage.getItem(FARM_LOCAL_KEY)).toContain('"seeds":42');
  });

  it('a visitor: on the device', async () => {
    expect(await storeFarm(null, localFarm, 7000, false)).toBe('device');
    expect(window.localStorage.getItem(FARM_LOCAL_KEY)).toContain('"seeds":7');
  });
});
