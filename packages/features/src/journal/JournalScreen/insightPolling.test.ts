import { insightPolling } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  afterPoll,
  insightKey,
  isPolling,
  noPolls,
  pollSchedule,
  reconcile,
  requestAccepted,
  restartPolling,
  startRequest,
  stopWaiting,
  type InsightPolls,
  type PollingRule,
} from './insightPolling';
import { testEntry } from './testEntries';

const rule: PollingRule = insightPolling;
const key = insightKey(42, 'mantra');
const pending = [testEntry(42, { mantra: 'pending' })];
const ready = [testEntry(42, { mantra: 'ready' })];

/** `n` polls that all found the insight still pending. */
function pollsAfter(n: number, polls: InsightPolls = requestAccepted(noPolls, key)) {
  let current = polls;
  for (let i = 0; i < n; i++) current = afterPoll(current, pending, rule);
  return current;
}

describe('the polling rule (spec 1 §9)', () => {
  it('is every 2 seconds, at most 10 times', () => {
    expect(rule).toEqual({ intervalMs: 2000, maxAttempts: 10 });
    expect(pollSchedule(rule)).toEqual([
      2000, 4000, 6000, 8000, 10000, 12000, 14000, 16000, 18000, 20000,
    ]);
    expect(pollSchedule({ intervalMs: 50, maxAttempts: 3 })).toEqual([50, 100, 150]);
  });

  it('keys an insight by entry and kind', () => {
    expect(key).toBe('42:mantra');
  });
});

describe('waiting for an insight', () => {
  it('does not poll while the request is on its way, then polls once it is accepted', () => {
    const starting = startRequest(noPolls, key);
    expect(starting[key]).toEqual({ phase: 'starting', attempts: 0 });
    expect(isPolling(starting)).toBe(false);
    const accepted = requestAccepted(starting, key);
    expect(accepted[key]).toEqual({ phase: 'polling', attempts: 0 });
    expect(isPolling(accepted)).toBe(true);
  });

  it('keeps a request on its way even when the list does not show it pending yet', () => {
    const starting = startRequest(noPolls, key);
    expect(reconcile(starting, [testEntry(42)])).toBe(starting);
  });

  it('counts each poll that finds the insight pending, and times out at the tenth', () => {
    expect(pollsAfter(1)[key]).toEqual({ phase: 'polling', attempts: 1 });
    expect(pollsAfter(9)[key]).toEqual({ phase: 'polling', attempts: 9 });
    const timedOut = pollsAfter(10);
    expect(timedOut[key]).toEqual({ phase: 'timedOut', attempts: 10 });
    expect(isPolling(timedOut)).toBe(false);
    // No eleventh poll is counted.
    expect(afterPoll(timedOut, pending, rule)).toEqual(timedOut);
  });

  it('ends the wait when the text arrives, or the insight fails, or is deleted, or the entry goes', () => {
    const waiting = pollsAfter(3);
    expect(afterPoll(waiting, ready, rule)).toEqual({});
    expect(afterPoll(waiting, [testEntry(42, { mantra: 'failed' })], rule)).toEqual({});
    expect(afterPoll(waiting, [testEntry(42)], rule)).toEqual({});
    expect(afterPoll(waiting, [], rule)).toEqual({});
    // Also when the list changed for another reason, between two polls.
    expect(reconcile(waiting, ready)).toEqual({});
  });

  it('counts a failed poll without ending anything', () => {
    expect(afterPoll(pollsAfter(2), null, rule)[key]).toEqual({ phase: 'polling', attempts: 3 });
  });

  it('waits for an insight the server says is pending though it was asked for elsewhere', () => {
    const found = reconcile(noPolls, pending);
    expect(found[key]).toEqual({ phase: 'polling', attempts: 0 });
    expect(isPolling(found)).toBe(true);
  });

  it('returns the same waits when nothing changed, so it can run on every render', () => {
    const waiting = pollsAfter(2);
    expect(reconcile(waiting, pending)).toBe(waiting);
    expect(reconcile(noPolls, ready)).toBe(noPolls);
  });

  it('keeps a time-out until the text arrives, and starts over on "Try refreshing"', () => {
    const timedOut = pollsAfter(10);
    expect(reconcile(timedOut, pending)).toBe(timedOut);
    expect(reconcile(timedOut, ready)).toEqual({});
    expect(restartPolling(timedOut, key)[key]).toEqual({ phase: 'polling', attempts: 0 });
  });

  it('counts every insight waited for with one poll', () => {
    const other = insightKey(43, 'reflection');
    const both = requestAccepted(requestAccepted(noPolls, key), other);
    const list = [testEntry(42, { mantra: 'pending' }), testEntry(43, { reflection: 'pending' })];
    const next = afterPoll(both, list, rule);
    expect(next[key]?.attempts).toBe(1);
    expect(next[other]?.attempts).toBe(1);
  });

  it('stops waiting when the request fails', () => {
    const starting = startRequest(noPolls, key);
    expect(stopWaiting(starting, key)).toEqual({});
    expect(stopWaiting(noPolls, key)).toBe(noPolls);
  });
});
