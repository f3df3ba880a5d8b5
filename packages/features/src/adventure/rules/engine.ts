import { NODE_KEYS, story as defaultStory, type NodeKey, type StoryMap } from './story';

/**
 * The player's progress (spec 3 §3): where they are, where they have been, and what they carry
 * (no duplicates).
 */
export interface Progress {
  readonly current: NodeKey;
  readonly visited: readonly NodeKey[];
  readonly sigils: readonly string[];
  readonly beliefs: readonly string[];
}

const addNew = (list: readonly string[], items: readonly string[] = []): readonly string[] =>
  items.reduce<readonly string[]>((all, item) => (all.includes(item) ? all : [...all, item]), list);

/** Enters a node: it becomes current, is recorded as visited (once) and adds its gains. */
export function enter(progress: Progress, key: NodeKey, map: StoryMap = defaultStory): Progress {
  const gain = map[key].gain;
  return {
    current: key,
    visited: progress.visited.includes(key) ? progress.visited : [...progress.visited, key],
    sigils: addNew(progress.sigils, gain?.sigils),
    beliefs: addNew(progress.beliefs, gain?.beliefs),
  };
}

/** A new game: at start, which counts as visited. */
export function newGame(map: StoryMap = defaultStory): Progress {
  return enter({ current: 'start', visited: [], sigils: [], beliefs: [] }, 'start', map);
}

/**
 * Takes the current node's choice number `index`; an unknown choice changes nothing (a stale click
 * or a tampered save cannot move the player off the map).
 */
export function choose(progress: Progress, index: number, map: StoryMap = defaultStory): Progress {
  const choice = map[progress.current].choices[index];
  return choice ? enter(progress, choice.next, map) : progress;
}

/** A node without choices offers Restart Dream (spec 3 §2, §4). */
export function canRestart(progress: Progress, map: StoryMap = defaultStory): boolean {
  return map[progress.current].choices.length === 0;
}

/** Restart Dream: back to start; visited nodes, sigils and beliefs are kept. */
export function restartDream(progress: Progress, map: StoryMap = defaultStory): Progress {
  return enter(progress, 'start', map);
}

const isNodeKey = (value: unknown): value is NodeKey =>
  typeof value === 'string' && (NODE_KEYS as readonly string[]).includes(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The browser-storage key of the saved progress. */
export const ADVENTURE_STORAGE_KEY = 'awakeningProgress';

/** Reads saved progress; anything unreadable or off the map is a new game. */
export function parseProgress(saved: string | null, map: StoryMap = defaultStory): Progress {
  if (saved === null) return newGame(map);
  try {
    const value: unknown = JSON.parse(saved);
    if (typeof value !== 'object' || value === null) return newGame(map);
    const { current, visited, sigils, beliefs } = value as Record<string, unknown>;
    if (!isNodeKey(current) || !Array.isArray(visited) || !visited.every(isNodeKey))
      return newGame(map);
    if (!isStringList(sigils) || !isStringList(beliefs)) return newGame(map);
    return {
      current,
      visited: addNew([], visited) as NodeKey[],
      sigils: addNew([], sigils),
      beliefs: addNew([], beliefs),
    };
  } catch {
    return newGame(map);
  }
}
