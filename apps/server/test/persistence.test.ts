import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEMO_BLOG_POST, DEMO_COMMUNITY, DEMO_DREAMS, DEMO_PROJECT, demoUsers } from '../src/seed';
import { call, fakeClock, login, newUser, PASSWORD, testConfig, testDatabase } from './helpers/app';

/**
 * Restarts on the same data: the embedded PGlite database in DATA_DIR (or, when DATABASE_URL is
 * set, one PostgreSQL database of this file).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'wegrow-persist-'));
const db = await testDatabase();
const database =
  db.config.kind === 'pglite'
    ? { kind: 'pglite' as const, dir: join(dataDir, 'pglite') }
    : db.config;
const config = (overrides: Parameters<typeof testConfig>[0] = {}) =>
  testConfig({ database, dataDir, ...overrides });

afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps accounts, sessions and the generated secret across a restart', async () => {
    const clock = fakeClock();
    const first = await buildApp({ config: config(), clock, logger: false });
    const user = await newUser(first, 'persist');
    await first.close();
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.trim().length).toBeGreaterThanOrEqual(32);

    const second = await buildApp({ config: config(), clock, logger: false });
    try {
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
      // The access token from before the restart is still valid (same secret)…
      const me = await call(second, 'getMyAccount', {
        method: 'GET',
        url: '/api/auth/account/me',
        headers: user.auth,
      });
      expect(me.statusCode).toBe(200);
      // …and the account can log in.
      const tokens = await login(second, user.email, PASSWORD);
      expect(tokens.access_token).toBeTruthy();
    } finally {
      await second.close();
    }
    if (database.kind === 'pglite')
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('loads the demo data once, into an empty database only, and never without SEED_DEMO_DATA', async () => {
    // The database already has the user from the test above: no demo data.
    const notEmpty = await buildApp({ config: config({ seedDemoData: true }), logger: false });
    try {
      const users = await notEmpty.services.database.db.query.users.findMany();
      expect(users.some((u) => u.email === 'demo@wegrow.local')).toBe(false);
    } finally {
      await notEmpty.close();
    }

    const fresh = await testDatabase();
    // No job worker: within 15 minutes after midnight UTC the nightly blend would run at start
    // and the collective dream would no longer be the demo's "no run yet".
    const seedConfig = testConfig({
      database: fresh.config,
      seedDemoData: true,
      jobsWorker: false,
    });
    const seeded = await buildApp({ config: seedConfig, logger: false });
    try {
      for (const demo of demoUsers(seedConfig)) {
        const tokens = await login(seeded, demo.email, demo.password);
        expect(tokens.access_token, demo.email).toBeTruthy();
      }
      const demo = demoUsers(seedConfig)[0];
      if (!demo) throw new Error('no demo user');
      const tokens = await login(seeded, demo.email, demo.password);
      const me = await call(seeded, 'getMyAccount', {
        method: 'GET',
        url: '/api/auth/account/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.json()).toMatchObject({ email: 'demo@wegrow.local', username: 'demo' });
      const inbox = await call(seeded, 'listInboxMessages', {
        method: 'GET',
        url: `/api/inbox/${me.json<{ id: number }>().id}`,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      const messages = inbox.json<{ read: boolean }[]>();
      expect(messages.length).toBeGreaterThanOrEqual(2);
      expect(messages.filter((m) => !m.read)).toHaveLength(1);
      const projects = await call(seeded, 'listProjects', {
        method: 'GET',
        url: '/api/projects',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(projects.json()).toMatchObject([
        { name: DEMO_PROJECT.name, links: DEMO_PROJECT.links, tasks: [{}, {}, { content: '' }] },
      ]);
      const posts = await call(seeded, 'listBlogPosts', { method: 'GET', url: '/api/blog' });
      expect(posts.json()).toMatchObject([{ title: DEMO_BLOG_POST.title }]);
      const owner = await call(seeded, 'getBlogOwner', { method: 'GET', url: '/api/blog/owner' });
      expect(owner.json()).toMatchObject({ name: 'blog_owner' });

      // Dreams for demo and sam, and no Dream Machine run yet (the demo and e2e show "0 dreams").
      const dream = await call(seeded, 'getMyDream', {
        method: 'GET',
        url: '/api/we-dream/active',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(dream.json()).toEqual({ exists: true, ...DEMO_DREAMS.demo });
      const collective = await call(seeded, 'getCollectiveDream', {
        method: 'GET',
        url: '/api/we-dream/collective',
      });
      expect(collective.json()).toMatchObject({ count: 0, updated_at: null });
      // Three gardens: Sam's approved blitz (an approved anonymous helper, the demo member's
      // pending request), Jo's anonymous sign-up and the demo member's garden, both pending.
      const gardens = await call(seeded, 'listGardens', { method: 'GET', url: '/api/gardens' });
      const listed = gardens.json<{ id: number; host_name: string; status: string }[]>();
      expect(listed.map(({ host_name, status }) => [host_name, status])).toEqual([
        ['Demo', 'Pending'],
        ['Jo', 'Pending'],
        ['Sam', 'Approved'],
      ]);
      const requests = await call(seeded, 'listVolunteerRequests', {
        method: 'GET',
        url: `/api/volunteers/requests/${listed[2]?.id ?? 0}`,
      });
      expect(requests.json()).toMatchObject([
        { volunteer_name: 'Lee', status: 'Approved' },
        { volunteer_name: 'Demo', status: 'Pending' },
      ]);
      const programme = await call(seeded, 'getGardenProgramme', {
        method: 'GET',
        url: '/api/gardens/programme',
      });
      expect(programme.json()).toMatchObject({ town: 'Riverton', admin: { name: 'garden_admin' } });
      // The demo community: demo's, sam a member, a goal with tasks, chat, a resource, an event.
      const auth = { authorization: `Bearer ${tokens.access_token}` };
      const communities = await call(seeded, 'listCommunities', {
        method: 'GET',
        url: '/api/communities/list',
        headers: auth,
      });
      expect(communities.json()).toMatchObject([
        { name: DEMO_COMMUNITY.name, member_count: 2, my_role: 'creator' },
      ]);
      const communityId = communities.json<{ id: number }[]>()[0]?.id ?? 0;
      const read = (operationId: string, path: string) =>
        call(seeded, operationId, {
          method: 'GET',
          url: `/api/communities/${communityId}${path}`,
          headers: auth,
        });
      expect((await read('getCommunity', '')).json()).toMatchObject({
        members: [{ user: { username: 'demo' } }, { user: { username: 'sam' } }],
        join_requests: [],
      });
      expect((await read('listCommunityGoals', '/projects')).json()).toMatchObject([
        {
          title: DEMO_COMMUNITY.goal.title,
          tasks: [
            { completed: true, completed_by: { username: 'sam' } },
            { completed: false, assigned_to: { username: 'demo' } },
            { completed: false, assigned_to: null },
          ],
        },
      ]);
      expect((await read('listCommunityChatMessages', '/chat')).json()).toHaveLength(3);
      expect((await read('listCommunityResources', '/resources')).json()).toMatchObject([
        { href: `https://${DEMO_COMMUNITY.resource.url}` },
      ]);
      const [event] = (await read('listCommunityEvents', '/events')).json<{ date: string }[]>();
      expect(event?.date.localeCompare(new Date().toISOString().slice(0, 10))).toBe(1);

      // A broken database gives 503 on /api/health and a bare 500 { detail } elsewhere.
      await seeded.services.database.close();
      const health = await call(seeded, 'getHealth', { method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ detail: 'Database unavailable' });
      const broken = await seeded.inject({
        method: 'GET',
        url: '/api/auth/account/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(broken.statusCode).toBe(500);
      expect(broken.json()).toEqual({ detail: 'Internal server error' });
    } finally {
      await seeded.close().catch(() => undefined);
      await fresh.drop();
      rmSync(seedConfig.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
