/**
 * The typed operations (src/platform/operations.ts) and the domain registry (src/platform/domain.ts).
 * The `@ts-expect-error` lines are part of the test: `pnpm --filter @wegrow/server typecheck` fails
 * when one of them stops being an error (a misspelled operationId, a wrong answer, a caller that
 * may be null, a field the contract does not have).
 */
import type { components } from '@wegrow/api/schema';
import { describe, expect, it } from 'vitest';
import { domains } from '../src/domains';
import {
  createDomains,
  defineDomain,
  type Domain,
  type PlatformDeps,
} from '../src/platform/domain';
import { answer, defineOperations } from '../src/platform/operations';

type InboxMessage = components['schemas']['InboxMessage'];
const message: InboxMessage = {
  id: 1,
  read: false,
  timestamp: new Date(0).toISOString(),
  sender: { kind: 'system', name: 'WeGrow' },
  subject: 'Hello',
  content: 'hi',
};

describe('defineOperations', () => {
  it('types params, body, caller and answer from the contract', () => {
    const operations = defineOperations({
      listInboxMessages: {
        auth: 'required',
        async handler({ user, params }) {
          const own: number = user.id;
          const userId: number = params.userId;
          // @ts-expect-error: listInboxMessages has no such path parameter
          void params.messageId;
          return own === userId ? [message] : [];
        },
      },
      sendInboxMessage: {
        auth: 'required',
        async handler({ body }) {
          const content: string = body.content;
          // @ts-expect-error: SendInboxMessageRequest has no such field
          void body.subject;
          return answer(201, { ...message, content });
        },
      },
      getUserAvatar: {
        auth: 'none',
        async handler({ user }) {
          // @ts-expect-error: a public operation has no caller
          void user.id;
          return Buffer.from('');
        },
      },
    });
    expect([...operations.keys()]).toEqual([
      'listInboxMessages',
      'sendInboxMessage',
      'getUserAvatar',
    ]);
  });

  it('refuses, at compile time, an answer the contract does not document', () => {
    defineOperations({
      sendInboxMessage: {
        auth: 'required',
        // @ts-expect-error: sendInboxMessage answers 201, not 200
        async handler() {
          return answer(200, message);
        },
      },
      markInboxMessageRead: {
        auth: 'required',
        // @ts-expect-error: the 200 body is an InboxMessage, not a list
        async handler() {
          return [message];
        },
      },
    });
  });

  it('refuses an operationId the contract does not have (tsc and at run time)', () => {
    expect(() =>
      defineOperations({
        // @ts-expect-error: misspelled operationId
        listInboxMesages: { auth: 'required', handler: async () => [] },
      }),
    ).toThrow('The contract has no operation "listInboxMesages".');
  });

  it("refuses an auth that is not the contract's security", () => {
    expect(() =>
      defineOperations({ getMyAccount: { auth: 'none', handler: async () => ({ ...profile }) } }),
    ).toThrow(
      'getMyAccount: the contract\'s security is "required", the implementation says auth: "none".',
    );
  });
});

const profile = {
  id: 1,
  email: 'a@example.org',
  email_verified: true,
  username: null,
  bio: null,
  profile_pic: null,
};

describe('createDomains', () => {
  // The domains below never touch their dependencies.
  const platform = {} as PlatformDeps;

  it('creates a used domain first and hands out its service', () => {
    const order: string[] = [];
    const low = defineDomain({
      name: 'low',
      tables: {},
      create: () => {
        order.push('low');
        return { service: { ping: () => 'pong' }, operations: new Map() };
      },
    });
    const high = defineDomain({
      name: 'high',
      tables: {},
      create: ({ serviceOf }) => {
        const pong = serviceOf(low).ping();
        order.push('high');
        return { service: { answer: pong }, operations: new Map() };
      },
    });
    const { services } = createDomains([high, low], platform);
    expect(order).toEqual(['low', 'high']);
    expect(services.high.answer).toBe('pong');
    expect(services.low.ping()).toBe('pong');
  });

  it('refuses a cycle, a domain missing from the list and a name used twice', () => {
    const a: Domain<'a'> = defineDomain({
      name: 'a',
      tables: {},
      create: ({ serviceOf }) => ({ service: serviceOf(b), operations: new Map() }),
    });
    const b: Domain<'b'> = defineDomain({
      name: 'b',
      tables: {},
      create: ({ serviceOf }) => ({ service: serviceOf(a), operations: new Map() }),
    });
    expect(() => createDomains([a, b], platform)).toThrow(
      'Domains depend on each other: a → b → a.',
    );
    expect(() => createDomains([a], platform)).toThrow(
      'a uses b, which is not in src/domains/index.ts.',
    );
    const twin = defineDomain({
      name: 'a',
      tables: {},
      create: () => ({ service: null, operations: new Map() }),
    });
    expect(() => createDomains([a, twin], platform)).toThrow('Two domains are named "a".');
  });

  it("lists each domain of the server once, with its tables (We Learn stores nothing; the week plan keeps its entries in meal planning's schema, beside the recipes they name)", () => {
    const names = domains.map((domain) => domain.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['inbox', 'account', 'auth']));
    const withoutTables = domains.filter((domain) => Object.keys(domain.tables).length === 0);
    expect(withoutTables.map((domain) => domain.name)).toEqual(['weekPlan', 'weLearn']);
    const mealPlanning = domains.find((domain) => domain.name === 'mealPlanning');
    expect(Object.keys(mealPlanning?.tables ?? {})).toContain('weekPlanEntries');
  });
});
