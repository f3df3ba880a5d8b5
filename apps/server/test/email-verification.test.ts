/**
 * E-mail verification (issue 30): a role comes from a configured address, and only an account that
 * opened the link mailed to that address holds it; an unverified account cannot post where others
 * read; sign-up answers alike for a new and a known address.
 */
import { Writable } from 'node:stream';
import { EMAIL_VERIFICATION_TEXTS, PLATFORM_DETAILS } from '@wegrow/contract/details';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { users } from '../src/platform/schema';
import { unheldRoles } from '../src/platform/roles';
import {
  call,
  createTestApp,
  login,
  newUser,
  PASSWORD,
  resetData,
  signup,
  solveCaptcha,
  type TestApp,
  testConfig,
  testDatabase,
  type TestUser,
  uniqueEmail,
} from './helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetData(t.app);
  t.mail.length = 0;
});

const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

const signUpRequest = async (email: string, password = PASSWORD) =>
  call(t.app, 'signup', {
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, recaptcha_token: await solveCaptcha(t.app) },
  });

/** Waits for the mail in flight, then the newest verification link sent to `email`. */
async function linkFor(email: string): Promise<URL> {
  await t.app.services.mailer.flush();
  const mail = t.mail.filter((m) => m.to === email && /VerifyEmail/.test(m.text)).at(-1);
  const found = mail && /https?:\/\/\S+\/VerifyEmail\?token=\S+/.exec(mail.text);
  if (!found) throw new Error(`no verification link for ${email}`);
  return new URL(found[0]);
}

const verify = (token: string | null) =>
  call(t.app, 'verifyEmail', {
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
  });

const openLinkOf = async (email: string) =>
  verify((await linkFor(email)).searchParams.get('token'));

const resend = (caller: TestUser | null) =>
  as(caller, 'resendVerificationEmail', { method: 'POST', url: '/api/auth/verify-email/resend' });

const me = (caller: TestUser) =>
  as(caller, 'getMyAccount', { method: 'GET', url: '/api/auth/account/me' });

/** Signs `email` up without opening the link, and logs in. */
async function unverifiedAccount(email = uniqueEmail('new')): Promise<TestUser> {
  const { id } = await signup(t.app, email, PASSWORD, { verified: false });
  const tokens = await login(t.app, email);
  return {
    id,
    email,
    verified: false,
    ...tokens,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
}

describe('roles need a verified address', () => {
  it('signing up with a role address gives no role until the link mailed to it is opened', async () => {
    const { blogOwnerEmail, forumAdminEmail, gardensAdminEmail, operatorEmails } = t.config;
    // The defaults: anyone could sign up with them.
    expect([blogOwnerEmail, forumAdminEmail, gardensAdminEmail]).toEqual([
      'owner@wegrow.local',
      'admin@wegrow.local',
      'gardens@wegrow.local',
    ]);
    expect(operatorEmails).toContain(forumAdminEmail);
    const owner = await unverifiedAccount(blogOwnerEmail);
    const admin = await unverifiedAccount(forumAdminEmail);
    const gardensAdmin = await unverifiedAccount(gardensAdminEmail);
    const host = await newUser(t.app, 'host');

    const post = () =>
      as(owner, 'createBlogPost', {
        method: 'POST',
        url: '/api/blog',
        payload: { title: 'Mine now', content: 'Claimed by signing up.' },
      });
    const run = () =>
      as(admin, 'runDreamMachine', { method: 'POST', url: '/api/we-dream/collective/run' });
    const garden = (
      await as(host, 'createGarden', {
        method: 'POST',
        url: '/api/gardens',
        payload: {
          type: 'Blitz',
          host_name: 'Maya Green',
          description: 'Garden Host Application',
          notes: 'Sunny backyard.',
          email: 'maya.private@example.org',
        },
      })
    ).json<{ id: number }>();
    const readGarden = () =>
      as(gardensAdmin, 'getGarden', { method: 'GET', url: `/api/gardens/${garden.id}` });
    const decide = () =>
      as(gardensAdmin, 'decideGarden', {
        method: 'PATCH',
        url: `/api/gardens/${garden.id}/status`,
        payload: { status: 'Approved' },
      });
    const forumAdmin = () => as(null, 'getForumAdmin', { method: 'GET', url: '/api/forum/admin' });
    const blogOwner = () => as(null, 'getBlogOwner', { method: 'GET', url: '/api/blog/owner' });

    expect((await post()).statusCode).toBe(403);
    expect((await run()).statusCode).toBe(403);
    expect((await decide()).statusCode).toBe(403);
    expect(JSON.stringify((await readGarden()).json())).not.toContain('maya.private@example.org');
    expect((await forumAdmin()).json()).toEqual({ id: null });
    expect((await blogOwner()).json()).toMatchObject({ id: null });
    expect((await me(owner)).json()).toMatchObject({ email_verified: false });

    for (const user of [owner, admin, gardensAdmin]) {
      const res = await openLinkOf(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.verified });
    }

    // The same access tokens hold the roles at once.
    expect((await me(owner)).json()).toMatchObject({ email_verified: true });
    expect((await post()).statusCode).toBe(201);
    expect((await run()).statusCode).toBe(200);
    expect((await readGarden()).json()).toMatchObject({ email: 'maya.private@example.org' });
    expect((await decide()).statusCode).toBe(200);
    expect((await forumAdmin()).json()).toEqual({ id: admin.id });
    expect((await blogOwner()).json()).toMatchObject({ id: owner.id });
  });

  it('lists the role addresses no verified account holds (the start log warns of each)', async () => {
    const { db } = t.app.services.database;
    const addresses = async () => (await unheldRoles(db, t.config)).map((role) => role.address);
    expect(await addresses()).toEqual(
      expect.arrayContaining(['owner@wegrow.local', 'admin@wegrow.local', 'gardens@wegrow.local']),
    );
    await unverifiedAccount(t.config.blogOwnerEmail);
    expect(await addresses()).toContain('owner@wegrow.local');
    await openLinkOf(t.config.blogOwnerEmail);
    expect(await addresses()).not.toContain('owner@wegrow.local');
  });

  it('warns in the start log about each role address that no verified account holds', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await testDatabase();
    const app = await buildApp({
      config: testConfig({ database: database.config, logLevel: 'warn' }),
      logger: { level: 'warn', stream },
    });
    try {
      const warnings = lines.join('');
      for (const variable of ['BLOG_OWNER_EMAIL', 'FORUM_ADMIN_EMAIL', 'GARDENS_ADMIN_EMAIL']) {
        expect(warnings).toContain(`${variable}: no verified account has`);
      }
      expect(warnings).toContain('OPERATOR_EMAILS: no verified account has admin@wegrow.local');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('the demo accounts are verified, so the demo roles work', async () => {
    const demo = await createTestApp({ config: { seedDemoData: true } });
    try {
      const tokens = await login(demo.app, demo.config.blogOwnerEmail, 'blog-owner-1');
      const res = await call(demo.app, 'createBlogPost', {
        method: 'POST',
        url: '/api/blog',
        headers: { authorization: `Bearer ${tokens.access_token}` },
        payload: { title: 'Demo', content: 'The demo owner posts.' },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await demo.close();
    }
  });
});

describe('the verification link', () => {
  it('is mailed on sign-up, points at the site, works once, and ends the other links', async () => {
    const user = await unverifiedAccount();
    const first = await linkFor(user.email);
    expect(`${first.origin}${first.pathname}`).toBe('https://wegrow.test/VerifyEmail');
    expect(await resend(user).then((r) => r.json())).toEqual({
      message: EMAIL_VERIFICATION_TEXTS.resent,
    });
    const second = await linkFor(user.email);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));

    expect((await verify(second.searchParams.get('token'))).statusCode).toBe(200);
    for (const used of [second, first]) {
      const again = await verify(used.searchParams.get('token'));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.linkInvalid });
    }
    // Only the hash is stored.
    const { db } = t.app.services.database;
    const rows = await db.execute(`select token_hash from email_verification_tokens`);
    expect(JSON.stringify(rows)).not.toContain(first.searchParams.get('token'));
  });

  it('expires after 24 hours', async () => {
    const user = await unverifiedAccount();
    const link = await linkFor(user.email);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    const res = await verify(link.searchParams.get('token'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.linkInvalid });
    expect(await t.app.services.auth.isVerified(user.id)).toBe(false);
  });

  it('refuses an unknown token', async () => {
    const res = await verify('evt_not-a-real-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.linkInvalid });
  });

  it('can be sent again at most 3 times an hour, not to a verified address, not anonymously', async () => {
    const user = await unverifiedAccount();
    for (let i = 0; i < 3; i++) expect((await resend(user)).statusCode).toBe(200);
    const limited = await resend(user);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.resendLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const done = await newUser(t.app, 'done');
    const already = await resend(done);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.alreadyVerified });
    expect((await resend(null)).statusCode).toBe(401);
  });
});

describe('sign-up', () => {
  it('answers a known address as a new one, makes no second account, and tells the owner', async () => {
    const email = uniqueEmail('taken');
    const fresh = await signUpRequest(email);
    const again = await signUpRequest(email.toUpperCase(), 'another-password-9');
    expect(fresh.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(fresh.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
    expect(again.json()).toEqual(fresh.json());

    const { db } = t.app.services.database;
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    await t.app.services.mailer.flush();
    const mails = t.mail.filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Verify your WeGrow e-mail address',
      'Someone tried to sign up with your address',
    ]);
    const attempt = mails[1]?.text ?? '';
    expect(attempt).toContain('https://wegrow.test/ForgotPassword');
    expect(attempt).not.toContain('VerifyEmail');
    // At most 3 such mails an hour to one address; the answer never changes.
    for (let i = 0; i < 4; i++) expect((await signUpRequest(email)).json()).toEqual(fresh.json());
    await t.app.services.mailer.flush();
    expect(t.mail.filter((m) => m.to === email)).toHaveLength(1 + 3);
    // The first password still works, the second does not.
    await expect(login(t.app, email)).resolves.toHaveProperty('access_token');
    await expect(login(t.app, email, 'another-password-9')).rejects.toThrow('401');
  });
});

describe('posting where others read', () => {
  it('is refused to an unverified account, private writes are not, and the link opens it', async () => {
    const admin = await newUser(t.app, 'admin');
    const user = await unverifiedAccount();
    const community = (
      await as(admin, 'createCommunity', {
        method: 'POST',
        url: '/api/communities/create',
        payload: { name: 'Verified Growers', description: 'Gardens.', visibility: 'public' },
      })
    ).json<{ id: number }>();
    expect(
      (
        await as(user, 'requestToJoinCommunity', {
          method: 'POST',
          url: `/api/communities/${community.id}/join`,
        })
      ).statusCode,
    ).toBeLessThan(300);
    const approved = await as(admin, 'decideCommunityJoinRequest', {
      method: 'POST',
      url: `/api/communities/${community.id}/members/${user.id}/approve?approve=true`,
    });
    expect(approved.statusCode).toBe(200);

    const thread = () =>
      as(user, 'createForumThread', {
        method: 'POST',
        url: '/api/forum/threads',
        payload: { text: 'Hello, everyone' },
      });
    const chat = () =>
      as(user, 'sendCommunityChatMessage', {
        method: 'POST',
        url: `/api/communities/${community.id}/chat`,
        payload: { content: 'Hello, neighbours' },
      });
    const createCommunity = () =>
      as(user, 'createCommunity', {
        method: 'POST',
        url: '/api/communities/create',
        payload: { name: 'Unverified Growers', description: 'Mine.', visibility: 'public' },
      });
    for (const attempt of [thread, chat, createCommunity]) {
      const res = await attempt();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PLATFORM_DETAILS.emailNotVerified });
    }
    const journal = await as(user, 'createJournalEntry', {
      method: 'POST',
      url: '/api/journal',
      payload: { title: 'Private', content: 'Only mine.' },
    });
    expect(journal.statusCode).toBe(201);

    expect((await openLinkOf(user.email)).statusCode).toBe(200);
    expect((await thread()).statusCode).toBe(201);
    expect((await chat()).statusCode).toBe(201);
  });
});
