/**
 * Notifications (issue 43): each kind reaches a member the ways they chose (inbox, e-mail at once
 * or in the daily digest, push); mails carry RFC 8058 one-click unsubscribe through a signed token
 * and go only to verified addresses; mentions reach only those who can read the place; event
 * reminders go out once per member and occurrence, however many processes run the job.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventReminders } from '../src/domains/communities/events/reminders';
import {
  communityEventRsvps,
  communityEvents,
  communityMembers,
  communities,
} from '../src/domains/communities/schema';
import { blogPosts } from '../src/domains/blog/schema';
import { notificationSettings, pushSubscriptions } from '../src/domains/notifications/schema';
import type { MailMessage } from '../src/platform/mail';
import { users } from '../src/platform/schema';
import {
  call,
  createTestApp,
  manualClock,
  newUser,
  PASSWORD,
  resetData,
  solveCaptcha,
  type ManualClock,
  type TestApp,
  type TestUser,
} from './helpers/app';

/** A push service on this machine: it records what it receives and answers `status`. */
interface PushService {
  url: string;
  received: {
    path: string;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }[];
  status: number;
  server: Server;
}

let t: TestApp;
let clock: ManualClock;
let push: PushService;

beforeAll(async () => {
  const received: PushService['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = push.status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  push = { url: `http://127.0.0.1:${port}`, received, status: 201, server };
  clock = manualClock('2026-06-01T08:00:00.000Z');
  // The local push service is on a private address: allowed by name, as an operator would.
  t = await createTestApp({
    clock,
    config: {
      jobsWorker: false,
      webPush: {
        enabled: true,
        keys: undefined,
        subject: 'mailto:no-reply@wegrow.test',
        allowedHosts: [`127.0.0.1:${port}`],
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => push.server.close(resolve));
});
beforeEach(async () => {
  await resetData(t.app);
  t.mail.length = 0;
  push.received.length = 0;
  push.status = 201;
});

const as = (user: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(user ? user.auth : {}) },
  });

/** A member with a username (mentions name them). */
async function member(name: string, options: { verified?: boolean } = {}): Promise<TestUser> {
  const user = await newUser(t.app, name, options);
  const named = await as(user, 'updateMyAccount', {
    method: 'PATCH',
    url: '/api/auth/account/me',
    payload: { username: name },
  });
  expect(named.statusCode).toBe(200);
  return user;
}

/** The community "Allotment", made by `creator` (its admin), with `members` approved. */
async function allotment(creator: TestUser, members: TestUser[]): Promise<{ id: number }> {
  const { db } = t.app.services.database;
  const now = clock();
  const [community] = await db
    .insert(communities)
    .values({
      name: 'Allotment',
      description: 'Plots',
      creatorId: creator.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!community) throw new Error('no community');
  await db.insert(communityMembers).values(
    [creator, ...members].map((user) => ({
      communityId: community.id,
      userId: user.id,
      isApproved: true,
      isAdmin: user === creator,
      requestedAt: now,
    })),
  );
  return community;
}

const preferences = (user: TestUser) =>
  as(user, 'getNotificationPreferences', { method: 'GET', url: '/api/notifications/preferences' });
const setPreferences = (user: TestUser, payload: object) =>
  as(user, 'updateNotificationPreferences', {
    method: 'PUT',
    url: '/api/notifications/preferences',
    payload,
  });
const talk = (user: TestUser, text: string, title = 'Seed swap') =>
  as(user, 'createForumThread', {
    method: 'POST',
    url: '/api/forum/threads',
    payload: { title, text },
  });
const comment = (user: TestUser, threadId: number, text: string) =>
  as(user, 'createForumComment', {
    method: 'POST',
    url: '/api/forum/comments',
    payload: { thread_id: threadId, text },
  });
const inboxOf = async (user: TestUser) =>
  (await as(user, 'listInboxMessages', { method: 'GET', url: `/api/inbox/${user.id}` })).json<
    { subject: string; content: string }[]
  >();
/** Runs the queued jobs (mail, push) and waits for the mails under way. */
async function deliver(): Promise<void> {
  await t.app.services.jobs.drain();
  await t.app.services.mailer.flush();
}
/** The notification mails a member got (the sign-up's verification mail is not one). */
const mailTo = (user: TestUser): MailMessage[] =>
  t.mail.filter((m) => m.to === user.email && m.headers?.['List-Unsubscribe'] !== undefined);
const unsubscribeLink = (mail: MailMessage) => {
  const match = /\/unsubscribe\?token=(\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no unsubscribe link');
  return decodeURIComponent(match[1]);
};

describe('preferences', () => {
  it('start from the defaults and keep what the member changes', async () => {
    const maya = await member('maya');
    const first = (await preferences(maya)).json<{
      kinds: { kind: string; in_app: boolean; email: string; push: boolean }[];
      time_zone: string;
      reminder_hours: number;
      email_verified: boolean;
      push_public_key: string | null;
    }>();
    expect(first.kinds.find((k) => k.kind === 'chat')).toEqual({
      kind: 'chat',
      in_app: false,
      email: 'off',
      push: false,
    });
    expect(first.kinds.find((k) => k.kind === 'replies')?.email).toBe('immediately');
    expect(first).toMatchObject({ time_zone: 'UTC', reminder_hours: 24, email_verified: true });
    expect(first.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const changed = await setPreferences(maya, {
      kinds: [{ kind: 'chat', in_app: true, email: 'daily', push: false }],
      time_zone: 'Europe/Paris',
      reminder_hours: 3,
    });
    expect(changed.statusCode).toBe(200);
    const after = (await preferences(maya)).json<typeof first>();
    expect(after.kinds.find((k) => k.kind === 'chat')).toEqual({
      kind: 'chat',
      in_app: true,
      email: 'daily',
      push: false,
    });
    expect(after.kinds.find((k) => k.kind === 'replies')?.email).toBe('immediately');
    expect(after).toMatchObject({ time_zone: 'Europe/Paris', reminder_hours: 3 });
  });

  it('refuse a kind twice or an unknown zone, changing nothing', async () => {
    const maya = await member('maya');
    const twice = await setPreferences(maya, {
      kinds: [
        { kind: 'chat', in_app: true, email: 'off', push: false },
        { kind: 'chat', in_app: false, email: 'off', push: false },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ detail: NOTIFICATION_DETAILS.kindTwice });
    const zone = await setPreferences(maya, { time_zone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(422);
    expect((await preferences(maya)).json()).toMatchObject({ time_zone: 'UTC' });
  });
});

describe('the time zone given at sign-up', () => {
  const signUp = async (email: string, time_zone: string) => {
    const res = await call(t.app, 'signup', {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: PASSWORD, recaptcha_token: await solveCaptcha(t.app), time_zone },
    });
    expect(res.statusCode).toBe(201);
  };
  const zoneOf = async (email: string) => {
    const { db } = t.app.services.database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no account for ${email}`);
    const [row] = await db
      .select({ timeZone: notificationSettings.timeZone })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user.id));
    return row?.timeZone ?? 'UTC';
  };

  it("is the new account's; an unknown one is ignored; a known address keeps its own", async () => {
    await signUp('paris@example.org', 'Europe/Paris');
    expect(await zoneOf('paris@example.org')).toBe('Europe/Paris');
    await signUp('mars@example.org', 'Mars/Olympus');
    expect(await zoneOf('mars@example.org')).toBe('UTC');
    // Someone signing up again with the address changes nothing of the account's.
    await signUp('paris@example.org', 'Asia/Tokyo');
    expect(await zoneOf('paris@example.org')).toBe('Europe/Paris');
  });
});

describe('replies and mentions', () => {
  it('tell the talk’s author of a reply in the inbox and by a mail that behaves', async () => {
    const maya = await member('maya');
    const sam = await member('sam');
    const thread = (await talk(maya, 'Who has tomato seeds?')).json<{ id: number }>();
    expect((await comment(sam, thread.id, 'I do, plenty.')).statusCode).toBe(201);
    await deliver();

    expect((await inboxOf(maya)).map((m) => m.subject)).toContain('sam replied to you');
    const [mail] = mailTo(maya);
    expect(mail).toBeDefined();
    if (!mail) return;
    expect(mail.toName).toBe('maya');
    expect(mail.text).toMatch(/^Hello maya,/);
    expect(mail.text).toContain('I do, plenty.');
    expect(mail.text).toMatch(/https:\/\/wegrow\.test\/WeTalk\?talk=\d+/);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/wegrow\.test\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
    // The one replying hears nothing of their own comment.
    expect(mailTo(sam)).toEqual([]);
  });

  it('mail nothing to an unverified address (the inbox still tells)', async () => {
    const lee = await member('lee');
    const sam = await member('sam');
    const thread = (await talk(lee, 'Compost tips?')).json<{ id: number }>();
    await t.app.services.database.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.id, lee.id));
    await comment(sam, thread.id, 'Turn it weekly.');
    await deliver();
    expect((await inboxOf(lee)).map((m) => m.subject)).toContain('sam replied to you');
    expect(mailTo(lee)).toEqual([]);
  });

  it('tell those a talk mentions, once, and never the author', async () => {
    const maya = await member('maya');
    const sam = await member('sam');
    expect((await talk(maya, 'Ask @Sam and @sam, or @maya, or sam@example.org')).statusCode).toBe(
      201,
    );
    await deliver();
    const told = (await inboxOf(sam)).filter((m) => m.subject === 'maya mentioned you');
    expect(told).toHaveLength(1);
    expect(mailTo(sam)).toHaveLength(1);
    expect((await inboxOf(maya)).filter((m) => m.subject.includes('mentioned'))).toEqual([]);
  });

  it('tell those an edit newly mentions, and not again those the text mentioned before', async () => {
    const maya = await member('maya');
    const sam = await member('sam');
    const lee = await member('lee');
    const kim = await member('kim');
    const mentionsOf = async (user: TestUser) =>
      (await inboxOf(user)).filter((m) => m.subject === 'maya mentioned you');
    const edited = async (request: Promise<{ statusCode: number }>) =>
      expect((await request).statusCode).toBe(200);

    // A talk, then a comment on it: each mentions sam, then names lee too.
    const thread = (await talk(maya, 'Ask @sam')).json<{ id: number }>();
    await edited(
      as(maya, 'updateForumThread', {
        method: 'PATCH',
        url: `/api/forum/threads/${thread.id}`,
        payload: { title: 'Seed swap', text: 'Ask @sam, or @lee' },
      }),
    );
    const reply = (await comment(maya, thread.id, 'Or @sam?')).json<{ id: number }>();
    await edited(
      as(maya, 'updateForumComment', {
        method: 'PATCH',
        url: `/api/forum/comments/${reply.id}`,
        payload: { text: 'Or @sam, or @lee?' },
      }),
    );
    await deliver();
    expect(await mentionsOf(sam)).toHaveLength(2);
    expect(await mentionsOf(lee)).toHaveLength(2);

    // A blog comment, edited to name kim.
    const { db } = t.app.services.database;
    const now = clock();
    const [post] = await db
      .insert(blogPosts)
      .values({ title: 'Spring', content: 'Sow.', createdAt: now, updatedAt: now })
      .returning();
    if (!post) throw new Error('no post');
    const blogComment = (
      await as(maya, 'createBlogComment', {
        method: 'POST',
        url: '/api/blog/comment',
        payload: { post_id: post.id, content: 'Lovely.' },
      })
    ).json<{ id: number }>();
    await edited(
      as(maya, 'updateBlogComment', {
        method: 'PATCH',
        url: `/api/blog/comment/${blogComment.id}`,
        payload: { content: 'Lovely, @kim.' },
      }),
    );

    // A chat message edited to name kim (a member) and lee (who is not: only members are told).
    const community = await allotment(maya, [kim]);
    const message = (
      await as(maya, 'sendCommunityChatMessage', {
        method: 'POST',
        url: `/api/communities/${community.id}/chat`,
        payload: { content: 'Hello' },
      })
    ).json<{ id: number }>();
    await edited(
      as(maya, 'updateCommunityChatMessage', {
        method: 'PATCH',
        url: `/api/communities/${community.id}/chat/${message.id}`,
        payload: { content: 'Hello @kim and @lee' },
      }),
    );
    await deliver();
    const kims = await mentionsOf(kim);
    expect(kims.map((m) => m.content)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('in the comments on “Spring”'),
        expect.stringContaining('in the chat of Allotment'),
      ]),
    );
    expect(kims).toHaveLength(2);
    expect(await mentionsOf(lee)).toHaveLength(2);
    expect(await mentionsOf(sam)).toHaveLength(2);
  });
});

describe('unsubscribe', () => {
  it('turns the kind’s e-mail off with the mail’s link, without signing in (RFC 8058 body)', async () => {
    const maya = await member('maya');
    const sam = await member('sam');
    const thread = (await talk(maya, 'Bees?')).json<{ id: number }>();
    await comment(sam, thread.id, 'Yes, bees.');
    await deliver();
    const [mail] = mailTo(maya);
    if (!mail) throw new Error('no mail');
    const token = unsubscribeLink(mail);
    const done = await call(t.app, 'unsubscribeByToken', {
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ kind: 'replies' });
    expect(
      (await preferences(maya)).json<{ kinds: { kind: string; email: string }[] }>().kinds,
    ).toContainEqual(expect.objectContaining({ kind: 'replies', email: 'off' }));

    t.mail.length = 0;
    await comment(sam, thread.id, 'More bees.');
    await deliver();
    expect(mailTo(maya)).toEqual([]);
    expect((await inboxOf(maya)).filter((m) => m.subject === 'sam replied to you')).toHaveLength(2);
  });

  it('refuses a token this server did not sign, changing nothing', async () => {
    const maya = await member('maya');
    const forged = `${maya.id}.replies.${randomBytes(32).toString('base64url')}`;
    for (const token of [forged, 'nonsense', `${maya.id}.all.${'A'.repeat(43)}`]) {
      const refused = await call(t.app, 'unsubscribeByToken', {
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ detail: NOTIFICATION_DETAILS.badToken });
    }
    expect(
      (await preferences(maya)).json<{ kinds: { kind: string; email: string }[] }>().kinds,
    ).toContainEqual(expect.objectContaining({ kind: 'replies', email: 'immediately' }));
  });
});

describe('the daily digest', () => {
  it('gathers a day of one kind into one mail at 07:00 in the member’s zone, and empties itself', async () => {
    clock.set('2026-06-03T20:00:00.000Z');
    const maya = await member('maya');
    const sam = await member('sam');
    await setPreferences(maya, {
      kinds: [{ kind: 'replies', in_app: true, email: 'daily', push: false }],
      time_zone: 'Asia/Tokyo',
    });
    const thread = (await talk(maya, 'Rain barrels')).json<{ id: number }>();
    await comment(sam, thread.id, 'One per roof.');
    await comment(sam, thread.id, 'Two if it rains a lot.');
    await deliver();
    expect(mailTo(maya)).toEqual([]);

    // 06:00 in Tokyo: not yet; 07:00 (DIGEST_HOUR's default): her digest.
    await t.app.services.notifications.digest('2026-06-03T21:00:00.000Z');
    await t.app.services.mailer.flush();
    expect(mailTo(maya)).toEqual([]);
    await t.app.services.notifications.digest('2026-06-03T22:00:00.000Z');
    await t.app.services.mailer.flush();
    const digests = mailTo(maya);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe(NOTIFICATION_DETAILS.digestSubject);
    expect(digests[0]?.text).toContain('Replies (2)');
    expect(digests[0]?.text).toContain('One per roof.');
    expect(digests[0]?.text).toContain('Two if it rains a lot.');
    expect(digests[0]?.headers?.['List-Unsubscribe']).toContain('.all.');

    // Mailed once: the next digest has nothing for her.
    await t.app.services.notifications.digest('2026-06-04T22:00:00.000Z');
    await t.app.services.mailer.flush();
    expect(mailTo(maya)).toHaveLength(1);
  });
});

describe('push', () => {
  function browserSubscription(path: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint: `${push.url}${path}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
  }

  const subscribe = (user: TestUser, endpoint: ReturnType<typeof browserSubscription>) =>
    as(user, 'addPushSubscription', {
      method: 'POST',
      url: '/api/notifications/push/subscriptions',
      payload: endpoint,
    });

  it('posts an encrypted, VAPID-signed message to each device that wants the kind', async () => {
    const maya = await member('maya');
    const sam = await member('sam');
    const added = await subscribe(maya, browserSubscription('/device-1'));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ devices: 1 });
    // Push is off by default: nothing is sent until she turns it on for mentions.
    await talk(sam, 'Hello @maya');
    await deliver();
    expect(push.received).toEqual([]);

    await setPreferences(maya, {
      kinds: [{ kind: 'mentions', in_app: true, email: 'off', push: true }],
    });
    await talk(sam, 'Thanks @maya!');
    await deliver();
    expect(push.received).toHaveLength(1);
    const [sent] = push.received;
    const key = (await preferences(maya)).json<{ push_public_key: string }>().push_public_key;
    expect(sent?.path).toBe('/device-1');
    expect(sent?.headers['content-encoding']).toBe('aes128gcm');
    expect(sent?.headers['authorization']).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${key}$`));
    expect(sent?.headers['ttl']).toBeDefined();
    // Encrypted: the text is not readable on the way.
    expect(sent?.body.toString('latin1')).not.toContain('maya');
  });

  it('forgets a device the push service says is gone (410) and one on a private address', async () => {
    const maya = await member('maya');
    const sam = await member('sam');
    await setPreferences(maya, {
      kinds: [{ kind: 'mentions', in_app: true, email: 'off', push: true }],
    });
    await subscribe(maya, browserSubscription('/expired'));
    const privateDevice = browserSubscription('/x');
    privateDevice.endpoint = 'https://10.1.2.3/push/x';
    expect((await subscribe(maya, privateDevice)).json()).toEqual({ devices: 2 });
    push.status = 410;
    await talk(sam, 'Still there @maya?');
    await deliver();
    expect(push.received.map((r) => r.path)).toEqual(['/expired']);
    expect(await t.app.services.database.db.select().from(pushSubscriptions)).toEqual([]);
    expect((await preferences(maya)).json()).toMatchObject({ push_devices: 0 });
  });

  it('keeps a device per endpoint and forgets it on request', async () => {
    const maya = await member('maya');
    const device = browserSubscription('/phone');
    await subscribe(maya, device);
    expect((await subscribe(maya, device)).json()).toEqual({ devices: 1 });
    const removed = await as(maya, 'removePushSubscription', {
      method: 'DELETE',
      url: `/api/notifications/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
    });
    expect(removed.json()).toEqual({ devices: 0 });
  });
});

describe('event reminders', () => {
  it('go out once per member and occurrence, with two processes running the job', async () => {
    const maya = await member('maya');
    const sam = await member('sam');
    await setPreferences(sam, { time_zone: 'Europe/Paris', reminder_hours: 24 });
    const { db } = t.app.services.database;
    const now = clock();
    const community = await allotment(maya, [sam]);
    // Tomorrow at 10:00 in Paris (08:00 UTC), then every week.
    const [event] = await db
      .insert(communityEvents)
      .values({
        communityId: community.id,
        title: 'Work day',
        description: 'Bring gloves',
        date: '2026-06-02',
        startTime: '10:00',
        timeZone: 'Europe/Paris',
        repeat: 'weekly',
        place: 'Plot 4',
        userId: maya.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!event) throw new Error('no event');
    // Sam answered two occurrences (each answer is for one), not the third.
    await db.insert(communityEventRsvps).values(
      ['2026-06-02', '2026-06-09'].map((occurrence) => ({
        eventId: event.id,
        occurrence,
        userId: sam.id,
        status: 'going' as const,
        updatedAt: now,
      })),
    );

    const { notifications } = t.app.services;
    const first = new EventReminders(db, clock, notifications);
    const second = new EventReminders(db, clock, notifications);
    // 25 hours before: not yet.
    clock.set('2026-06-01T07:00:00.000Z');
    expect(await first.run()).toBe(0);
    // 24 hours before: both processes run the job at once; one reminder goes out.
    clock.set('2026-06-01T08:05:00.000Z');
    const sent = await Promise.all([first.run(), second.run()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await first.run()).toBe(0);
    await deliver();
    const reminders = (await inboxOf(sam)).filter((m) => m.subject === 'Reminder: Work day');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.content).toBe(
      'Work day (Allotment) starts Tuesday 2 June at 10:00 (Europe/Paris) at Plot 4.',
    );
    // Maya did not answer: nothing for her.
    expect((await inboxOf(maya)).filter((m) => m.subject.startsWith('Reminder'))).toEqual([]);

    // The next week's occurrence has its own reminder; the one after, not answered, none.
    clock.set('2026-06-08T08:05:00.000Z');
    expect(await first.run()).toBe(1);
    clock.set('2026-06-15T08:05:00.000Z');
    expect(await first.run()).toBe(0);
  });
});
