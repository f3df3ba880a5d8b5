import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SENDER } from '../src/domains/inbox';
import { inboxMessages } from '../src/domains/inbox/schema';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  maya = await newUser(t.app, 'maya');
  sam = await newUser(t.app, 'sam');
}, 120_000);
afterAll(() => t.close());

interface Message {
  id: number;
  read: boolean;
  timestamp: string;
  sender: { kind: 'system' | 'community' | 'person'; name: string };
  subject: string;
  content: string;
}

const list = (caller: TestUser, userId: number) =>
  call(t.app, 'listInboxMessages', {
    method: 'GET',
    url: `/api/inbox/${userId}`,
    headers: caller.auth,
  });
const markRead = (caller: TestUser, messageId: number) =>
  call(t.app, 'markInboxMessageRead', {
    method: 'POST',
    url: `/api/inbox/read/${messageId}`,
    headers: caller.auth,
  });
const send = (caller: TestUser, payload: Record<string, unknown>) =>
  call(t.app, 'sendInboxMessage', {
    method: 'POST',
    url: '/api/inbox/send',
    headers: caller.auth,
    payload,
  });

describe('inbox', () => {
  it('lists my messages, newest first', async () => {
    const sent = await send(maya, {
      user_id: maya.id,
      content: 'Your journal entry "Morning pages" was saved.',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      read: false,
      content: 'Your journal entry "Morning pages" was saved.',
    });
    t.clock.advance(1000);
    await send(maya, { user_id: maya.id, content: 'Second note' });
    const res = await list(maya, maya.id);
    expect(res.statusCode).toBe(200);
    const messages = res.json<Message[]>();
    expect(messages.map((m) => m.content)).toEqual([
      'Second note',
      'Your journal entry "Morning pages" was saved.',
      expect.stringContaining('Welcome to WeGrow'),
    ]);
    const times = messages.map((m) => Date.parse(m.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("refuses someone else's inbox (403)", async () => {
    const res = await list(sam, maya.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You can only read your own inbox.' });
    const anonymous = await call(t.app, 'listInboxMessages', {
      method: 'GET',
      url: `/api/inbox/${maya.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks my message read, harmlessly twice', async () => {
    const [message] = (await list(maya, maya.id)).json<Message[]>();
    if (!message) throw new Error('no message');
    const res = await markRead(maya, message.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...message, read: true });
    expect((await markRead(maya, message.id)).statusCode).toBe(200);
    const after = (await list(maya, maya.id)).json<Message[]>();
    expect(after.find((m) => m.id === message.id)?.read).toBe(true);
  });

  it("refuses to mark someone else's message (403) and an unknown one (404)", async () => {
    const [message] = (await list(maya, maya.id)).json<Message[]>();
    if (!message) throw new Error('no message');
    const forbidden = await markRead(sam, message.id);
    expect(forbidden.statusCode).toBe(403);
    const [again] = (await list(maya, maya.id)).json<Message[]>();
    expect(again?.read).toBe(message.read);
    const missing = await markRead(sam, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Message not found' });
  });

  it('sends only to myself (403 for anyone else)', async () => {
    const res = await send(sam, { user_id: maya.id, content: 'Hello Maya' });
    expect(res.statusCode).toBe(403);
    const mine = (await list(maya, maya.id)).json<Message[]>();
    expect(mine.some((m) => m.content === 'Hello Maya')).toBe(false);
  });

  it('validates what is sent', async () => {
    const blank = await send(maya, { user_id: maya.id, content: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe('Content must not be blank.');
    const long = await send(maya, { user_id: maya.id, content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Content must be at most 2000 characters.');
    const missing = await send(maya, { content: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe('User ID is required.');
  });
});

const unread = (caller: TestUser, userId: number) =>
  call(t.app, 'countUnreadInboxMessages', {
    method: 'GET',
    url: `/api/inbox/unread/${userId}`,
    headers: caller.auth,
  });

describe('inbox pages and the unread count', () => {
  it('pages the inbox newest first, and counts the unread over all of it', async () => {
    const reader = await newUser(t.app, 'pages');
    for (let i = 1; i <= 7; i += 1) {
      t.clock.advance(1000);
      await send(reader, { user_id: reader.id, content: `Note ${i}` });
    }
    const page = async (query: string) => {
      const res = await call(t.app, 'listInboxMessages', {
        method: 'GET',
        url: `/api/inbox/${reader.id}?${query}`,
        headers: reader.auth,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Message[]>().map((m) => m.content);
    };
    const first = await page('limit=3');
    expect(first).toEqual(['Note 7', 'Note 6', 'Note 5']);
    const all = (await list(reader, reader.id)).json<Message[]>();
    const id = (content: string) => all.find((m) => m.content === content)?.id;
    expect(await page(`limit=3&before=${id('Note 5')}`)).toEqual(['Note 4', 'Note 3', 'Note 2']);
    expect(await page(`limit=3&before=${id('Note 2')}`)).toEqual([
      'Note 1',
      expect.stringContaining('Welcome to WeGrow'),
    ]);
    expect(await page('limit=3&before=999999')).toEqual([]);

    // Seven notes and the welcome, all unread; reading one (on any page) counts down.
    expect((await unread(reader, reader.id)).json()).toEqual({ unread: 8 });
    await markRead(reader, id('Note 1') ?? 0);
    expect((await unread(reader, reader.id)).json()).toEqual({ unread: 7 });
  });

  it('answers 50 messages when no limit is given, and refuses a limit over 100', async () => {
    const busy = await newUser(t.app, 'busy');
    await t.app.services.database.db.insert(inboxMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: busy.id,
        senderKind: 'system' as const,
        senderName: 'WeGrow',
        subject: `Notice ${i}`,
        content: `Notice ${i}`,
        createdAt: new Date(Date.UTC(2031, 0, 1, 0, 0, i)),
      })),
    );
    expect((await list(busy, busy.id)).json<Message[]>()).toHaveLength(50);
    const tooMany = await call(t.app, 'listInboxMessages', {
      method: 'GET',
      url: `/api/inbox/${busy.id}?limit=101`,
      headers: busy.auth,
    });
    expect(tooMany.statusCode).toBe(422);
    expect((await unread(busy, busy.id)).json()).toEqual({ unread: 61 });
  });

  it("refuses someone else's count (403), and a visitor (401)", async () => {
    const res = await unread(sam, maya.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You can only read your own inbox.' });
    const anonymous = await call(t.app, 'countUnreadInboxMessages', {
      method: 'GET',
      url: `/api/inbox/unread/${maya.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('senders and subjects', () => {
  it('labels the server’s messages: from WeGrow, with a title', async () => {
    const messages = (await list(sam, sam.id)).json<Message[]>();
    const welcome = messages.find((m) => m.content.startsWith('Welcome to WeGrow'));
    expect(welcome).toMatchObject({
      sender: { kind: 'system', name: 'WeGrow' },
      subject: 'Welcome to WeGrow',
    });
  });

  it('labels a note to oneself: from the person (username, else e-mail), "Note to self"', async () => {
    const noName = await newUser(t.app, 'noname');
    const note = await send(noName, { user_id: noName.id, content: 'Water the beans' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      sender: { kind: 'person', name: noName.email },
      subject: 'Note to self',
      content: 'Water the beans',
    });
    const username = `named${noName.id}`;
    await call(t.app, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      headers: noName.auth,
      payload: { username },
    });
    const later = await send(noName, { user_id: noName.id, content: 'Harvest the beans' });
    expect(later.json().sender).toEqual({ kind: 'person', name: username });
    // A label is kept as it was when the message arrived.
    const messages = (await list(noName, noName.id)).json<Message[]>();
    expect(messages.find((m) => m.content === 'Water the beans')?.sender.name).toBe(noName.email);
  });

  it('lets other domains deliver with their own label, within the contract’s bounds', async () => {
    const { inbox } = t.app.services;
    const delivered = await inbox.deliver(sam.id, {
      sender: { kind: 'community', name: '  Riverside Growers  ' },
      subject: `Join request ${'x'.repeat(300)}`,
      content: 'theo asked to join Riverside Growers.',
    });
    expect(delivered.sender).toEqual({ kind: 'community', name: 'Riverside Growers' });
    expect([...delivered.subject]).toHaveLength(200);
    expect(delivered.subject.endsWith('…')).toBe(true);
    const listed = (await list(sam, sam.id)).json<Message[]>();
    expect(listed[0]).toEqual(delivered);
    await expect(
      inbox.deliver(sam.id, { sender: SYSTEM_SENDER, subject: '   ', content: 'no subject' }),
    ).rejects.toThrow(/subject/);
  });
});
