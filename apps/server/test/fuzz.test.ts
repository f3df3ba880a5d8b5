/**
 * The contract fuzz: every operation of openapi.yaml called with seeded hostile requests derived from
 * its schemas (helpers/fuzz.ts) by a signed-in user, and the operations that require a bearer token
 * also without one and with a forged one. Whatever arrives, the server never answers 5xx (a 502/503
 * only where the operation documents it: an outside service it depends on is down), every 4xx is a
 * JSON `{detail}` with a string detail, no operation answers 2xx without the auth it declares, and no
 * answer carries a stack frame, a file path or SQL text.
 *
 * FUZZ_SEED=<n> replays another seed (the seed is printed); FUZZ_CALLS=<n> sets the calls per
 * operation.
 */
import type { AddressInfo } from 'node:net';
import { operations, type OperationSpec } from '@wegrow/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';
import { type FuzzCall, hostileCalls, idsIn, isStream, LEAK, seededRandom } from './helpers/fuzz';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const CALLS = Number(process.env.FUZZ_CALLS ?? 40);
/** Calls of each changing operation also sent six at once. */
const RACES = 3;

let t: TestApp;
let user: TestUser;
let baseUrl: string;

beforeAll(async () => {
  // An outside service that is down (a closed port): the bills and recipe imports fail as documented.
  t = await createTestApp({ config: { billsSourceUrl: 'http://127.0.0.1:9' } });
  user = await newUser(t.app, 'fuzz');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  console.info(`contract fuzz: seed ${SEED}, ${CALLS} calls per operation (FUZZ_SEED to replay)`);
}, 120_000);
afterAll(() => t.close());

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

const fromInject = (res: LightMyRequestResponse): Answer => ({
  status: res.statusCode,
  contentType: String(res.headers['content-type'] ?? ''),
  body: res.body,
});

/** Sends a call: injected, or over HTTP for a stream (closed once its head has arrived). */
async function send(operation: OperationSpec, call: FuzzCall, auth?: string): Promise<Answer> {
  const headers = { ...call.headers, ...(auth ? { authorization: auth } : {}) };
  if (!isStream(operation))
    return fromInject(
      await t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers,
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      }),
    );
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}${call.url}`, {
    method: call.method,
    headers,
    signal: abort.signal,
  });
  const contentType = res.headers.get('content-type') ?? '';
  const body = contentType.startsWith('text/event-stream') ? '' : await res.text();
  abort.abort();
  return { status: res.status, contentType, body };
}

/** What an answer must never be; the problem in words, or null. */
function problemOf(operation: OperationSpec, answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) {
    const documented = operation.statuses.includes(String(status)) && status !== 500;
    if (!documented) return `answered ${status}`;
  }
  if (status >= 400) {
    if (!answer.contentType.startsWith('application/json')) return `a ${status} without JSON`;
    let detail: unknown;
    try {
      detail = (JSON.parse(answer.body) as { detail?: unknown }).detail;
    } catch {
      return `a ${status} whose body is not JSON`;
    }
    if (typeof detail !== 'string' || detail.trim() === '')
      return `a ${status} without a string detail`;
    // A sentence with a hole in it ("Send .", "must be  or ").
    if (/\s[.,]|\s{2}|undefined|\[object/.test(detail))
      return `a ${status} whose detail reads oddly: ${detail.slice(0, 200)}`;
  }
  // The health answer names the database by design (the contract's `Health.database`, e.g.
  // "pglite"): that one documented value is not a leak; anything else in it still is.
  const body =
    operation.operationId === 'getHealth'
      ? answer.body.replace(/"database":"(?:embedded-postgres|pglite|postgres)"/, '')
      : answer.body;
  if (LEAK.test(body)) return `an answer that gives the insides away: ${answer.body.slice(0, 300)}`;
  return null;
}

/** A token that is invalidated by some calls (log out everywhere, delete the account…) is renewed. */
async function freshUser(): Promise<void> {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/account/me', headers: user.auth });
  if (me.statusCode !== 200) user = await newUser(t.app, 'fuzz');
}

/** Ids the server has answered with (the fuzz's own entries, communities, threads…). */
const known = new Set<number>();
function learn(answer: Answer): void {
  if (answer.status >= 300 || !answer.contentType.startsWith('application/json')) return;
  try {
    idsIn(JSON.parse(answer.body), known);
  } catch {
    // Not JSON after all: nothing to learn.
  }
}

const FORGED = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiZXhwIjo0MTAyNDQ0ODAwfQ.'; /* alg none */

describe(`the contract fuzz (seed ${SEED})`, () => {
  it('covers every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s holds under hostile input',
    async (_id, operation) => {
      // One stream of numbers per operation: a new operation does not change the others' calls.
      const random = seededRandom(SEED ^ hash(operation.operationId));
      const calls = hostileCalls(operation, random, CALLS, [...known].slice(-50));
      const problems: string[] = [];
      await freshUser();
      for (const call of calls) {
        const answer = await send(operation, call, user.auth.authorization);
        learn(answer);
        const problem = problemOf(operation, answer);
        if (problem)
          problems.push(`${call.method} ${call.url.slice(0, 120)} (${call.what}): ${problem}`);
      }
      // The same calls at once (races: two creates of one unique name, a delete twice…).
      if (operation.method !== 'get' && !isStream(operation))
        for (const call of calls.slice(0, RACES)) {
          const answers = await Promise.all(
            Array.from({ length: 6 }, () => send(operation, call, user.auth.authorization)),
          );
          for (const answer of answers) {
            const problem = problemOf(operation, answer);
            if (problem)
              problems.push(
                `${call.method} ${call.url.slice(0, 120)} (${call.what}, 6 at once): ${problem}`,
              );
          }
        }
      if (operation.security === 'required') {
        // The auth it declares: without a token, with a forged or a garbage one, never 2xx.
        for (const [label, auth] of [
          ['no token', undefined],
          ['a forged token', FORGED],
          ['a garbage token', `Bearer ${'x'.repeat(5_000)}`],
          ['another scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
        ] as const)
          for (const call of calls.slice(0, 3)) {
            const answer = await send(operation, call, auth);
            if (answer.status < 300)
              problems.push(
                `${call.method} ${call.url.slice(0, 120)} with ${label}: ${answer.status}`,
              );
            const problem = problemOf(operation, answer);
            if (problem)
              problems.push(`${call.method} ${call.url.slice(0, 120)} with ${label}: ${problem}`);
          }
      }
      expect(problems, `seed ${SEED}`).toEqual([]);
    },
  );
});

function hash(text: string): number {
  let h = 2_166_136_261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619);
  return h >>> 0;
}
