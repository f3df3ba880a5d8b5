import { createApiClient } from '@wegrow/api';
import { fixtures, http, mockTokenFor, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../../testing/unit';
import { followJoinRequest } from './joinStream';

const RIVERSIDE = fixtures.communityIds.riverside;
const STREAM = '/communities/{id}/join/stream';

function clientAs(userId: number) {
  return createApiClient({
    baseUrl: TEST_API_URL,
    fetch: (request) => {
      request.headers.set('Authorization', `Bearer ${mockTokenFor(userId)}`);
      return globalThis.fetch(request);
    },
  });
}

const sse = (text: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

/** Follows theo's pending request (seeded in Riverside) until decided or `stopAfter` waits. */
async function follow(stopAfter: number, userId: number = users.theo.id) {
  const controller = new AbortController();
  const waits: number[] = [];
  let decided = 0;
  await followJoinRequest({
    client: clientAs(userId),
    communityId: RIVERSIDE,
    signal: controller.signal,
    onDecided: () => (decided += 1),
    wait: async (ms) => {
      waits.push(ms);
      if (waits.length >= stopAfter) controller.abort();
    },
  });
  return { decided, waits };
}

describe('followJoinRequest', () => {
  it('keeps following a pending request, reconnecting after the server’s retry', async () => {
    expect(await follow(2)).toEqual({ decided: 0, waits: [3000, 3000] });
  });

  it('reports a decision pushed on the stream, and stops', async () => {
    let opened = 0;
    server.use(
      http.get(STREAM, ({ response }) => {
        opened += 1;
        return response.untyped(
          sse(
            'retry: 3000\n\nevent: ready\ndata: {}\n\nevent: decided\ndata: {"status":"approved"}\n\n',
          ),
        );
      }),
    );
    expect(await follow(5)).toEqual({ decided: 1, waits: [] });
    expect(opened).toBe(1);
  });

  it('reports a request that is no longer pending (404), and stops', async () => {
    expect(await follow(5, users.lena.id)).toEqual({ decided: 1, waits: [] });
  });

  it('reconnects at once after the token expired (closed), once in a row', async () => {
    server.use(
      http.get(STREAM, ({ response }) =>
        response.untyped(sse('event: closed\ndata: {"reason":"expired"}\n\n')),
      ),
    );
    expect(await follow(2)).toEqual({ decided: 0, waits: [3000, 3000] });
  });
});
