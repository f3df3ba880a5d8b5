import { toApiError, useApi, type ApiClient } from '@wegrow/api';
import { useEffect, useRef } from 'react';
import { createSseParser, sleep } from '../sections/rules/sse';

export interface FollowJoinRequestOptions {
  client: ApiClient;
  communityId: number;
  /** Abort it to stop following (the page left, or the request is no longer pending). */
  signal: AbortSignal;
  /** The request was decided, or is no longer pending: read the community again. */
  onDecided: () => void;
  /** Milliseconds before reconnecting until the server says (`retry:`). @default 3000 */
  retryMs?: number;
  /** How to wait before reconnecting (tests replace it). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Follows the caller's own pending join request (`GET /communities/{id}/join/stream`) until
 * `signal` aborts: `decided` (an admin approved or rejected it) calls `onDecided` and ends it, and
 * so does a 403 or 404 (no pending request any more: decided before the stream opened). A 401
 * ends it quietly. When the stream ends otherwise (the token expired, the connection dropped, the
 * server restarted) it reconnects: at once after `closed`, else after the server's `retry`.
 */
export async function followJoinRequest({
  client,
  communityId,
  signal,
  onDecided,
  retryMs = 3000,
  wait = sleep,
}: FollowJoinRequestOptions): Promise<void> {
  let retry = retryMs;
  // A close is followed at once, but only once in a row (no loop if it happens again).
  let closedBefore = false;
  while (!signal.aborted) {
    let closed = false;
    try {
      const { data, error } = await client.GET('/communities/{id}/join/stream', {
        params: { path: { id: communityId } },
        parseAs: 'stream',
        signal,
      });
      if (error) {
        const { status } = toApiError(error);
        if (status === 403 || status === 404) {
          if (!signal.aborted) onDecided();
          return;
        }
        if (status === 401) return;
      } else if (data) {
        const parser = createSseParser();
        const decoder = new TextDecoder();
        const reader = data.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const event of parser.push(decoder.decode(value, { stream: true }))) {
            if (event.type === 'decided') {
              reader.cancel().catch(() => {});
              if (!signal.aborted) onDecided();
              return;
            }
            if (event.type === 'closed') closed = true;
          }
          if (parser.retry !== null) retry = parser.retry;
        }
      }
    } catch {
      // A dropped connection (or an abort, checked by the loop).
    }
    if (signal.aborted) return;
    if (closed && !closedBefore) {
      closedBefore = true;
      continue;
    }
    closedBefore = closed;
    await wait(retry, signal);
  }
}

/**
 * While `enabled` (the caller's request is pending), follows it live (see
 * {@link followJoinRequest}); `onDecided` (the latest one given) runs when it is decided.
 */
export function useJoinDecision(communityId: number, enabled: boolean, onDecided: () => void) {
  const { client } = useApi();
  const handler = useRef(onDecided);
  useEffect(() => {
    handler.current = onDecided;
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void followJoinRequest({
      client,
      communityId,
      signal: controller.signal,
      onDecided: () => handler.current(),
    });
    return () => controller.abort();
  }, [client, communityId, enabled]);
}
