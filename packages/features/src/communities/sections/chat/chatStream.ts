import { toApiError, type ApiClient, type ChatMessage } from '@wegrow/api';
import { createSseParser, sleep, type SseEvent } from '../rules/sse';

/** What the chat stream tells the screen (see `streamCommunityChat` in the contract). */
export type ChatStreamEvent =
  /** The stream starts here: load (or reload) the list, messages may arrive both ways. */
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  /** Its author edited a message: the message as saved (its new content and `edited_at`). */
  | { type: 'edited'; message: ChatMessage }
  | { type: 'deleted'; id: number }
  /** What was missed cannot be replayed: reload the list. */
  | { type: 'reset' }
  /**
   * The reader is no longer a member, or the community was deleted: the stream is over. (The
   * server's closes for the session's sake, `expired` and `session_ended`, are followed by
   * `followChat` itself and never reach the screen.)
   */
  | { type: 'closed'; reason: string };

/**
 * Reasons of a `closed` event that end the session's stream, not the reader's membership: the
 * access token expired (`expired`), or a password reset or a logout ended the session
 * (`session_ended`). The client reconnects at once through the auth middleware, which refreshes
 * the token, or, when the session is over, signs out (the refresh fails) and gets a 401.
 */
export const SESSION_CLOSE_REASONS: ReadonlySet<string> = new Set(['expired', 'session_ended']);

/**
 * `live` while connected; `reconnecting` after a failed attempt (it tries again by itself);
 * `ended` when the server refused or closed it for good.
 */
export type ChatStreamStatus = 'connecting' | 'live' | 'reconnecting' | 'ended';

export interface FollowChatOptions {
  client: ApiClient;
  communityId: number;
  /** Abort it to stop following (the screen left). */
  signal: AbortSignal;
  onEvent: (event: ChatStreamEvent) => void;
  onStatus?: (status: ChatStreamStatus) => void;
  /** Milliseconds before reconnecting until the server says (`retry:`). @default 3000 */
  retryMs?: number;
  /** How to wait before reconnecting (tests replace it). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Statuses after which reconnecting cannot help: signed out, no longer a member, no community. */
const FINAL_STATUSES = new Set([401, 403, 404]);

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A message from an event's data; null when it is not one (`edited_at` missing: never edited). */
function chatMessageOf(value: unknown): ChatMessage | null {
  if (
    !isRecord(value) ||
    typeof value['id'] !== 'number' ||
    typeof value['user_id'] !== 'number' ||
    typeof value['content'] !== 'string' ||
    typeof value['timestamp'] !== 'string'
  )
    return null;
  const username = value['username'];
  const editedAt = value['edited_at'];
  if (editedAt !== undefined && editedAt !== null && typeof editedAt !== 'string') return null;
  return {
    id: value['id'],
    user_id: value['user_id'],
    username: typeof username === 'string' ? username : null,
    content: value['content'],
    timestamp: value['timestamp'],
    edited_at: editedAt ?? null,
  };
}

/** The screen's meaning of one SSE event; null for an event it does not know or cannot read. */
export function chatStreamEvent(event: SseEvent): ChatStreamEvent | null {
  const data = parseJson(event.data);
  switch (event.type) {
    case 'ready':
      return { type: 'ready' };
    case 'reset':
      return { type: 'reset' };
    case 'message':
    case 'edited': {
      const message = chatMessageOf(data);
      return message ? { type: event.type, message } : null;
    }
    case 'deleted':
      return isRecord(data) && typeof data['id'] === 'number'
        ? { type: 'deleted', id: data['id'] }
        : null;
    case 'closed':
      return {
        type: 'closed',
        reason: isRecord(data) && typeof data['reason'] === 'string' ? data['reason'] : '',
      };
    default:
      return null;
  }
}

/**
 * Follows a community's chat live until `signal` aborts: reads `GET /communities/{id}/chat/stream`
 * with the client (so the bearer token goes with it, which EventSource cannot send), hands each
 * event to `onEvent`, and when the stream ends or fails reconnects after the server's `retry`
 * with `Last-Event-ID`, so the server replays what was missed, as EventSource would. A 401, 403 or
 * 404, or a `closed` event, ends it for good — except a close for the session's sake (the token
 * expired, the sessions were ended: {@link SESSION_CLOSE_REASONS}), after which it reconnects at
 * once with a fresh token (refreshed by the client's auth middleware); when the session cannot be
 * renewed the middleware signs out and the 401 ends it.
 */
export async function followChat({
  client,
  communityId,
  signal,
  onEvent,
  onStatus = () => {},
  retryMs = 3000,
  wait = sleep,
}: FollowChatOptions): Promise<void> {
  let lastEventId = '';
  let retry = retryMs;
  // A session close is followed at once, but only once in a row (no loop if it happens again).
  let sessionClosedBefore = false;
  onStatus('connecting');
  while (!signal.aborted) {
    let failed = false;
    let sessionClosed = false;
    try {
      const { data, error } = await client.GET('/communities/{id}/chat/stream', {
        params: {
          path: { id: communityId },
          ...(lastEventId ? { header: { 'Last-Event-ID': lastEventId } } : {}),
        },
        parseAs: 'stream',
        signal,
      });
      if (error) {
        if (FINAL_STATUSES.has(toApiError(error).status)) {
          onStatus('ended');
          return;
        }
        failed = true;
      } else if (data) {
        onStatus('live');
        const parser = createSseParser();
        const decoder = new TextDecoder();
        const reader = data.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const sse of parser.push(decoder.decode(value, { stream: true }))) {
            const event = chatStreamEvent(sse);
            if (!event) continue;
            if (event.type === 'closed' && SESSION_CLOSE_REASONS.has(event.reason)) {
              sessionClosed = true;
              continue;
            }
            onEvent(event);
            if (event.type === 'closed') {
              reader.cancel().catch(() => {});
              onStatus('ended');
              return;
            }
          }
          lastEventId = parser.lastEventId || lastEventId;
          if (parser.retry !== null) retry = parser.retry;
        }
      }
    } catch {
      // A dropped connection (or an abort, checked by the loop).
      failed = true;
    }
    if (signal.aborted) return;
    if (sessionClosed && !sessionClosedBefore) {
      sessionClosedBefore = true;
      continue;
    }
    sessionClosedBefore = sessionClosed;
    // A stream that ended after it was live reconnects quietly; a failed attempt says so.
    if (failed) onStatus('reconnecting');
    await wait(retry, signal);
  }
}
