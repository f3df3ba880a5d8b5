import type { ApiClient } from '@wegrow/api';
import { canGrowAgain, catchUp, FARM, newFarm, type FarmState } from '../rules/farmEngine';
import { FARM_LOCAL_KEY, parseFarmSave, serializeFarm } from '../rules/farmSave';
import { caughtUpMessage, farmTexts } from '../rules/farmTexts';

/**
 * Where the farm is kept on this device: a visitor's under `wegrow.farmGame`, a signed-in
 * player's under `wegrow.farmGame:<user id>` (a copy of every save, so a farm played offline is
 * never lost, and another account on the device never sees it).
 */
export function farmLocalKey(userId: number | null): string {
  return userId === null ? FARM_LOCAL_KEY : `${FARM_LOCAL_KEY}:${userId}`;
}

function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, text: string | null): void {
  try {
    if (text === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Storage full or blocked: the game goes on, unsaved.
  }
}

/**
 * The time stamp of the account's save this device's farm continues from (the last save the
 * account confirmed, or the one loaded from it), kept beside the device's copy; none for a farm
 * started on this device while the account could not be reached. It tells a farm played further
 * here, or further elsewhere, from two farms that really differ.
 */
function baseKey(key: string): string {
  return `${key}:base`;
}

export function readBase(key: string): number | null {
  const text = readLocal(baseKey(key));
  const stamp = text === null ? Number.NaN : Number(text);
  return Number.isFinite(stamp) ? stamp : null;
}

export function writeBase(key: string, stamp: number | null): void {
  writeLocal(baseKey(key), stamp === null ? null : String(stamp));
}

/**
 * Which save to play when this device's and the account's both exist: the same farm; this
 * device's when the account has not changed since this device last synced (it was played further
 * here, e.g. offline); the account's when this device's copy is the one it last synced (played
 * further elsewhere); otherwise ask the player.
 */
export function resolveSaves(
  device: FarmState,
  cloud: FarmState,
  base: number | null,
): 'same' | 'device' | 'cloud' | 'ask' {
  if (sameSave(device, cloud)) return 'same';
  if (base !== null && base === cloud.lastSavedTime) return 'device';
  if (base !== null && base === device.lastSavedTime) return 'cloud';
  return 'ask';
}

/** What the account holds: a save's text, no save (404), or unknown (offline, a server failure). */
export type CloudSave =
  { kind: 'found'; text: string } | { kind: 'none' } | { kind: 'unreachable' };

/** Reads the account's save. */
export async function readCloud(client: ApiClient): Promise<CloudSave> {
  try {
    const { data, response } = await client.GET('/farmgame/state');
    if (data) return { kind: 'found', text: data.data };
    return response.status === 404 ? { kind: 'none' } : { kind: 'unreachable' };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** Two saves that disagree (this device's and the account's): the player chooses which to keep. */
export interface FarmConflict {
  device: FarmState;
  cloud: FarmState;
}

/** The farm to play and what to tell the player about it. */
export interface LoadedFarm {
  state: FarmState;
  notices: string[];
  /**
   * Signed in: whether the account's save is known (read, or known to be absent). Until it is, the
   * farm is saved on this device only: a farm started offline never overwrites the account's.
   */
  cloudKnown: boolean;
  /** Both saves exist and differ: ask which to keep before playing. */
  conflict: FarmConflict | null;
}

/** A save as played now: the time away caught up (with its notice). */
export function resumed(state: FarmState, now: number, notices: string[] = []): FarmState {
  const caught = catchUp(state, now);
  if (caught.caughtUp > 0) notices.push(caughtUpMessage(caught.caughtUp, caught.skipped));
  return caught.state;
}

/** An old save with no seed and nothing planted gets one seed (no farm without a move). */
function withAMove(state: FarmState, notices: string[]): FarmState {
  if (canGrowAgain(state) || state.seeds >= FARM.plantSeeds) return state;
  notices.push(farmTexts.seedGiven);
  return { ...state, seeds: FARM.plantSeeds };
}

/** Whether two saves are the same farm (the same text: saved together). */
export function sameSave(a: FarmState, b: FarmState): boolean {
  return serializeFarm(a, a.lastSavedTime) === serializeFarm(b, b.lastSavedTime);
}

/**
 * Spec 3 §4 and issue 30. A visitor: this device's save, else a new farm. Signed in: the account's
 * save and this device's copy; when both exist and differ the player is asked (`conflict`); when
 * the account cannot be reached, this device's copy (or a new farm) is played and saved on the
 * device only until the account's save is known. A corrupt save is set aside with a notice (the
 * local one is cleared; the cloud one is replaced by the next save). Then offline progress.
 */
export async function loadFarm(
  client: ApiClient | null,
  userId: number | null,
  now: number,
  seed: number,
): Promise<LoadedFarm> {
  const notices: string[] = [];
  const setAside = () => {
    if (!notices.includes(farmTexts.invalidSave)) notices.push(farmTexts.invalidSave);
  };
  const cloud = client ? await readCloud(client) : ({ kind: 'none' } as const);
  let cloudState: FarmState | null = null;
  if (cloud.kind === 'found') {
    const parsed = parseFarmSave(cloud.text);
    if (parsed.ok) cloudState = parsed.state;
    else setAside();
  }
  const key = farmLocalKey(client ? userId : null);
  let localState: FarmState | null = null;
  const local = readLocal(key);
  if (local !== null) {
    const parsed = parseFarmSave(local);
    if (parsed.ok) localState = parsed.state;
    else {
      writeLocal(key, null);
      setAside();
    }
  }
  const cloudKnown = cloud.kind !== 'unreachable';
  let saved = cloudState ?? localState;
  if (cloudState && localState) {
    const choice = resolveSaves(localState, cloudState, readBase(key));
    if (choice === 'ask') {
      return {
        state: resumed(cloudState, now),
        notices,
        cloudKnown,
        conflict: { device: localState, cloud: cloudState },
      };
    }
    saved = choice === 'device' ? localState : cloudState;
  }
  if (client && cloudState && saved === cloudState) writeBase(key, cloudState.lastSavedTime);
  if (!saved) {
    // A farm started here descends from no account save.
    if (client) writeBase(key, null);
    return { state: newFarm(seed, now), notices, cloudKnown, conflict: null };
  }
  const state = withAMove(resumed(saved, now, notices), notices);
  return { state, notices, cloudKnown, conflict: null };
}

/**
 * Saves on this device (a visitor's only copy, a signed-in player's copy), then, signed in and
 * once the account's save is known (`toCloud`), to the account.
 */
export async function storeFarm(
  client: ApiClient | null,
  userId: number | null,
  state: FarmState,
  now: number,
  keepalive: boolean,
  toCloud = true,
): Promise<'cloud' | 'device' | 'cloudFailed'> {
  const text = serializeFarm(state, now);
  const key = farmLocalKey(client ? userId : null);
  writeLocal(key, text);
  if (!client || !toCloud) return 'device';
  try {
    const { error } = await client.POST('/farmgame/state', { body: { data: text }, keepalive });
    if (!error) {
      writeBase(key, now);
      return 'cloud';
    }
  } catch {
    // Offline: kept on the device.
  }
  return 'cloudFailed';
}
