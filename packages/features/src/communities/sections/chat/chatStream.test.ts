import { createApiClient, type ApiSession } from '@wegrow/api';
import { fixtures, http, mockRefreshTokenFor, mockTokenFor, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../../../testing/unit';
import {
  chatStreamEvent,
  followChat,
  type ChatStreamEvent,
  type ChatStreamStatus,
} from './chatStream';

const RIVERSIDE = fixtures.communityIds.riverside;
const STREAM = '/communities/{id}/chat/stream';

/** A client signed in as `userId` on the MSW Node server. */
function clientAs(userId: number) {
  return createApiClient({
    baseUrl: TEST_API_URL,
    fetch: (request) => {
      request.headers.set('Authorization', `Bearer ${mockTokenFor(userId)}`);
      return globalThis.fetch(request);
    },
  });
}

const sse = (text: string, status = 200) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/event-stream' } });

const message = {
  id: 702,
  user_id: users.sam.id,
  username: 'sam',
  content: 'On my way!',
  timestamp: '2026-01-04T09:05:00.000Z',
  edited_at: null,
};

const edited = {
  ...message,
  content: 'On my way, **with barrows**!',
  edited_at: '2026-01-04T09:06:00.000Z',
};

/** A signed-in session as the site keeps it, with the client's refresh flow (auth middleware). */
function sessionOf(accessToken: string, refreshToken: string) {
  const state = { accessToken, refreshToken, loggedOut: false };
  const session: ApiSession = {
    getAccessToken: () => (state.loggedOut ? null : state.accessToken),
    getRefreshToken: () => (state.loggedOut ? null : state.refreshToken),
    setTokens: (tokens) => {
      state.accessToken = tokens.access_token;
      state.refreshToken = tokens.refresh_token;
    },
    onLogout: () => {
      state.loggedOut = true;
    },
  };
  return { state, client: createApiClient({ baseUrl: TEST_API_URL, session }) };
}

/** Follows the chat until `stopAfter` connections; returns what was seen. */
async function follow(userId: number, stopAfter: number, client = clientAs(userId)) {
  const controller = new AbortController();
  const events: ChatStreamEvent[] = [];
  const statuses: ChatStreamStatus[] = [];
  const waits: number[] = [];
  await followChat({
    client,
    communityId: RIVERSIDE,
    signal: controller.signal,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    wait: async (ms) => {
      waits.push(ms);
      if (waits.length >= stopAfter) controller.abort();
    },
  });
  return { events, statuses, waits };
}

describe('followChat', () => {
  it('reads the fakes’ stream (ready) as a member and reconnects after the server’s retry', async () => {
    const { events, statuses, waits } = await follow(users.lena.id, 2);
    expect(events).toEqual([{ type: 'ready' }, { type: 'ready' }]);
    expect(statuses).toEqual(['connecting', 'live', 'live']);
    expect(waits).toEqual([3000, 3000]);
  });

  it('stops for good when the reader is not a member (403)', async () => {
    const { events, statuses, waits } = await follow(users.ivy.id, 5);
    expect(events).toEqual([]);
    expect(statuses).toEqual(['connecting', 'ended']);
    expect(waits).toEqual([]);
  });

  it('passes new, edited and deleted messages, and resumes with Last-Event-ID', async () => {
    const lastIds: (string | null)[] = [];
    const answers = [
      `retry: 1500\n\nid: 10\nevent: ready\ndata: {}\n\nid: 11\nevent: message\ndata: ${JSON.stringify(message)}\n\n`,
      `id: 12\nevent: edited\ndata: ${JSON.stringify(edited)}\n\nid: 13\nevent: deleted\ndata: {"id":702}\n\n: heartbeat\n\n`,
      '',
    ];
    server.use(
      http.get(STREAM, ({ request, response }) => {
        lastIds.push(request.headers.get('Last-Event-ID'));
        return response.untyped(sse(answers[lastIds.length - 1] ?? ''));
      }),
    );
    const { events, waits } = await follow(users.lena.id, 3);
    expect(events).toEqual([
      { type: 'ready' },
      { type: 'message', message },
      { type: 'edited', message: edited },
      { type: 'deleted', id: 702 },
    ]);
    expect(lastIds).toEqual([null, '11', '13']);
    expect(waits).toEqual([1500, 1500, 1500]);
  });

  it('says it is reconnecting after a failed attempt, and keeps trying', async () => {
    let calls = 0;
    server.use(
      http.get(STREAM, ({ response }) => {
        calls += 1;
        return response.untyped(calls === 1 ? Response.error() : sse('', 503));
      }),
    );
    const { statuses, waits } = await follow(users.lena.id, 2);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'reconnecting']);
    expect(waits).toEqual([3000, 3000]);
  });

  it('ends when the stream says it is closed', async () => {
    server.use(
      http.get(STREAM, ({ response }) =>
        response.untyped(sse('event: closed\ndata: {"reason":"removed"}\n\n')),
      ),
    );
    const { events, statuses, waits } = await follow(users.lena.id, 5);
    expect(events).toEqual([{ type: 'closed', reason: 'removed' }]);
    expect(statuses).toEqual(['connecting', 'live', 'ended']);
    expect(waits).toEqual([]);
  });
});

describe('followChat when the server ends the stream for the session’s sake', () => {
  const closedFor = (reason: string) => sse(`event: closed\ndata: {"reason":"${reason}"}\n\n`);
  const unauthorized = (detail: string) =>
    new Response(JSON.stringify({ detail }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });

  it('reconnects at once, refreshing the token, when the token expired', async () => {
    const refreshToken = mockRefreshTokenFor(users.lena.id);
    const { state, client } = sessionOf(mockTokenFor(users.lena.id), refreshToken);
    let calls = 0;
    server.use(
      http.get(STREAM, ({ response }) => {
        calls += 1;
        if (calls === 1) return response.untyped(closedFor('expired'));
        // The expired token is refused (the client's clock may not know yet): refresh, retry.
        if (calls === 2) return response.untyped(unauthorized('Access token expired'));
        return response.untyped(sse('id: 20\nevent: ready\ndata: {}\n\n'));
      }),
    );
    const { events, statuses, waits } = await follow(users.lena.id, 1, client);
    expect(events).toEqual([{ type: 'ready' }]);
    expect(statuses).toEqual(['connecting', 'live', 'live']);
    // No wait before the reconnection; the one wait is after the last stream ended.
    expect(waits).toEqual([3000]);
    expect(calls).toBe(3);
    // The refresh flow ran (the refresh token rotates on use), and the session goes on.
    expect(state.refreshToken).not.toBe(refreshToken);
    expect(state.loggedOut).toBe(false);
  });

  it('stops, signed out, when the session ended (a password reset revoked the refresh token)', async () => {
    const { state, client } = sessionOf(mockTokenFor(users.lena.id), 'revoked-refresh-token');
    let calls = 0;
    server.use(
      http.get(STREAM, ({ response }) => {
        calls += 1;
        return response.untyped(
          calls === 1
            ? closedFor('session_ended')
            : unauthorized('Session ended. Please log in again.'),
        );
      }),
    );
    const { events, statuses, waits } = await follow(users.lena.id, 5, client);
    expect(events).toEqual([]);
    expect(statuses).toEqual(['connecting', 'live', 'ended']);
    expect(waits).toEqual([]);
    expect(state.loggedOut).toBe(true);
  });

  it('waits before a second session close in a row (no reconnection loop)', async () => {
    server.use(http.get(STREAM, ({ response }) => response.untyped(closedFor('expired'))));
    const { events, waits } = await follow(users.lena.id, 2);
    expect(events).toEqual([]);
    // Connection 1 closes: at once; 2: waits; 3: waits (then the test stops).
    expect(waits).toEqual([3000, 3000]);
  });
});

describe('chatStreamEvent', () => {
  const of = (type: string, data: string) => chatStreamEvent({ type, data, lastEventId: '' });

  it('skips events it cannot read', () => {
    expect(of('message', '{"id":"x"}')).toBeNull();
    expect(of('message', 'not json')).toBeNull();
    expect(of('edited', '{"id":702}')).toBeNull();
    expect(of('edited', JSON.stringify({ ...edited, edited_at: 5 }))).toBeNull();
    expect(of('deleted', '{}')).toBeNull();
    expect(of('party', '{}')).toBeNull();
    expect(of('reset', '{}')).toEqual({ type: 'reset' });
    expect(of('closed', '{}')).toEqual({ type: 'closed', reason: '' });
  });

  it('reads a message without edited_at as never edited', () => {
    const { edited_at: _edited, ...older } = message;
    expect(of('message', JSON.stringify(older))).toEqual({ type: 'message', message });
  });
});
