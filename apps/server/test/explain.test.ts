/**
 * The queries behind the main reads use indexes (PostgreSQL only: runs when DATABASE_URL is set).
 * Each read is called through the API while every statement the server sends is recorded; each
 * recorded SELECT is then EXPLAINed with its own parameters and sequential scans priced out
 * (`enable_seqscan = off`, so the plan shows whether an index *can* serve it whatever the table's
 * size): no plan may still scan a table sequentially.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

interface Recorded {
  text: string;
  values: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode): string[] {
  const here = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return here.concat(...(node.Plans ?? []).map(seqScans));
}

describe.skipIf(!process.env.DATABASE_URL)('the main reads use indexes (PostgreSQL)', () => {
  let t: TestApp;
  let user: TestUser;
  let explainer: pg.Client;
  let communityId = 0;
  let threadId = 0;
  let goalId = 0;
  let gardenId = 0;
  let projectId = 0;
  const recorded: Recorded[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await newUser(t.app, 'explain');
    const post = async (url: string, payload: unknown) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: user.auth,
        payload: payload as object,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: number };
    };
    await post('/api/journal', { title: 'Morning', content: 'Sun on the beans.' });
    communityId = (await post('/api/communities/create', { name: 'Riverside' })).id;
    await post(`/api/communities/${communityId}/chat`, { content: 'Hello' });
    goalId = (await post(`/api/communities/${communityId}/projects`, { title: 'Pond' })).id;
    await post(`/api/communities/projects/${goalId}/tasks`, { content: 'Dig' });
    gardenId = (
      await post('/api/gardens', {
        type: 'Blitz',
        host_name: 'Explain Host',
        description: 'Garden Host Application',
        notes: 'Sunny.',
        email: 'host@example.org',
      })
    ).id;
    threadId = (await post('/api/forum/threads', { text: 'Best tomatoes?' })).id;
    await post('/api/forum/comments', { thread_id: threadId, text: 'San Marzano.' });
    projectId = (await post('/api/projects', { name: 'Pond' })).id;
    await post(`/api/projects/${projectId}/tasks`, { content: 'Dig' });
    await post('/api/grocery-list/grocery-list/item', { name: 'Oats' });
    await post('/api/meal-planning/categories', { categories: ['Breakfast'], type: 'recipe' });
    await post('/api/meal-planning/food-inventory', {
      items: [{ name: 'Oats', quantity: 1, desiredQuantity: 2 }],
    });
    await post('/api/meal-planning/recipes', {
      name: 'Porridge',
      ingredients: ['1 cup oats'],
      instructions: 'Simmer.',
      category: 'Breakfast',
    });

    if (t.config.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
    explainer = new pg.Client({ connectionString: t.config.database.url });
    await explainer.connect();
    await explainer.query('set enable_seqscan = off');

    // Every statement the server sends through node-postgres.
    const original = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const [first, second] = args;
      if (this !== explainer) {
        const config =
          first && typeof first === 'object' ? (first as { text?: unknown; values?: unknown }) : {};
        const text = typeof first === 'string' ? first : config.text;
        const values = Array.isArray(second)
          ? second
          : Array.isArray(config.values)
            ? config.values
            : [];
        if (typeof text === 'string') recorded.push({ text, values });
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args) as never;
    });
  }, 120_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await explainer?.end();
    await t?.close();
  });

  const READS = [
    ['GET /journal', () => '/api/journal'],
    ['GET /journal?before', () => '/api/journal?limit=10&before=1'],
    ['GET /blog', () => '/api/blog'],
    ['GET /forum/threads', () => '/api/forum/threads'],
    ['GET /forum/threads?before', () => `/api/forum/threads?limit=10&before=${threadId}`],
    ['GET /blog?before', () => '/api/blog?limit=10&before=1'],
    ['GET /gardens?before', () => '/api/gardens?limit=10&before=1'],
    ['GET /forum/threads/{id}/comments', () => `/api/forum/threads/${threadId}/comments`],
    ['GET /communities/{id}/chat', () => `/api/communities/${communityId}/chat`],
    ['GET /communities/list', () => '/api/communities/list'],
    ['GET /communities/list?membership=mine', () => '/api/communities/list?membership=mine'],
    [
      'GET /communities/list?membership=others&after',
      () => `/api/communities/list?membership=others&limit=10&after=${communityId}`,
    ],
    ['GET /communities/{id}', () => `/api/communities/${communityId}`],
    ['GET /communities/{id}/full-members', () => `/api/communities/${communityId}/full-members`],
    ['GET /communities/{id}/join-requests', () => `/api/communities/${communityId}/join-requests`],
    ['GET /communities/{id}/projects', () => `/api/communities/${communityId}/projects`],
    ['GET /communities/projects/{id}/tasks', () => `/api/communities/projects/${goalId}/tasks`],
    ['GET /communities/{id}/resources', () => `/api/communities/${communityId}/resources`],
    ['GET /communities/{id}/events', () => `/api/communities/${communityId}/events`],
    ['GET /volunteers/requests/{gardenId}', () => `/api/volunteers/requests/${gardenId}`],
    ['GET /lyra/dreams', () => '/api/lyra/dreams'],
    ['GET /projects', () => '/api/projects'],
    ['GET /projects/{id}', () => `/api/projects/${projectId}`],
    ['GET /grocery-list', () => '/api/grocery-list/grocery-list'],
    ['GET /meal-planning/categories', () => '/api/meal-planning/categories'],
    ['GET /meal-planning/food-inventory', () => '/api/meal-planning/food-inventory'],
    ['GET /meal-planning/recipes', () => '/api/meal-planning/recipes'],
    ['GET /meal-planning/recipes?category', () => '/api/meal-planning/recipes?category=Breakfast'],
    ['GET /inbox/{userId}', () => `/api/inbox/${user.id}`],
    ['GET /inbox/{userId}?before', () => `/api/inbox/${user.id}?limit=10&before=1`],
    ['GET /inbox/unread/{userId}', () => `/api/inbox/unread/${user.id}`],
    ['GET /auth/account/me', () => '/api/auth/account/me'],
  ] as const;

  it.each(READS)('%s', async (_name, url) => {
    recorded.length = 0;
    const res = await t.app.inject({ method: 'GET', url: url(), headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    const selects = recorded.filter((query) => /^\s*select\b/i.test(query.text));
    expect(selects.length).toBeGreaterThan(0);
    for (const query of selects) {
      const { rows } = await explainer.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${query.text}`,
        query.values,
      );
      const plan = rows[0]?.['QUERY PLAN'][0]?.Plan;
      expect(plan).toBeDefined();
      if (plan) expect(seqScans(plan), query.text).toEqual([]);
    }
  });
});
