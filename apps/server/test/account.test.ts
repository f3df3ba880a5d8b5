import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from '../src/domains/account/images';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';
import { expectMatchesContract } from './helpers/contract';

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await newUser(t.app, 'account');
  other = await newUser(t.app, 'other');
}, 120_000);
afterAll(() => t.close());

const me = (u: TestUser) =>
  call(t.app, 'getMyAccount', { method: 'GET', url: '/api/auth/account/me', headers: u.auth });
const patch = (u: TestUser, payload: Record<string, unknown>) =>
  call(t.app, 'updateMyAccount', {
    method: 'PATCH',
    url: '/api/auth/account/me',
    headers: u.auth,
    payload,
  });
const upload = (u: TestUser, contentType: string, body: Buffer) =>
  call(t.app, 'uploadMyAvatar', {
    method: 'PUT',
    url: '/api/auth/account/me/avatar',
    headers: { ...u.auth, 'content-type': contentType },
    payload: body,
  });

/** Minimal files with the right first bytes. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-body')]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 body'),
]);
const GIF = Buffer.from('GIF89a-fake-gif');

describe('my account', () => {
  it('shows id, e-mail, username, bio and picture', async () => {
    const res = await me(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      username: null,
      bio: null,
      profile_pic: null,
    });
  });

  it('updates the username and bio', async () => {
    const name = `maya_${user.id}`;
    const res = await patch(user, { username: name, bio: 'Growing tomatoes and trust.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: name, bio: 'Growing tomatoes and trust.' });
    expect((await me(user)).json()).toMatchObject({ username: name });
    const cleared = await patch(user, { bio: '' });
    expect(cleared.json()).toMatchObject({ username: name, bio: null });
  });

  it('keeps usernames unique regardless of case (409)', async () => {
    await patch(user, { username: `Taken_${user.id}` });
    const res = await patch(other, { username: `tAKEN_${user.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'That username is already taken.' });
    // Changing the case of one's own name is fine.
    expect((await patch(user, { username: `TAKEN_${user.id}` })).statusCode).toBe(200);
  });

  it('checks lengths and refuses an empty change (422 naming the field)', async () => {
    const short = await patch(user, { username: 'ab' });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail).toBe('Username must be at least 3 characters.');
    const long = await patch(user, { username: 'x'.repeat(31) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe('Username must be at most 30 characters.');
    const spaces = await patch(user, { username: ' maya ' });
    expect(spaces.statusCode).toBe(422);
    const bio = await patch(user, { bio: 'x'.repeat(501) });
    expect(bio.statusCode).toBe(422);
    expect(bio.json().detail).toBe('Bio must be at most 500 characters.');
    expect((await patch(user, { bio: 'x'.repeat(500) })).statusCode).toBe(200);
    const none = await patch(user, {});
    expect(none.statusCode).toBe(422);
  });

  it('requires a token', async () => {
    const res = await call(t.app, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      payload: { bio: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('avatar', () => {
  it('tells PNG, JPEG and WebP by their magic bytes', () => {
    expect(detectImageType(PNG)).toBe('image/png');
    expect(detectImageType(JPEG)).toBe('image/jpeg');
    expect(detectImageType(WEBP)).toBe('image/webp');
    expect(detectImageType(GIF)).toBeUndefined();
    expect(detectImageType(Buffer.from('RIFF'))).toBeUndefined();
  });

  it('stores an upload and serves it at a versioned address with its type', async () => {
    const res = await upload(user, 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    const pic = res.json<{ profile_pic: string }>().profile_pic;
    expect(pic).toBe(`/api/auth/account/avatar/${user.id}?v=1`);
    expect((await me(user)).json()).toMatchObject({ profile_pic: pic });

    const image = await call(t.app, 'getUserAvatar', { method: 'GET', url: pic });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const unversioned = await t.app.inject({
      method: 'GET',
      url: `/api/auth/account/avatar/${user.id}`,
    });
    expect(unversioned.headers['cache-control']).toBe('no-cache');
  });

  it('changes the address on every upload, and trusts the bytes over the Content-Type', async () => {
    const jpeg = await upload(user, 'image/jpeg', JPEG);
    const webpAsJpeg = await upload(user, 'image/jpeg', WEBP);
    const first = jpeg.json<{ profile_pic: string }>().profile_pic;
    const second = webpAsJpeg.json<{ profile_pic: string }>().profile_pic;
    expect(first).not.toBe(second);
    const image = await call(t.app, 'getUserAvatar', { method: 'GET', url: second });
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('refuses bytes that are not an image (400) and other media types (415)', async () => {
    const fake = await upload(user, 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ detail: 'The file is not a PNG, JPEG or WebP image.' });
    const gif = await upload(user, 'image/gif', GIF);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().detail).toContain('image/gif');
    const text = await upload(user, 'text/plain', PNG);
    expect(text.statusCode).toBe(415);
  });

  it('refuses more than 2 MB (413) and accepts exactly 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await upload(user, 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The image must be at most 2 MB.' });
    const max = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(user, 'image/png', max)).statusCode).toBe(200);
  });

  it('requires a token to upload; anyone may fetch', async () => {
    const res = await call(t.app, 'uploadMyAvatar', {
      method: 'PUT',
      url: '/api/auth/account/me/avatar',
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(401);
    const none = await call(t.app, 'getUserAvatar', {
      method: 'GET',
      url: `/api/auth/account/avatar/${other.id}`,
    });
    expect(none.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/account/avatar/0' });
    expectMatchesContract(bad, 'getUserAvatar');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: 'User ID must be at least 1.' });
  });
});
