/**
 * The fakes against the contract (@wegrow/contract, the index the server routes with too):
 * (a) every operation of the document is answered by a handler, with a documented status and a
 *     body valid for it, even when called with no token, no body and arbitrary ids;
 * (b) every operation's seeded, authorised happy path (test/client-calls.ts, typed by `tsc`)
 *     answers a documented 2xx whose body validates against the document's schema.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src';
import { mockSessionFor, resetDb, users } from '../src/mocks';
import { server } from '../src/mocks/node';
import { clientCalls } from './client-calls';
import { operations as contractOperations, type OperationSpec } from '@wegrow/contract';
import { responseProblem } from '@wegrow/contract/validation';
import { TEST_BASE_URL, testSession } from './support/session';

const unhandled: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
});
beforeEach(() => {
  unhandled.length = 0;
  resetDb();
});
afterAll(() => server.close());

const label = (operation: OperationSpec) =>
  `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`;

/** A concrete URL for an operation: every path parameter set to a plausible value. */
function urlOf(operation: OperationSpec): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === 'kind' ? 'mantra' : '1',
  );
  return `${TEST_BASE_URL}${path}`;
}

function mediaTypeOf(response: Response): string {
  return response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? '';
}

function expectValidAnswer(operation: OperationSpec, response: Response, body: unknown) {
  const status = String(response.status);
  expect(operation.statuses, `${label(operation)} answered ${status}`).toContain(status);
  const mediaType = mediaTypeOf(response) || null;
  const empty = body === '' || body === undefined || body === null;
  expect(
    responseProblem(
      operation.operationId,
      response.status,
      empty ? null : mediaType,
      empty ? undefined : body,
    ),
    label(operation),
  ).toBeNull();
}

describe('(a) every operation of the contract has a fake', () => {
  it('covers the whole document', () => {
    expect(contractOperations.length).toBeGreaterThanOrEqual(111);
    expect(Object.keys(clientCalls).sort()).toEqual(
      contractOperations.map((operation) => operation.operationId).sort(),
    );
  });

  it.each(contractOperations.map((operation) => [label(operation), operation] as const))(
    '%s is handled, bare, with a documented answer',
    async (_, operation) => {
      const response = await fetch(urlOf(operation), { method: operation.method.toUpperCase() });
      expect(unhandled).toEqual([]);
      const text = await response.text();
      const body: unknown = mediaTypeOf(response) === 'application/json' ? JSON.parse(text) : text;
      expectValidAnswer(operation, response, body);
    },
  );
});

describe('(b) every fake answers its happy path as the contract says', () => {
  function clientAs(user: keyof typeof users | null): { api: ApiClient; seen: string[] } {
    const session = user ? testSession(mockSessionFor(users[user].id)) : undefined;
    const api = createApiClient({ baseUrl: TEST_BASE_URL, session });
    const seen: string[] = [];
    api.use({
      onRequest({ request, schemaPath }) {
        seen.push(`${request.method.toLowerCase()} ${schemaPath}`);
      },
    });
    return { api, seen };
  }

  it.each(contractOperations.map((operation) => [label(operation), operation] as const))(
    '%s',
    async (_, operation) => {
      const entry = clientCalls[operation.operationId as keyof typeof clientCalls];
      const { api, seen } = clientAs(entry.as);
      const { data, error, response } = await entry.call(api);

      expect(unhandled).toEqual([]);
      expect(seen).toEqual([`${operation.method} ${operation.path}`]);
      expect(error, `${label(operation)} failed: ${JSON.stringify(error)}`).toBeUndefined();
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      expectValidAnswer(operation, response, data);
      if (mediaTypeOf(response).startsWith('image/')) {
        expect(data).toBeInstanceOf(Blob);
        expect((data as Blob).size).toBeGreaterThan(0);
      }
    },
  );
});
