import { createApiClient } from '@wegrow/api';
import { fixtures, http, mockTokenFor, users } from '@wegrow/api/mocks';
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
};

/** Follows the chat until `stopAfter` connections; returns what was seen. */
async function follow(userId: number, stopAfter: number) {
  const controller = new AbortController();
  const events: ChatStreamEvent[] = [];
  const statuses: ChatStreamStatus[] = [];
  const waits: number[] = [];
  await followChat({
    client: clientAs(userId),
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

  it('passes new and deleted messages, and resumes with Last-Event-ID', async () => {
    const lastIds: (string | null)[] = [];
    const answers = [
      `retry: 1500\n\nid: 10\nevent: ready\ndata: {}\n\nid: 11\nevent: message\ndata: ${JSON.stringify(message)}\n\n`,
      'id: 12\nevent: deleted\ndata: {"id":702}\n\n: heartbeat\n\n',
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
      { type: 'deleted', id: 702 },
    ]);
    expect(lastIds).toEqual([null, '11', '12']);
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

describe('chatStreamEvent', () => {
  const of = (type: string, data: string) => chatStreamEvent({ type, data, lastEventId: '' });

  it('skips events it cannot read', () => {
    expect(of('message', '{"id":"x"}')).toBeNull();
    expect(of('message', 'not json')).toBeNull();
    expect(of('deleted', '{}')).toBeNull();
    expect(of('party', '{}')).toBeNull();
    expect(of('reset', '{}')).toEqual({ type: 'reset' });
    expect(of('closed', '{}')).toEqual({ type: 'closed', reason: '' });
  });
});
