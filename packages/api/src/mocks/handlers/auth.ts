import { HttpResponse } from 'msw';
import type { UserProfile } from '../../types';
import { db, findUser, nextId } from '../db';
import type { UserRow } from '../rows';
import { badRequest, conflict, fail, mock, notFound } from '../support/route';
import {
  createMockAccessToken,
  createMockRefreshToken,
  userIdOfRefreshToken,
} from '../support/tokens';

/** The captcha solution the fakes refuse, to show the captcha error in a story. */
export const INVALID_CAPTCHA = 'invalid-captcha';
const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** The profile as `GET /auth/account/me` answers it. */
export function profileOf(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    bio: user.bio,
    profile_pic: user.avatar
      ? `/api/auth/account/avatar/${user.id}?v=${user.avatar.version}`
      : null,
  };
}

function tokensFor(user: UserRow) {
  return {
    access_token: createMockAccessToken(user),
    refresh_token: createMockRefreshToken(user.id),
    token_type: 'bearer' as const,
  };
}

/** The secret number of the fakes' challenges: a widget solves them in a handful of hashes. */
const MOCK_CAPTCHA_NUMBER = 12;

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A genuine ALTCHA (v1) challenge, as the server issues: `challenge = sha256(salt + number)`, so
 * the real widget's proof of work runs and succeeds quickly. The fakes do not check signatures.
 */
async function solvableChallenge() {
  const salt = `${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}?expires=${Math.floor(Date.now() / 1000) + 600}`;
  const challenge = await sha256Hex(`${salt}${MOCK_CAPTCHA_NUMBER}`);
  return {
    algorithm: 'SHA-256' as const,
    challenge,
    maxnumber: 1000,
    salt,
    signature: await sha256Hex(challenge),
  };
}

function checkCaptcha(token: string): void {
  if (token === INVALID_CAPTCHA) badRequest('Captcha verification failed. Please try again.');
}

const byEmail = (email: string) =>
  db.users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

export const authHandlers = [
  mock.get('/auth/captcha', async ({ response }) => response(200).json(await solvableChallenge())),

  mock.post('/auth/signup', ({ body, response }) => {
    checkCaptcha(body.recaptcha_token);
    if (byEmail(body.email)) conflict('An account with this e-mail already exists.');
    const user: UserRow = {
      id: nextId(db.users),
      email: body.email.trim().toLowerCase(),
      password: body.password,
      username: null,
      bio: null,
      avatar: null,
    };
    db.users.push(user);
    return response(201).json({ id: user.id, email: user.email });
  }),

  mock.post('/auth/login', ({ body, response }) => {
    checkCaptcha(body.recaptcha_token);
    const user = byEmail(body.username);
    if (!user || user.password !== body.password) fail(401, 'Incorrect e-mail or password.');
    return response(200).json(tokensFor(user));
  }),

  mock.post('/auth/refresh', ({ body, response }) => {
    const token = body.refresh_token;
    const user = findUser(userIdOfRefreshToken(token) ?? 0);
    if (!user) fail(401, 'Invalid refresh token.');
    if (db.usedRefreshTokens.includes(token)) fail(401, 'This refresh token was already used.');
    db.usedRefreshTokens.push(token);
    return response(200).json(tokensFor(user));
  }),

  mock.get('/auth/account/me', ({ me, response }) => response(200).json(profileOf(me()))),

  mock.patch('/auth/account/me', ({ me, body, response }) => {
    const user = me();
    if (body.username !== undefined) {
      const taken = db.users.some(
        (other) =>
          other.id !== user.id && other.username?.toLowerCase() === body.username?.toLowerCase(),
      );
      if (taken) conflict('This username is already taken.');
      user.username = body.username;
    }
    if (body.bio !== undefined) user.bio = body.bio === '' ? null : body.bio;
    return response(200).json(profileOf(user));
  }),

  mock.put('/auth/account/me/avatar', ({ me, bytes, mediaType, response }) => {
    const user = me();
    if (!bytes || !mediaType) return badRequest('body must be an image');
    if (bytes.length > MAX_AVATAR_BYTES) fail(413, 'The image must be at most 2 MB.');
    user.avatar = { bytes, mediaType, version: (user.avatar?.version ?? 0) + 1 };
    return response(200).json(profileOf(user));
  }),

  mock.get('/auth/account/avatar/{userId}', ({ params, response }) => {
    const avatar = findUser(params.userId)?.avatar;
    if (!avatar) notFound('This user has no profile picture.');
    return response.untyped(
      new HttpResponse(avatar.bytes.slice().buffer, {
        status: 200,
        headers: { 'Content-Type': avatar.mediaType },
      }),
    );
  }),

  mock.post('/auth/request-password-reset', ({ response }) =>
    // The same answer whether or not the address is known (no account discovery).
    response(200).json({
      message: 'If an account exists for this e-mail, a reset link is on its way.',
    }),
  ),

  mock.post('/auth/reset-password', ({ body, response }) => {
    const reset = db.passwordResets.find((row) => row.token === body.token && !row.used);
    const user = reset && findUser(reset.user_id);
    if (!reset || !user) badRequest('This reset link is invalid or has expired.');
    reset.used = true;
    user.password = body.new_password;
    return response(200).json({ message: 'Password reset! You may now log in.' });
  }),
];
