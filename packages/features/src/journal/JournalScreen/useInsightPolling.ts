import type { JournalEntry } from '@wegrow/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  afterPoll,
  isPolling,
  noPolls,
  reconcile,
  requestAccepted,
  restartPolling,
  startRequest,
  stopWaiting,
  type InsightKey,
  type InsightPolls,
  type PollingRule,
} from './insightPolling';

export interface InsightPolling {
  /** Every insight waited for, by key. */
  polls: InsightPolls;
  /** Go was pressed for `key`. */
  starting: (key: InsightKey) => void;
  /** The server accepted the request: poll for it. */
  accepted: (key: InsightKey) => void;
  /** The request failed, or the insight was deleted: stop waiting. */
  stop: (key: InsightKey) => void;
  /** "Try refreshing": ask the list now and wait again from the start. */
  restart: (key: InsightKey) => void;
}

/**
 * The screen's timer for spec 1 §9: while an insight is waited for, `refetch` (the journal list)
 * runs every `rule.intervalMs`, and each answer is counted (see `insightPolling.ts`). A list that
 * changes for another reason (a save, a refetch on focus) ends the finished waits at once, and an
 * insight the list says is pending is waited for even when it was asked for elsewhere.
 */
export function useInsightPolling(
  list: readonly JournalEntry[] | undefined,
  refetch: () => Promise<{ data?: unknown }>,
  rule: PollingRule,
): InsightPolling {
  // The waits as last changed here; what they mean now also depends on the latest list.
  const [stored, setPolls] = useState<InsightPolls>(noPolls);
  const polls = useMemo(() => (list ? reconcile(stored, list) : stored), [stored, list]);
  // Counts the polls made, so each one schedules the next.
  const [round, setRound] = useState(0);

  const polling = isPolling(polls);
  const { intervalMs, maxAttempts } = rule;
  useEffect(() => {
    if (!polling) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void refetch().then(({ data }) => {
        if (cancelled) return;
        const answer = Array.isArray(data) ? (data as JournalEntry[]) : null;
        setPolls((current) => afterPoll(current, answer, { intervalMs, maxAttempts }));
        setRound((count) => count + 1);
      });
    }, intervalMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [polling, round, intervalMs, maxAttempts, refetch]);

  return {
    polls,
    starting: useCallback((key) => setPolls((current) => startRequest(current, key)), []),
    accepted: useCallback((key) => setPolls((current) => requestAccepted(current, key)), []),
    stop: useCallback((key) => setPolls((current) => stopWaiting(current, key)), []),
    restart: useCallback(
      (key) => {
        setPolls((current) => restartPolling(current, key));
        void refetch();
      },
      [refetch],
    ),
  };
}
