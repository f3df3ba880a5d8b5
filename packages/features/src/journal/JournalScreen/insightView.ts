import {
  canRequestInsight,
  insightSource,
  insightState,
  type InsightKind,
  type JournalEntry,
} from '@wegrow/api';
import type { InsightPoll } from './insightPolling';

/**
 * What an insight's panel shows (spec 1 §4 "absent, then requested, then polled until text
 * appears, then shown"; §8 the failures): nothing, the wait, the time-out, the text, or the failure
 * with its reason.
 */
export type InsightView =
  | { readonly state: 'absent' }
  | { readonly state: 'pending' }
  | { readonly state: 'timedOut' }
  | { readonly state: 'ready'; readonly text: string; readonly source: string | null }
  | { readonly state: 'failed'; readonly reason: string | null };

/**
 * The panel of one insight, from the entry as the server last described it, the screen's wait for
 * it and the refusal of its last request (a start that failed: its `detail`). Text always wins; a
 * request on its way or a generation under way shows the wait.
 */
export function insightView(
  entry: JournalEntry,
  kind: InsightKind,
  poll?: InsightPoll,
  startError?: string,
): InsightView {
  const state = insightState(entry, kind);
  if (state === 'ready') {
    return { state: 'ready', text: entry[kind] ?? '', source: insightSource(entry, kind) };
  }
  if (poll?.phase === 'starting') return { state: 'pending' };
  if (state === 'pending')
    return poll?.phase === 'timedOut' ? { state: 'timedOut' } : { state: 'pending' };
  if (startError !== undefined) return { state: 'failed', reason: startError };
  if (state === 'failed') return { state: 'failed', reason: entry.insights[kind].error };
  return { state: 'absent' };
}

/**
 * Whether Go may request the insight now: not when it already exists or is being written (spec 1
 * §5), nor while its request is on its way; a failed one may be asked for again.
 */
export function mayRequest(entry: JournalEntry, kind: InsightKind, poll?: InsightPoll): boolean {
  return poll?.phase !== 'starting' && canRequestInsight(entry, kind);
}

/** Why the chooser's insight may not be requested: it exists, or it is being written. */
export function unavailableBecause(
  entry: JournalEntry,
  kind: InsightKind,
  poll?: InsightPoll,
): 'ready' | 'pending' | null {
  if (mayRequest(entry, kind, poll)) return null;
  return insightState(entry, kind) === 'ready' ? 'ready' : 'pending';
}
