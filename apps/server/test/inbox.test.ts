import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
