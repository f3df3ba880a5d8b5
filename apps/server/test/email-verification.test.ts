/**
 * E-mail verification (issue 30): a role comes from a configured address, and only an account that
 * opened the link mailed to that address holds it; an unverified account cannot post where others
 * read; sign-up answers alike for a new and a known address. Issue 41: whoever follows the link
 * ends up the only holder of the account (account pre-hijacking), and an address gets a bounded
 * number of mails.
 */
import { Writable } from 'node:stream';
import { EMAIL_VERIFICATION_TEXTS, PLATFORM_DETAILS } from '@wegrow/contract/details';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { blogComments, blogPosts } from '../src/domains/blog/schema';
import { users } from '../src/platform/schema';
import { unheldRoles } from '../src/platform/roles';
import {
  call,
  createTestApp,
  login,
  loginForm,
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

/** Waits for the mail in flight, then every verification link sent to `email`, oldest first. */
async function linksFor(email: string): Promise<URL[]> {
  await t.app.services.mailer.flush();
  return t.mail
    .filter((m) => m.to === email)
    .flatMap((m) => /https?:\/\/\S+\/VerifyEmail\?token=\S+/.exec(m.text) ?? [])
    .map((link) => new URL(link));
}

/** Waits for the mail in flight, then the newest verification link sent to `email`. */
async function linkFor(email: string): Promise<URL> {
  const found = (await linksFor(email)).at(-1);
  if (!found) throw new Error(`no verification link for ${email}`);
  return found;
}

/** The subjects of the mails sent to `email` so far (after the mail in flight). */
async function subjectsTo(email: string): Promise<string[]> {
  await t.app.services.mailer.flush();
  return t.mail.filter((m) => m.to === email).map((m) => m.subject);
}

const VERIFY_SUBJECT = 'Verify your WeGrow e-mail address';
const ATTEMPT_SUBJECT = 'Someone tried to sign up with your address';

/** Another password than `PASSWORD` (the owner's own, in the pre-hijack tests). */
const OWN_PASSWORD = 'owners-own-password-7';

/**
 * `POST /auth/verify-email` as the site's screen sends it: with `as`, signed in (the bearer token);
 * else with `password`, the one the follower chooses.
 */
const verify = (
  token: string | null,
  { password, as: caller }: { password?: string; as?: TestUser } = {},
) =>
  call(t.app, 'verifyEmail', {
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: caller?.auth ?? {},
    payload: { token, ...(password === undefined ? {} : { password }) },
  });

/** Opens the newest link mailed to `email`: signed in as `as`, else choosing `password`. */
const openLinkOf = async (
  email: string,
  options: { password?: string; as?: TestUser } = { password: PASSWORD },
) => verify((await linkFor(email)).searchParams.get('token'), options);

/** Trades the user's refresh token for a new pair, as the site's client does after a 401. */
async function refreshed(user: TestUser): Promise<TestUser> {
  const res = await call(t.app, 'refreshToken', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: user.refresh_token },
  });
  expect(res.statusCode).toBe(200);
  const tokens = res.json<{ access_token: string; refresh_token: string }>();
  return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}

const refresh = (user: TestUser) =>
  call(t.app, 'refreshToken', {
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token: user.refresh_token },
  });

/** The login answer's status for `email` and `password` (200 or 401). */
const loginStatus = async (email: string, password: string) =>
  (await call(t.app, 'login', await loginForm(t.app, email, password))).statusCode;

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
    let owner = await unverifiedAccount(blogOwnerEmail);
    let admin = await unverifiedAccount(forumAdminEmail);
    let gardensAdmin = await unverifiedAccount(gardensAdminEmail);
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

    // Each opens the link signed in (no password needed: they proved it by logging in).
    for (const user of [owner, admin, gardensAdmin]) {
      const res = await openLinkOf(user.email, { as: user });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.verified });
    }

    // Every access token issued before ends; the caller's login refreshes, and holds the roles.
    expect((await me(owner)).json()).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
    owner = await refreshed(owner);
    admin = await refreshed(admin);
    gardensAdmin = await refreshed(gardensAdmin);
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

    expect((await verify(second.searchParams.get('token'), { as: user })).statusCode).toBe(200);
    for (const used of [second, first]) {
      const again = await verify(used.searchParams.get('token'), { password: OWN_PASSWORD });
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
    const res = await verify(link.searchParams.get('token'), { password: OWN_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.linkInvalid });
    expect(await t.app.services.auth.isVerified(user.id)).toBe(false);
  });

  it('refuses an unknown token', async () => {
    const res = await verify('evt_not-a-real-token', { password: OWN_PASSWORD });
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
  it('answers a known address as a new one, makes no second account, and tells a verified owner', async () => {
    const email = uniqueEmail('taken');
    const fresh = await signUpRequest(email);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
    expect((await openLinkOf(email)).statusCode).toBe(200);
    const again = await signUpRequest(email.toUpperCase(), 'another-password-9');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(fresh.json());

    const { db } = t.app.services.database;
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(await subjectsTo(email)).toEqual([VERIFY_SUBJECT, ATTEMPT_SUBJECT]);
    const attempt = t.mail.filter((m) => m.to === email)[1]?.text ?? '';
    expect(attempt).toContain('https://wegrow.test/ForgotPassword');
    expect(attempt).not.toContain('VerifyEmail');
    // The first password still works, the second does not.
    await expect(login(t.app, email)).resolves.toHaveProperty('access_token');
    await expect(login(t.app, email, 'another-password-9')).rejects.toThrow('401');
  });

  it('mails a new link to an address nobody verified, its password unchanged until the link is followed', async () => {
    const email = uniqueEmail('unclaimed');
    await signUpRequest(email);
    const again = await signUpRequest(email, OWN_PASSWORD);
    expect(again.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
    expect(await subjectsTo(email)).toEqual([VERIFY_SUBJECT, VERIFY_SUBJECT]);
    const [first, second] = await linksFor(email);
    expect(second?.searchParams.get('token')).not.toBe(first?.searchParams.get('token'));
    expect(await loginStatus(email, PASSWORD)).toBe(200);
    expect(await loginStatus(email, OWN_PASSWORD)).toBe(401);
  });

  it('sends an address at most 4 mails an hour, from sign-up and resend together', async () => {
    const email = uniqueEmail('flooded');
    await signUpRequest(email); // 1: the first link
    await signUpRequest(email); // 2: a new link (nobody verified the address)
    const holder = await login(t.app, email);
    const asHolder = {
      id: 0,
      email,
      verified: false,
      ...holder,
      auth: { authorization: `Bearer ${holder.access_token}` },
    };
    expect((await resend(asHolder)).statusCode).toBe(200); // 3
    expect((await resend(asHolder)).statusCode).toBe(200); // 4
    // The account's own limit (3 resends an hour) is not reached; the address's is.
    const limited = await resend(asHolder);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.resendLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++)
      expect((await signUpRequest(email)).json()).toEqual({
        message: EMAIL_VERIFICATION_TEXTS.signupAccepted,
      });
    expect(await subjectsTo(email)).toEqual(Array(4).fill(VERIFY_SUBJECT));

    // A verified address's "someone tried" mails count alike.
    const owner = await newUser(t.app, 'owner');
    for (let i = 0; i < 5; i++) await signUpRequest(owner.email);
    expect(await subjectsTo(owner.email)).toEqual([
      VERIFY_SUBJECT,
      ...Array(3).fill(ATTEMPT_SUBJECT),
    ]);

    // The next hour, mail leaves again.
    t.clock.advance(60 * 60_000 + 1000);
    await signUpRequest(email);
    expect(await subjectsTo(email)).toHaveLength(5);
  });
});

describe('whoever follows the link is the only holder of the account (pre-hijacking)', () => {
  it('the issue 41 sequence: the owner sets a password, the attacker’s sessions and password end', async () => {
    const address = t.config.blogOwnerEmail;
    const attackersPassword = 'attackers-password-1';
    // The attacker signs up with the owner's address and their own password, and logs in.
    expect((await signUpRequest(address, attackersPassword)).statusCode).toBe(201);
    const attacker = await login(t.app, address, attackersPassword);
    const attackerAuth = { authorization: `Bearer ${attacker.access_token}` };

    // The owner signs up: "check your e-mail" (no "someone tried": nobody verified the address).
    const owner = await signUpRequest(address, OWN_PASSWORD);
    expect(owner.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
    expect(await subjectsTo(address)).toEqual([VERIFY_SUBJECT, VERIFY_SUBJECT]);

    // The owner opens the first link (mailed at the attacker's sign-up) with no session, and
    // chooses a password.
    const [first] = await linksFor(address);
    const opened = await verify(first?.searchParams.get('token') ?? null, {
      password: OWN_PASSWORD,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: EMAIL_VERIFICATION_TEXTS.verified });

    // The attacker's access token no longer posts on the blog, nor reads anything.
    const post = await call(t.app, 'createBlogPost', {
      method: 'POST',
      url: '/api/blog',
      headers: attackerAuth,
      payload: { title: 'Mine now', content: 'Claimed by signing up first.' },
    });
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
    // Their refresh token is refused, and so is their password.
    expect(
      (
        await call(t.app, 'refreshToken', {
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: attacker.refresh_token },
        })
      ).statusCode,
    ).toBe(401);
    expect(await loginStatus(address, attackersPassword)).toBe(401);

    // The owner's password logs in, and the owner holds the blog.
    const ownerTokens = await login(t.app, address, OWN_PASSWORD);
    const mine = await call(t.app, 'createBlogPost', {
      method: 'POST',
      url: '/api/blog',
      headers: { authorization: `Bearer ${ownerTokens.access_token}` },
      payload: { title: 'Hello', content: 'The real owner writes.' },
    });
    expect(mine.statusCode).toBe(201);
    // The second link was spent with the first.
    const [, second] = await linksFor(address);
    expect(
      (await verify(second?.searchParams.get('token') ?? null, { password: attackersPassword }))
        .statusCode,
    ).toBe(400);
  });

  it('signed in as the link’s account: no password needed, every other login ends, the caller’s goes on', async () => {
    const user = await unverifiedAccount();
    const otherTokens = await login(t.app, user.email);
    const other = {
      ...user,
      ...otherTokens,
      auth: { authorization: `Bearer ${otherTokens.access_token}` },
    };
    expect((await openLinkOf(user.email, { as: user })).statusCode).toBe(200);

    // Every access token issued so far stops, the caller's included…
    for (const session of [user, other])
      expect((await me(session)).json()).toEqual({ detail: PLATFORM_DETAILS.sessionEnded });
    // …but only the caller's login refreshes.
    expect((await refresh(other)).statusCode).toBe(401);
    const caller = await refreshed(user);
    expect((await me(caller)).json()).toMatchObject({ id: user.id, email_verified: true });
    // The password is unchanged.
    expect(await loginStatus(user.email, PASSWORD)).toBe(200);
  });

  it('needs a password from anyone else, and a refused password does not spend the link', async () => {
    const user = await unverifiedAccount();
    const stranger = await newUser(t.app, 'stranger');
    const token = (await linkFor(user.email)).searchParams.get('token');

    const missing = await verify(token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.passwordRequired });
    // Signed in as another account is not signed in as this one.
    const asStranger = await verify(token, { as: stranger });
    expect(asStranger.statusCode).toBe(422);
    expect(asStranger.json()).toEqual({ detail: EMAIL_VERIFICATION_TEXTS.passwordRequired });
    for (const [password, detail] of [
      ['short', 'Password must be at least 8 characters.'],
      ['x'.repeat(129), 'Password must be at most 128 characters.'],
    ] as const) {
      const refused = await verify(token, { password });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ detail });
    }
    expect(await t.app.services.auth.isVerified(user.id)).toBe(false);

    // The link still works, and the stranger's own session is left alone.
    expect((await verify(token, { password: OWN_PASSWORD, as: stranger })).statusCode).toBe(200);
    expect(await t.app.services.auth.isVerified(user.id)).toBe(true);
    expect((await me(stranger)).statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
    expect(await loginStatus(user.email, OWN_PASSWORD)).toBe(200);
    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
  });

  it('a password reset link proves the address too: it verifies it', async () => {
    const user = await unverifiedAccount();
    await call(t.app, 'requestPasswordReset', {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email },
    });
    await t.app.services.mailer.flush();
    const mail = t.mail.filter((m) => m.to === user.email && /ResetPassword/.test(m.text)).at(-1);
    const resetToken = new URL(
      /https?:\/\/\S+\/ResetPassword\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? 'x:',
    ).searchParams.get('token');
    const reset = await call(t.app, 'resetPassword', {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, new_password: OWN_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.app.services.auth.isVerified(user.id)).toBe(true);
    // The verification links sent before are spent.
    const res = await verify((await linkFor(user.email)).searchParams.get('token'), {
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('posting where others read', () => {
  it('is refused to an unverified account, private writes are not, and the link opens it', async () => {
    const admin = await newUser(t.app, 'admin');
    let user = await unverifiedAccount();
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

    expect((await openLinkOf(user.email, { as: user })).statusCode).toBe(200);
    user = await refreshed(user);
    expect((await thread()).statusCode).toBe(201);
    expect((await chat()).statusCode).toBe(201);
  });

  it('refuses an unverified account the edit of a blog comment it holds (one made before)', async () => {
    const user = await unverifiedAccount();
    const { db } = t.app.services.database;
    const now = new Date();
    const [post] = await db
      .insert(blogPosts)
      .values({ title: 'Spring', content: 'Sow.', createdAt: now, updatedAt: now })
      .returning();
    if (!post) throw new Error('no post');
    const [comment] = await db
      .insert(blogComments)
      .values({ postId: post.id, userId: user.id, content: 'Lovely.', createdAt: now })
      .returning();
    if (!comment) throw new Error('no comment');
    const res = await as(user, 'updateBlogComment', {
      method: 'PATCH',
      url: `/api/blog/comment/${comment.id}`,
      payload: { content: 'Cheap seeds at my stall!' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: PLATFORM_DETAILS.emailNotVerified });
    const [kept] = await db.select().from(blogComments).where(eq(blogComments.id, comment.id));
    expect(kept?.content).toBe('Lovely.');
  });
});
