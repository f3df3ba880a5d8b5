import { insightKinds, insightState, type InsightKind, type JournalEntry } from '@wegrow/api';

/**
 * The polling of spec 1 §9, as plain data: after an insight is requested, `GET /journal` is asked
 * again every `intervalMs`, at most `maxAttempts` times, until the insight has text (or failed);
 * then 'Insight is still not ready. Try refreshing.' One list call serves every insight waited
 * for at that moment. The screen's timer (`useInsightPolling`) drives these functions.
 */
export interface PollingRule {
  /** Milliseconds between two polls (spec: 2 s). */
  readonly intervalMs: number;
  /** Polls before giving up (spec: 10). */
  readonly maxAttempts: number;
}

/** One insight of one entry: `"42:mantra"`. */
export type InsightKey = `${number}:${InsightKind}`;

export function insightKey(entryId: number, kind: InsightKind): InsightKey {
  return `${entryId}:${kind}`;
}

/**
 * Where the wait for one insight stands: `starting` (the request is on its way), `polling`
 * (`attempts` polls so far), `timedOut` (every poll found it still pending).
 */
export interface InsightPoll {
  readonly phase: 'starting' | 'polling' | 'timedOut';
  readonly attempts: number;
}

export type InsightPolls = Readonly<Partial<Record<InsightKey, InsightPoll>>>;

export const noPolls: InsightPolls = {};

/** The times (ms after the request) at which the list is asked again: 2 s, 4 s, … 20 s. */
export function pollSchedule(rule: PollingRule): number[] {
  return Array.from({ length: rule.maxAttempts }, (_, index) => (index + 1) * rule.intervalMs);
}

function entries<T>(record: Readonly<Partial<Record<InsightKey, T>>>): [InsightKey, T][] {
  return Object.entries(record) as [InsightKey, T][];
}

function parseKey(key: InsightKey): { entryId: number; kind: InsightKind } {
  const [id, kind] = key.split(':') as [string, InsightKind];
  return { entryId: Number(id), kind };
}

function withPoll(polls: InsightPolls, key: InsightKey, poll: InsightPoll | null): InsightPolls {
  const { [key]: _old, ...rest } = polls;
  return poll ? { ...rest, [key]: poll } : rest;
}

/** Go was pressed: the request is on its way. */
export function startRequest(polls: InsightPolls, key: InsightKey): InsightPolls {
  return withPoll(polls, key, { phase: 'starting', attempts: 0 });
}

/** The server accepted the request (202): the polls begin, none made yet. */
export function requestAccepted(polls: InsightPolls, key: InsightKey): InsightPolls {
  return withPoll(polls, key, { phase: 'polling', attempts: 0 });
}

/** The request failed (or the wait was abandoned): nothing is waited for any more. */
export function stopWaiting(polls: InsightPolls, key: InsightKey): InsightPolls {
  return polls[key] ? withPoll(polls, key, null) : polls;
}

/** Waiting again from the start after a time-out ("Try refreshing"). */
export function restartPolling(polls: InsightPolls, key: InsightKey): InsightPolls {
  return requestAccepted(polls, key);
}

function pendingOnServer(list: readonly JournalEntry[], key: InsightKey): boolean {
  const { entryId, kind } = parseKey(key);
  const entry = list.find((candidate) => candidate.id === entryId);
  return entry !== undefined && insightState(entry, kind) === 'pending';
}

/**
 * The list changed: the waits whose insight is no longer pending (written, failed, deleted, or
 * the entry gone) are over, and an insight the server says is pending without a wait here (asked
 * for before a reload, or in another tab) is waited for too. Returns `polls` itself when nothing
 * changed, so it can run on every render.
 */
export function reconcile(polls: InsightPolls, list: readonly JournalEntry[]): InsightPolls {
  let next = polls;
  for (const [key, poll] of entries(polls)) {
    if (poll.phase !== 'starting' && !pendingOnServer(list, key)) next = withPoll(next, key, null);
  }
  for (const entry of list) {
    for (const kind of insightKinds) {
      const key = insightKey(entry.id, kind);
      if (next[key] === undefined && insightState(entry, kind) === 'pending') {
        next = withPoll(next, key, { phase: 'polling', attempts: 0 });
      }
    }
  }
  return next;
}

/**
 * One poll came back with `list` (null: it failed, and tells nothing): the finished waits end
 * (see {@link reconcile}); each wait still pending counts the poll, and times out at the rule's
 * last one.
 */
export function afterPoll(
  polls: InsightPolls,
  list: readonly JournalEntry[] | null,
  rule: PollingRule,
): InsightPolls {
  let next = list ? reconcile(polls, list) : polls;
  for (const [key, poll] of entries(next)) {
    if (poll.phase !== 'polling') continue;
    const attempts = poll.attempts + 1;
    next = withPoll(next, key, {
      phase: attempts >= rule.maxAttempts ? 'timedOut' : 'polling',
      attempts,
    });
  }
  return next;
}

/** Some wait still needs polls (the timer runs). */
export function isPolling(polls: InsightPolls): boolean {
  return entries(polls).some(([, poll]) => poll.phase === 'polling');
}
