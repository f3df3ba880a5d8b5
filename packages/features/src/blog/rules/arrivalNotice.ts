/**
 * The blog's one-line outcomes that outlive a page change (spec 2 §8: "Post created!", "Post
 * updated!", "Deleted", "Error loading post." then /blog): the page that navigates puts the notice
 * in the history entry's state, and the page it lands on shows it once.
 */

/** A notice to show on arrival. */
export interface BlogNotice {
  readonly tone: 'success' | 'error';
  readonly text: string;
}

const KEY = 'blogNotice';

/** The navigation state that carries `notice` (`navigate(to, { state: noticeState(…) })`). */
export function noticeState(notice: BlogNotice): { readonly [KEY]: BlogNotice } {
  return { [KEY]: notice };
}

/** The notice a navigation state carries, or null (any other state, or none). */
export function noticeFrom(state: unknown): BlogNotice | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null;
  const notice: unknown = (state as Record<string, unknown>)[KEY];
  if (typeof notice !== 'object' || notice === null) return null;
  const { tone, text } = notice as Record<string, unknown>;
  if ((tone !== 'success' && tone !== 'error') || typeof text !== 'string') return null;
  return { tone, text };
}
