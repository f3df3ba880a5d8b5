import type { ApiClient } from '@wegrow/api';
import { catchUp, newFarm, type FarmState } from '../rules/farmEngine';
import { FARM_LOCAL_KEY, parseFarmSave, serializeFarm } from '../rules/farmSave';
import { caughtUpMessage, farmTexts } from '../rules/farmTexts';

/** The farm to play and what to tell the player about it. */
export interface LoadedFarm {
  state: FarmState;
  notices: string[];
}

function readLocal(): string | null {
  try {
    return window.localStorage.getItem(FARM_LOCAL_KEY);
  } catch {
    return null;
  }
}

export function writeLocal(text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(FARM_LOCAL_KEY);
    else window.localStorage.setItem(FARM_LOCAL_KEY, text);
  } catch {
    // Storage full or blocked: the game goes on, unsaved.
  }
}

/**
 * Spec 3 §4: signed in, the cloud save; else (or when there is none, or it fails) this device's
 * save; else a new farm. A corrupt save is set aside with a notice (the local one is cleared; the
 * cloud one is replaced by the next save). Then offline progress: one tick per second away.
 */
export async function loadFarm(
  client: ApiClient | null,
  now: number,
  seed: number,
): Promise<LoadedFarm> {
  const notices: string[] = [];
  let state: FarmState | null = null;
  if (client) {
    try {
      const { data } = await client.GET('/farmgame/state');
      if (data) {
        const parsed = parseFarmSave(data.data);
        if (parsed.ok) state = parsed.state;
        else notices.push(farmTexts.invalidSave);
      }
    } catch {
      // The network failed: fall back to this device's save.
    }
  }
  if (!state) {
    const local = readLocal();
    if (local !== null) {
      const parsed = parseFarmSave(local);
      if (parsed.ok) state = parsed.state;
      else {
        writeLocal(null);
        if (!notices.includes(farmTexts.invalidSave)) notices.push(farmTexts.invalidSave);
      }
    }
  }
  if (!state) return { state: newFarm(seed, now), notices };
  const caught = catchUp(state, now);
  if (caught.caughtUp > 0) notices.push(caughtUpMessage(caught.caughtUp, caught.skipped));
  return { state: caught.state, notices };
}

/** Saves to the cloud (signed in) or this device; a failed cloud save keeps it on the device. */
export async function storeFarm(
  client: ApiClient | null,
  state: FarmState,
  now: number,
  keepalive: boolean,
): Promise<'cloud' | 'device' | 'cloudFailed'> {
  const text = serializeFarm(state, now);
  if (!client) {
    writeLocal(text);
    return 'device';
  }
  try {
    const { error } = await client.POST('/farmgame/state', { body: { data: text }, keepalive });
    if (!error) return 'cloud';
  } catch {
    // Offline: kept on the device below.
  }
  writeLocal(text);
  return 'cloudFailed';
}
