import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationById } from '@wegrow/contract';
import { USERNAME_DETAILS } from '@wegrow/contract/usernames';
import { requestBodyProblem } from '@wegrow/contract/validation';
import { detectImageType } from '../src/platform/images';
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

/** Minimal files with the right first bytes (and nothing an image decoder would accept). */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FAKE_PNG = Buffer.concat([PNG_SIGNATURE, Buffer.from('IHDR-fake-png-body')]);
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-body')]);
const FAKE_WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 body'),
]);
const GIF = Buffer.from('GIF89a-fake-gif');

/** A real picture made by sharp: a gradient-free block of colour, `width` × `height`. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 80 } } });

let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  [PNG, JPEG, WEBP] = await Promise.all([
    picture(64, 48).png().toBuffer(),
    picture(64, 48).jpeg().toBuffer(),
    picture(64, 48).webp().toBuffer(),
  ]);
});

/** A PNG chunk (length, type, data, CRC-32 of type and data). */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** `png` grown to exactly `size` bytes by a private ancillary chunk before IEND (still a valid PNG). */
function paddedPng(png: Buffer, size: number): Buffer {
  const iend = png.subarray(png.length - 12);
  const chunkOverhead = 12;
  const padding = Buffer.alloc(size - png.length - chunkOverhead, 0x61);
  return Buffer.concat([png.subarray(0, png.length - 12), pngChunk('weGr', padding), iend]);
}

/** The stored picture behind a profile's address. */
async function stored(profilePic: string) {
  const res = await call(t.app, 'getUserAvatar', { method: 'GET', url: profilePic });
  expect(res.statusCode).toBe(200);
  return { res, metadata: await sharp(res.rawPayload).metadata() };
}

describe('my account', () => {
  it('shows id, e-mail, username, bio and picture', async () => {
    const res = await me(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      email_verified: true,
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
    expect(short.json().detail).toBe(USERNAME_DETAILS.shape);
    const long = await patch(user, { username: 'x'.repeat(31) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe(USERNAME_DETAILS.shape);
    // Surrounding spaces are trimmed.
    const spaces = await patch(user, { username: ` maya_${user.id} ` });
    expect(spaces.statusCode).toBe(200);
    expect(spaces.json()).toMatchObject({ username: `maya_${user.id}` });
    const bio = await patch(user, { bio: 'x'.repeat(501) });
    expect(bio.statusCode).toBe(422);
    expect(bio.json().detail).toBe('Bio must be at most 500 characters.');
    expect((await patch(user, { bio: 'x'.repeat(500) })).statusCode).toBe(200);
    const none = await patch(user, {});
    expect(none.statusCode).toBe(422);
  });

  it("enforces the rules in the service too (422), in the contract validation's words", async () => {
    const contractSays = (body: Record<string, unknown>) =>
      requestBodyProblem(operationById('updateMyAccount'), 'application/json', body);
    for (const changes of [
      { username: 'ab' },
      { username: 'x'.repeat(61) },
      { bio: 'x'.repeat(501) },
    ]) {
      const detail = contractSays(changes);
      expect(detail, JSON.stringify(changes)).toMatch(
        /^(Usernames are 3–30 letters|Bio must be at most 500)/,
      );
      await expect(t.app.services.account.update(user.id, changes)).rejects.toMatchObject({
        statusCode: 422,
        detail,
      });
    }
    // Trimmed by the service, then too short.
    await expect(
      t.app.services.account.update(user.id, { username: ' ab ' }),
    ).rejects.toMatchObject({
      statusCode: 422,
      detail: USERNAME_DETAILS.shape,
    });
    await expect(t.app.services.account.update(user.id, {})).rejects.toMatchObject({
      statusCode: 422,
      detail: 'Nothing to change: send username and/or bio.',
    });
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
    expect(detectImageType(FAKE_PNG)).toBe('image/png');
    expect(detectImageType(FAKE_JPEG)).toBe('image/jpeg');
    expect(detectImageType(FAKE_WEBP)).toBe('image/webp');
    expect(detectImageType(PNG)).toBe('image/png');
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
    // Decoded and encoded again: the same picture, as a PNG.
    const served = await sharp(image.rawPayload).metadata();
    expect(served).toMatchObject({ format: 'png', width: 64, height: 48 });

    const unversioned = await t.app.inject({
      method: 'GET',
      url: `/api/auth/account/avatar/${user.id}`,
    });
    expect(unversioned.headers['cache-control']).toBe('no-cache');
    // An older version's address is revalidated too; a version that is not a number is refused.
    await upload(user, 'image/png', PNG);
    const older = await call(t.app, 'getUserAvatar', { method: 'GET', url: pic });
    expect(older.headers['cache-control']).toBe('no-cache');
    const garbled = await call(t.app, 'getUserAvatar', {
      method: 'GET',
      url: `/api/auth/account/avatar/${user.id}?v=latest`,
    });
    expect(garbled.statusCode).toBe(422);
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
    for (const magicOnly of [FAKE_PNG, FAKE_JPEG, FAKE_WEBP]) {
      const res = await upload(user, 'image/png', magicOnly);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'The file is not a PNG, JPEG or WebP image.' });
    }
    const gif = await upload(user, 'image/gif', GIF);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().detail).toContain('image/gif');
    const text = await upload(user, 'text/plain', PNG);
    expect(text.statusCode).toBe(415);
  });

  it('refuses more than 2 MB (413) and accepts exactly 2 MB', async () => {
    const big = paddedPng(PNG, 2 * 1024 * 1024 + 1);
    const res = await upload(user, 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The image must be at most 2 MB.' });
    const max = paddedPng(PNG, 2 * 1024 * 1024);
    expect(max.length).toBe(2 * 1024 * 1024);
    const ok = await upload(user, 'image/png', max);
    expect(ok.statusCode).toBe(200);
    // The padding chunk is not part of the picture: it is not kept.
    const { res: image } = await stored(ok.json<{ profile_pic: string }>().profile_pic);
    expect(image.rawPayload.length).toBeLessThan(10_000);
  });

  it('refuses a PNG signature followed by garbage (400) and stores nothing', async () => {
    const fresh = await newUser(t.app, 'garbage');
    const garbage = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(4096, 0x5a)]);
    const res = await upload(fresh, 'image/png', garbage);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The file is not a PNG, JPEG or WebP image.' });
    // A real header with a cut-off body is refused too.
    const truncated = await upload(fresh, 'image/png', PNG.subarray(0, PNG.length - 20));
    expect(truncated.statusCode).toBe(400);
    expect((await me(fresh)).json()).toMatchObject({ profile_pic: null });
    const none = await call(t.app, 'getUserAvatar', {
      method: 'GET',
      url: `/api/auth/account/avatar/${fresh.id}`,
    });
    expect(none.statusCode).toBe(404);
  });

  it('stores a JPEG without its EXIF metadata', async () => {
    const withExif = await picture(320, 240)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Maya', ImageDescription: 'Our garden, 12 Elm Street' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    expect(withExif.includes('12 Elm Street')).toBe(true);
    const res = await upload(user, 'image/jpeg', withExif);
    expect(res.statusCode).toBe(200);
    const { res: image, metadata } = await stored(res.json<{ profile_pic: string }>().profile_pic);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(metadata).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(metadata.exif).toBeUndefined();
    expect(image.rawPayload.includes('12 Elm Street')).toBe(false);
  });

  it('stores a large picture within 512 × 512, keeping its proportions', async () => {
    const large = await picture(3000, 2000).webp().toBuffer();
    const res = await upload(user, 'image/webp', large);
    expect(res.statusCode).toBe(200);
    const { metadata } = await stored(res.json<{ profile_pic: string }>().profile_pic);
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it('refuses a picture of more than 36 megapixels before decoding it (400)', async () => {
    // A 1 × 1 PNG whose header says 6001 × 6000.
    const png = Buffer.from(PNG);
    const ihdr = png.subarray(8, 8 + 25);
    ihdr.writeUInt32BE(6001, 8);
    ihdr.writeUInt32BE(6000, 12);
    ihdr.writeUInt32BE(crc32(ihdr.subarray(4, 21)), 21);
    const res = await upload(user, 'image/png', png);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The image must be at most 36 megapixels.' });
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
