import type { BoardPost, HelpRequest, Idea } from './boards';

/**
 * The boards keep their lists per browser tab (issue 19: in memory as specified, but in
 * sessionStorage so that a reload loses nothing). What comes back from storage is checked item by
 * item: anything malformed is dropped instead of breaking the page.
 */

/** The sessionStorage keys of the boards. */
export const tabStorageKeys = {
  wePlan: 'wegrow.experiments.wePlan',
  weHelp: 'wegrow.experiments.weHelp',
  weDo: 'wegrow.experiments.weDo',
} as const;

/** Turns stored JSON back into a value, or null when it is not one. */
export type Decode<T> = (value: unknown) => T | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** A list decoder keeping the items `decodeItem` accepts. */
function listOf<T>(decodeItem: Decode<T>): Decode<readonly T[]> {
  return (value) => {
    if (!Array.isArray(value)) return null;
    return value.flatMap((item: unknown) => {
      const decoded = decodeItem(item);
      return decoded === null ? [] : [decoded];
    });
  };
}

/** We Plan's state: its ideas and the one selected. */
export interface PlanState {
  readonly ideas: readonly Idea[];
  readonly selectedId: string | null;
}

const decodeIdea: Decode<Idea> = (value) => {
  if (!isRecord(value)) return null;
  const { id, text, comments } = value;
  if (!isString(id) || !isString(text) || !Array.isArray(comments)) return null;
  return { id, text, comments: comments.filter(isString) };
};

export const decodePlanState: Decode<PlanState> = (value) => {
  if (!isRecord(value)) return null;
  const ideas = listOf(decodeIdea)(value['ideas']);
  if (ideas === null) return null;
  const selected = value['selectedId'];
  const selectedId =
    isString(selected) && ideas.some((idea) => idea.id === selected) ? selected : null;
  return { ideas, selectedId };
};

export const decodeHelpRequests: Decode<readonly HelpRequest[]> = listOf((value) => {
  if (!isRecord(value)) return null;
  const { id, name, need, urgency } = value;
  if (!isString(id) || !isString(name) || !isString(need) || !isString(urgency)) return null;
  return { id, name, need, urgency };
});

export const decodeBoardPosts: Decode<readonly BoardPost[]> = listOf((value) => {
  if (!isRecord(value)) return null;
  const { id, type, title, description, tags } = value;
  if (
    !isString(id) ||
    (type !== 'offer' && type !== 'request') ||
    !isString(title) ||
    !isString(description) ||
    !Array.isArray(tags)
  ) {
    return null;
  }
  return { id, type, title, description, tags: tags.filter(isString) };
});

/** The stored value at `key`, or `fallback` when there is none or it cannot be read. */
export function readTabState<T>(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
  decode: Decode<T>,
  fallback: T,
): T {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return fallback;
    return decode(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Stores a value; a full or refused storage only means a reload will not bring it back. */
export function writeTabState(
  storage: Pick<Storage, 'setItem'> | undefined,
  key: string,
  value: unknown,
): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage is full or disabled (private mode): the board still works in memory.
  }
}
