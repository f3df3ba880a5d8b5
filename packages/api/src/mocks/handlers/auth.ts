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

function checkCaptcha(token: string): void {
  if (token === INVALID_CAPTCHA) badRequest('Captcha verification failed. Please try again.');
}

const byEmail = (email: string) =>
  db.users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

export const authHandlers = [
  mock.get('/auth/captcha', ({ response }) =>
    response(200).json({
      algorithm: 'SHA-256',
      challenge: '4d5e6f0b8c1a7e2d3f9b0a1c2e4d6f8a0b2c4e6d8f0a1b3c5d7e9f1a3b5c7d9e',
      maxnumber: 100000,
      salt: `9f2c1a7b3e5d?expires=${Math.floor(Date.now() / 1000) + 600}`,
      signature: '0c7d2b9e4f1a6c3d8e5b2a9f7c4e1d6b3a8f5c2e9d6b4a1f8c5e2d9b6a3f0c7e',
    }),
  ),

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
