import { HttpResponse } from 'msw';
import {
  ACCOUNT_DELETION_TEXTS,
  DELETED_MEMBER_EMAIL,
  EMAIL_CHANGE_TEXTS,
  EXPORT_EVERY_MS,
  EXPORT_TEXTS,
  EMAIL_CHANGES_PER_HOUR,
  EMAIL_VERIFICATION_TEXTS,
  MAILS_PER_ADDRESS_PER_HOUR,
  VERIFICATION_RESENDS_PER_HOUR,
} from '@wegrow/contract/details';
import { isKnownTimeZone } from '@wegrow/contract/communities';
import { describeUserAgent } from '@wegrow/contract/user-agents';
import { usernameProblem, usernameSkeleton } from '@wegrow/contract/username-skeleton';
import { normalizeUsername, USERNAME_DETAILS } from '@wegrow/contract/usernames';
import type { UserProfile } from '../../types';
import { db, findUser, nextId, removeWhere } from '../db';
import { EMAIL_CHANGED_MESSAGE, SYSTEM_SENDER, WELCOME_MESSAGE } from '../fixtures/account';
import type { AccountExportRow, EmailChangeRow, RefreshTokenRow, UserRow } from '../rows';
import { IMAGE_MAX_BYTES, imageTypeOf } from '../support/images';
import { settingsOf } from '../support/notificationSettings';
import { badRequest, conflict, fail, mock, notFound } from '../support/route';
import { deliverToInbox } from './inbox';
import {
  checkMockAccessToken,
  createMockAccessToken,
  createMockRefreshToken,
  userIdOfRefreshToken,
} from '../support/tokens';

/** A captcha solution that is no solution at all: the fakes (like the server) refuse it. */
export const INVALID_CAPTCHA = 'invalid-captcha';

/** The server's words (apps/server/src/domains/auth, platform/captcha); the conformance suite checks them. */
const TEXTS = {
  captchaMissing: 'Please verify you are not a robot.',
  captchaMalformed: 'The captcha solution is malformed. Please try again.',
  captchaExpired: 'The captcha has expired. Please solve it again.',
  captchaWrong: 'The captcha solution is wrong. Please try again.',
  captchaUsed: 'This captcha was already used. Please solve a new one.',
  invalidCredentials: 'Incorrect email or password.',
  resetRequested: 'If an account exists for that e-mail, a reset link is on its way.',
  resetDone: 'Password reset! You may now log in.',
  resetTokenInvalid: 'This reset link is invalid, used or expired. Please request a new one.',
  refreshInvalid: 'Invalid refresh token. Please log in again.',
  refreshReused: 'This refresh token was already used; the session was ended. Please log in again.',
  notAnImage: 'The file is not a PNG, JPEG or WebP image.',
  noPicture: 'This user has no profile picture.',
  imageTooLarge: 'The image must be at most 2 MB.',
  sessionNotOpen: 'This session is not open (it may have ended already).',
  noCurrentSession: 'Log in again to see which session is this one, then try again.',
} as const;

/** The profile as `GET /auth/account/me` answers it. */
export function profileOf(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.email_verified,
    username: user.username,
    bio: user.bio,
    profile_pic: user.avatar
      ? `/api/auth/account/avatar/${user.id}?v=${user.avatar.version}`
      : null,
  };
}

function issueTokens(user: UserRow, family: string = crypto.randomUUID()) {
  const refresh_token = createMockRefreshToken(user.id);
  db.refreshTokens.push({
    token: refresh_token,
    user_id: user.id,
    family,
    used: false,
    revoked: false,
  });
  return {
    access_token: createMockAccessToken(user, { sessionId: family }),
    refresh_token,
    token_type: 'bearer' as const,
  };
}

/** The secret number of the fakes' challenges: a widget solves them in a handful of hashes. */
const MOCK_CAPTCHA_NUMBER = 12;
const CAPTCHA_TTL_SECONDS = 600;

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A genuine ALTCHA (v1) challenge, as the server issues: `challenge = sha256(salt + number)`, so
 * the real widget's proof of work runs and succeeds quickly. The fakes do not sign challenges.
 */
async function solvableChallenge() {
  const expires = Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS;
  const salt = `${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}?expires=${expires}`;
  const challenge = await sha256Hex(`${salt}${MOCK_CAPTCHA_NUMBER}`);
  return {
    algorithm: 'SHA-256' as const,
    challenge,
    maxnumber: 1000,
    salt,
    signature: await sha256Hex(challenge),
  };
}

/** A fresh solution the fakes accept once (for tests that do not run the captcha widget). */
export async function mockCaptchaSolution(): Promise<string> {
  const { challenge, salt, signature } = await solvableChallenge();
  return btoa(
    JSON.stringify({
      algorithm: 'SHA-256',
      challenge,
      number: MOCK_CAPTCHA_NUMBER,
      salt,
      signature,
    }),
  );
}

interface CaptchaPayload {
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decodeCaptcha(token: string): CaptchaPayload | null {
  try {
    const value: unknown = JSON.parse(atob(token.trim()));
    if (typeof value !== 'object' || value === null) return null;
    const p = value as Record<string, unknown>;
    if (
      p['algorithm'] !== 'SHA-256' ||
      typeof p['challenge'] !== 'string' ||
      typeof p['salt'] !== 'string' ||
      typeof p['signature'] !== 'string' ||
      !p['signature'] ||
      typeof p['number'] !== 'number' ||
      !Number.isSafeInteger(p['number']) ||
      p['number'] < 0
    )
      return null;
    return {
      challenge: p['challenge'],
      number: p['number'],
      salt: p['salt'],
      signature: p['signature'],
    };
  } catch {
    return null;
  }
}

/**
 * Checks a solution as the server does: present, well-formed, unexpired, right, and used once. The
 * fakes cannot check the server's HMAC signature of a challenge (stories may serve challenges of
 * their own), so any signature is taken as the challenge's identity.
 */
async function checkCaptcha(token: string): Promise<void> {
  if (!token.trim()) badRequest(TEXTS.captchaMissing);
  const payload = decodeCaptcha(token);
  if (!payload) return badRequest(TEXTS.captchaMalformed);
  const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isInteger(expires) || expires * 1000 <= Date.now()) badRequest(TEXTS.captchaExpired);
  if ((await sha256Hex(`${payload.salt}${payload.number}`)) !== payload.challenge)
    badRequest(TEXTS.captchaWrong);
  if (db.usedCaptchas.includes(payload.signature)) badRequest(TEXTS.captchaUsed);
  db.usedCaptchas.push(payload.signature);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long the old address's link to undo a change of address works. */
const UNDO_MS = 7 * DAY_MS;

/**
 * The link the server would mail (`/VerifyEmail?token=…`): the fakes keep it in
 * `db.emailVerifications`; `resent` ones count towards the hourly limit of `resendVerificationEmail`.
 */
function sendVerificationLink(user: UserRow, resent = false): void {
  db.emailVerifications.push({
    token: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
    user_id: user.id,
    used: false,
    resent,
    sent_at: Date.now(),
  });
}

/**
 * Counts one mail to the address against the server's per-address limit (sign-up and resend
 * together, `MAILS_PER_ADDRESS_PER_HOUR`): false, and nothing counted, past it.
 */
function mayMail(email: string): boolean {
  const now = Date.now();
  const recent = db.addressMails.filter(
    (row) => row.email === email && now - row.sent_at < HOUR_MS,
  );
  if (recent.length >= MAILS_PER_ADDRESS_PER_HOUR) return false;
  db.addressMails.push({ email, sent_at: now });
  return true;
}

/** 429 `resendLimited`, as the server says it. */
const resendLimited = () =>
  HttpResponse.json(
    { detail: EMAIL_VERIFICATION_TEXTS.resendLimited },
    { status: 429, headers: { 'Retry-After': '3600' } },
  );

/** 429 of `requestEmailChange`, as the server says it. */
const emailChangeLimited = () =>
  HttpResponse.json(
    { detail: EMAIL_CHANGE_TEXTS.limited },
    { status: 429, headers: { 'Retry-After': '3600' } },
  );

/** Claims an unused, unexpired change-of-address link of `kind` (single use), or undefined. */
function changeLink(token: string, kind: 'confirm' | 'undo'): EmailChangeRow | undefined {
  const ttl = kind === 'confirm' ? DAY_MS : UNDO_MS;
  return db.emailChanges.find(
    (row) =>
      row.token === token && row.kind === kind && !row.used && Date.now() - row.sent_at < ttl,
  );
}

/** Moves the account to `email`, verified, ending its access tokens (409 when it is taken). */
function moveAccount(user: UserRow, email: string): void {
  if (db.users.some((other) => other.id !== user.id && other.email === email))
    conflict(EMAIL_CHANGE_TEXTS.taken);
  user.email = email;
  user.email_verified = true;
  user.token_version += 1;
}

/** The newest export of the account, when it has not expired. */
function newestExport(userId: number): AccountExportRow | undefined {
  return db.accountExports
    .filter((row) => row.user_id === userId)
    .sort((a, b) => b.requested_at.localeCompare(a.requested_at))[0];
}

/** Where the account's export stands, as the server says it. */
function exportStatus(userId: number) {
  const row = newestExport(userId);
  const now = Date.now();
  const requested = row ? Date.parse(row.requested_at) : Number.NaN;
  const nextAt =
    row && now - requested < EXPORT_EVERY_MS
      ? new Date(requested + EXPORT_EVERY_MS).toISOString()
      : null;
  const expired = row?.expires_at != null && Date.parse(row.expires_at) <= now;
  if (!row || (row.state === 'ready' && expired))
    return {
      state: 'none' as const,
      requested_at: null,
      ready_at: null,
      expires_at: null,
      size: null,
      next_at: nextAt,
    };
  return {
    state: row.state,
    requested_at: row.requested_at,
    ready_at: row.ready_at,
    expires_at: row.expires_at,
    size: row.zip?.length ?? null,
    next_at: nextAt,
  };
}

/** The fakes' "Deleted member" account (as the server's, made when first needed). */
function deletedMember(): UserRow {
  const known = db.users.find((user) => user.email === DELETED_MEMBER_EMAIL);
  if (known) return known;
  const ghost: UserRow = {
    id: nextId(db.users),
    email: DELETED_MEMBER_EMAIL,
    password: crypto.randomUUID(),
    username: ACCOUNT_DELETION_TEXTS.deletedMember,
    bio: null,
    avatar: null,
    token_version: 0,
    email_verified: false,
  };
  db.users.push(ghost);
  return ghost;
}

/** The names of the communities whose only admin `userId` is while others are members. */
function soleAdminOf(userId: number): string[] {
  const approved = (id: number) =>
    db.memberships.filter((m) => m.community_id === id && m.is_approved);
  return db.communities
    .filter((community) => {
      const members = approved(community.id);
      const own = members.find((m) => m.user_id === userId);
      const others = members.filter((m) => m.user_id !== userId);
      return own?.is_admin === true && others.length > 0 && !others.some((m) => m.is_admin);
    })
    .map((community) => community.name)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * As the server (domains/account/deletion.ts): what others rely on goes to "Deleted member",
 * communities nobody else belongs to go, created ones pass to another admin, the rest of the
 * account's rows go with it.
 */
function deleteAccount(user: UserRow): void {
  const heir = deletedMember();
  const approved = (id: number) =>
    db.memberships.filter((m) => m.community_id === id && m.is_approved);
  const gone = new Set(
    db.communities
      .filter((c) => approved(c.id).some((m) => m.user_id === user.id))
      .filter((c) => approved(c.id).every((m) => m.user_id === user.id))
      .map((c) => c.id),
  );
  db.communities = db.communities.filter((c) => !gone.has(c.id));
  db.memberships = db.memberships.filter((m) => !gone.has(m.community_id));
  for (const community of db.communities)
    if (community.creator_id === user.id) {
      const next = approved(community.id).find((m) => m.user_id !== user.id && m.is_admin);
      if (next) community.creator_id = next.user_id;
    }
  for (const rows of [
    db.forumThreads,
    db.forumComments,
    db.blogComments,
    db.chat,
    db.resources,
    db.events,
  ])
    for (const row of rows) if (row.user_id === user.id) row.user_id = heir.id;
  for (const rows of [db.goals, db.communityTasks])
    for (const row of rows) if (row.creator_id === user.id) row.creator_id = heir.id;
  for (const event of db.events)
    event.answers = event.answers?.filter((answer) => answer.user_id !== user.id);
  // Lyra's log and facts are kept by owner key, not by user_id (as the server's).
  const lyraOwner = `user:${String(user.id)}`;
  db.lyraChatLog = db.lyraChatLog.filter((row) => row.owner !== lyraOwner);
  db.lyraFacts = db.lyraFacts.filter((row) => row.owner !== lyraOwner);
  // Everything else of the account: every table's rows that name it as their owner.
  const table = db as unknown as Record<string, unknown>;
  for (const [name, rows] of Object.entries(table))
    if (Array.isArray(rows) && name !== 'users')
      table[name] = rows.filter(
        (row: unknown) =>
          !(typeof row === 'object' && row !== null && 'user_id' in row && row.user_id === user.id),
      );
  db.users = db.users.filter((row) => row.id !== user.id);
}

/** Whether a login (refresh-token family) is open: its latest token unused and unrevoked. */
const isOpen = (family: string) =>
  db.refreshTokens.some((row) => row.family === family && !row.used && !row.revoked);

/** Ends a login: every token of its family revoked (its access tokens are refused from then on). */
function endLogin(family: string): void {
  for (const row of db.refreshTokens) if (row.family === family) row.revoked = true;
}

/** The login (`sid`) of the request's bearer token, when it carries one (the fakes' login issues it). */
function sessionOf(request: Request): string | null {
  const token = /^Bearer +(\S+) *$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
  const check = token === undefined ? null : checkMockAccessToken(token);
  return check?.ok ? check.sessionId : null;
}

const byEmail = (email: string) =>
  db.users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

/**
 * The refresh token's row; a well-formed mock token of a known user (a story's session) starts a
 * family, unless the user's password was reset since (that ended every session made before).
 */
function refreshRow(token: string): RefreshTokenRow | undefined {
  const known = db.refreshTokens.find((row) => row.token === token);
  if (known) return known;
  const userId = userIdOfRefreshToken(token);
  const user = userId === null ? undefined : findUser(userId);
  if (userId === null || !user || user.token_version > 0) return undefined;
  const row = { token, user_id: userId, family: crypto.randomUUID(), used: false, revoked: false };
  db.refreshTokens.push(row);
  return row;
}

export const authHandlers = [
  mock.get('/auth/captcha', async ({ response }) => response(200).json(await solvableChallenge())),

  // The same answer for a new and a known address. As the server: a known address nobody verified
  // gets a new link (its password unchanged), a verified one's owner a "someone tried" mail (not
  // kept here); every mail within the address's limit.
  mock.post('/auth/signup', async ({ body, response }) => {
    await checkCaptcha(body.recaptcha_token);
    const known = byEmail(body.email);
    if (known) {
      if (mayMail(known.email) && !known.email_verified) sendVerificationLink(known);
      return response(201).json({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
    }
    const user: UserRow = {
      id: nextId(db.users),
      email: body.email.trim().toLowerCase(),
      password: body.password,
      username: null,
      bio: null,
      avatar: null,
      token_version: 0,
      email_verified: false,
    };
    db.users.push(user);
    // As the server does: a new account starts with the welcome message, unread, and its
    // notifications in the sign-up device's zone when it is a known one.
    deliverToInbox(user.id, { sender: { ...SYSTEM_SENDER }, ...WELCOME_MESSAGE });
    if (body.time_zone !== undefined && isKnownTimeZone(body.time_zone))
      settingsOf(user.id).time_zone = body.time_zone;
    if (mayMail(user.email)) sendVerificationLink(user);
    return response(201).json({ message: EMAIL_VERIFICATION_TEXTS.signupAccepted });
  }),

  // As the server: whoever follows the link becomes the only holder of the account. Signed in as
  // its account, every other login ends; else a password is required (checked before the link is
  // spent; the contract's schema checks its length) and every session ends.
  mock.post('/auth/verify-email', ({ user: caller, request, body, response }) => {
    const link = db.emailVerifications.find(
      (row) => row.token === body.token && !row.used && Date.now() - row.sent_at < DAY_MS,
    );
    const user = link && findUser(link.user_id);
    if (!link || !user) return badRequest(EMAIL_VERIFICATION_TEXTS.linkInvalid);
    const holder = caller?.id === user.id;
    if (body.password === undefined && !holder)
      fail(422, EMAIL_VERIFICATION_TEXTS.passwordRequired);
    // Single use, and the account's other links stop working.
    for (const row of db.emailVerifications) if (row.user_id === user.id) row.used = true;
    user.email_verified = true;
    // Access tokens issued before are refused from now on; only the caller's own login (a story's
    // session has none the fakes know) keeps its refresh token, when no password was set.
    user.token_version += 1;
    const kept = body.password === undefined && holder ? sessionOf(request) : null;
    for (const row of db.refreshTokens)
      if (row.user_id === user.id && row.family !== kept) row.revoked = true;
    if (body.password !== undefined) {
      user.password = body.password;
      for (const row of db.passwordResets) if (row.user_id === user.id) row.used = true;
    }
    return response(200).json({ message: EMAIL_VERIFICATION_TEXTS.verified });
  }),

  mock.post('/auth/verify-email/resend', ({ me, response }) => {
    const user = me();
    const now = Date.now();
    const recent = db.emailVerifications.filter(
      (row) => row.user_id === user.id && row.resent && now - row.sent_at < HOUR_MS,
    );
    if (recent.length >= VERIFICATION_RESENDS_PER_HOUR) return response.untyped(resendLimited());
    if (user.email_verified) conflict(EMAIL_VERIFICATION_TEXTS.alreadyVerified);
    // The address's limit, shared with sign-up.
    if (!mayMail(user.email)) return response.untyped(resendLimited());
    sendVerificationLink(user, true);
    return response(200).json({ message: EMAIL_VERIFICATION_TEXTS.resent });
  }),

  mock.post('/auth/login', async ({ request, body, response }) => {
    await checkCaptcha(body.recaptcha_token);
    const user = byEmail(body.username);
    if (!user || user.password !== body.password) fail(401, TEXTS.invalidCredentials);
    const family = crypto.randomUUID();
    const now = new Date().toISOString();
    db.logins.push({
      family,
      user_id: user.id,
      user_agent: request.headers.get('User-Agent')?.slice(0, 500) ?? null,
      signed_in_at: now,
      last_active_at: now,
    });
    return response(200).json(issueTokens(user, family));
  }),

  mock.post('/auth/refresh', ({ body, response }) => {
    const row = refreshRow(body.refresh_token);
    if (!row || row.revoked) return fail(401, TEXTS.refreshInvalid);
    if (row.used) {
      for (const sibling of db.refreshTokens)
        if (sibling.family === row.family) sibling.revoked = true;
      fail(401, TEXTS.refreshReused);
    }
    const user = findUser(row.user_id);
    if (!user) return fail(401, TEXTS.refreshInvalid);
    row.used = true;
    const login = db.logins.find((entry) => entry.family === row.family);
    if (login) login.last_active_at = new Date().toISOString();
    return response(200).json(issueTokens(user, row.family));
  }),

  // Revokes the token's family; unknown or used tokens too answer 204. With a bearer, only one's own.
  mock.post('/auth/logout', ({ user, body, response }) => {
    const row = refreshRow(body.refresh_token);
    if (row && (!user || user.id === row.user_id))
      for (const sibling of db.refreshTokens)
        if (sibling.family === row.family) sibling.revoked = true;
    return response(204).empty();
  }),

  // As the server: the hourly limit first, then the password, then the address (a taken one gets
  // the same answer; its owner is told by mail); the link goes to the new address.
  mock.post('/auth/account/email', ({ me, body, response }) => {
    const user = me();
    const now = Date.now();
    const asked = db.emailChangeAsks.filter(
      (row) => row.user_id === user.id && now - row.at < HOUR_MS,
    );
    if (asked.length >= EMAIL_CHANGES_PER_HOUR) return response.untyped(emailChangeLimited());
    db.emailChangeAsks.push({ user_id: user.id, at: now });
    if (body.password !== user.password) fail(422, EMAIL_CHANGE_TEXTS.wrongPassword);
    const wanted = body.new_email.trim().toLowerCase();
    if (wanted === user.email) fail(422, EMAIL_CHANGE_TEXTS.sameAddress);
    if (!mayMail(wanted)) return response.untyped(emailChangeLimited());
    const answer = { message: EMAIL_CHANGE_TEXTS.linkSent(wanted) };
    if (byEmail(wanted)) return response(200).json(answer);
    for (const row of db.emailChanges)
      if (row.user_id === user.id && row.kind === 'confirm') row.used = true;
    db.emailChanges.push({
      token: `ect_${crypto.randomUUID().replaceAll('-', '')}`,
      user_id: user.id,
      kind: 'confirm',
      email: wanted,
      used: false,
      sent_at: now,
    });
    return response(200).json(answer);
  }),

  mock.post('/auth/account/email/confirm', ({ body, response }) => {
    const link = changeLink(body.token, 'confirm');
    const user = link && findUser(link.user_id);
    if (!link || !user) return badRequest(EMAIL_CHANGE_TEXTS.linkInvalid);
    const from = user.email;
    moveAccount(user, link.email);
    link.used = true;
    for (const row of db.emailVerifications) if (row.user_id === user.id) row.used = true;
    db.emailChanges.push({
      token: `ecu_${crypto.randomUUID().replaceAll('-', '')}`,
      user_id: user.id,
      kind: 'undo',
      email: from,
      used: false,
      sent_at: Date.now(),
    });
    deliverToInbox(user.id, { sender: { ...SYSTEM_SENDER }, ...EMAIL_CHANGED_MESSAGE });
    return response(200).json({
      message: EMAIL_CHANGE_TEXTS.changed(user.email),
      email: user.email,
    });
  }),

  // As the server: back on the old address, and every session ends.
  mock.post('/auth/account/email/undo', ({ body, response }) => {
    const link = changeLink(body.token, 'undo');
    const user = link && findUser(link.user_id);
    if (!link || !user) return badRequest(EMAIL_CHANGE_TEXTS.linkInvalid);
    moveAccount(user, link.email);
    link.used = true;
    for (const row of db.refreshTokens) if (row.user_id === user.id) row.revoked = true;
    for (const row of db.passwordResets) if (row.user_id === user.id) row.used = true;
    for (const row of db.emailVerifications) if (row.user_id === user.id) row.used = true;
    for (const row of db.emailChanges)
      if (row.user_id === user.id && row.kind === 'confirm') row.used = true;
    return response(200).json({
      message: EMAIL_CHANGE_TEXTS.undone(user.email),
      email: user.email,
    });
  }),

  mock.get('/auth/account/export', ({ me, response }) => response(200).json(exportStatus(me().id))),

  // As the server, with no job worker: the export stays pending (a story seeds a ready one).
  mock.post('/auth/account/export', ({ me, response }) => {
    const user = me();
    const last = newestExport(user.id);
    if (last && Date.now() - Date.parse(last.requested_at) < EXPORT_EVERY_MS)
      return response.untyped(
        HttpResponse.json(
          { detail: EXPORT_TEXTS.limited },
          { status: 429, headers: { 'Retry-After': String(EXPORT_EVERY_MS / 1000) } },
        ),
      );
    db.accountExports.push({
      user_id: user.id,
      state: 'pending',
      requested_at: new Date().toISOString(),
      ready_at: null,
      expires_at: null,
      zip: null,
    });
    return response(202).json(exportStatus(user.id));
  }),

  mock.get('/auth/account/export/file', ({ me, response }) => {
    const row = newestExport(me().id);
    const live = row?.expires_at != null && Date.parse(row.expires_at) > Date.now();
    if (!row || row.state !== 'ready' || !row.zip || !live) return notFound(EXPORT_TEXTS.noFile);
    return response.untyped(
      new HttpResponse(row.zip.slice().buffer, {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="wegrow-export.zip"',
        },
      }),
    );
  }),

  mock.post('/auth/account/delete', ({ me, body, response }) => {
    const user = me();
    if (body.password !== user.password) fail(422, ACCOUNT_DELETION_TEXTS.wrongPassword);
    const blocking = soleAdminOf(user.id);
    if (blocking.length > 0) conflict(ACCOUNT_DELETION_TEXTS.soleAdmin(blocking));
    deleteAccount(user);
    return response(204).empty();
  }),

  // As the server: the account's open logins, the most recently active first, the caller's marked.
  mock.get('/auth/sessions', ({ me, request, response }) => {
    const user = me();
    const current = sessionOf(request);
    const open = db.logins
      .filter((login) => login.user_id === user.id && isOpen(login.family))
      .sort(
        (a, b) =>
          b.last_active_at.localeCompare(a.last_active_at) ||
          b.signed_in_at.localeCompare(a.signed_in_at),
      );
    return response(200).json(
      open.map((login) => ({
        id: login.family,
        ...describeUserAgent(login.user_agent),
        signed_in_at: login.signed_in_at,
        last_active_at: login.last_active_at,
        current: login.family === current,
      })),
    );
  }),

  mock.delete('/auth/sessions/others', ({ me, request, response }) => {
    const user = me();
    const current = sessionOf(request);
    if (current === null) conflict(TEXTS.noCurrentSession);
    const others = new Set(
      db.refreshTokens
        .filter((row) => row.user_id === user.id && row.family !== current && !row.revoked)
        .map((row) => row.family),
    );
    const ended = [...others].filter(isOpen).length;
    for (const family of others) endLogin(family);
    return response(200).json({ ended });
  }),

  mock.delete('/auth/sessions/{sessionId}', ({ me, params, response }) => {
    const user = me();
    const login = db.logins.find(
      (entry) => entry.family === params.sessionId && entry.user_id === user.id,
    );
    if (!login || !isOpen(login.family)) notFound(TEXTS.sessionNotOpen);
    endLogin(login.family);
    return response(204).empty();
  }),

  mock.get('/auth/account/me', ({ me, response }) => response(200).json(profileOf(me()))),

  // The member's search language (issue 45): `auto` until chosen; the contract allows its values.
  mock.get('/auth/account/me/search', ({ me, response }) => {
    const userId = me().id;
    const row = db.searchSettings.find((settings) => settings.user_id === userId);
    return response(200).json({ language: row?.language ?? 'auto' });
  }),

  mock.put('/auth/account/me/search', ({ me, body, response }) => {
    const userId = me().id;
    removeWhere(db.searchSettings, (settings) => settings.user_id === userId);
    db.searchSettings.push({ user_id: userId, language: body.language });
    return response(200).json({ language: body.language });
  }),

  mock.patch('/auth/account/me', ({ me, body, response }) => {
    const user = me();
    if (body.username !== undefined) {
      // The server's rule (@wegrow/contract/usernames, username-skeleton): NFKC, shape, reserved
      // names, mixed scripts (422), a name another member holds (409) or a look-alike of one (409).
      const username = normalizeUsername(body.username);
      const problem = usernameProblem(username);
      if (problem) fail(422, problem);
      const others = db.users.filter((other) => other.id !== user.id && other.username !== null);
      if (others.some((other) => other.username?.toLowerCase() === username.toLowerCase()))
        conflict(USERNAME_DETAILS.taken);
      const skeleton = usernameSkeleton(username);
      if (others.some((other) => other.username && usernameSkeleton(other.username) === skeleton))
        conflict(USERNAME_DETAILS.tooSimilar);
      user.username = username;
    }
    if (body.bio !== undefined) user.bio = body.bio === '' ? null : body.bio;
    return response(200).json(profileOf(user));
  }),

  mock.put('/auth/account/me/avatar', ({ me, bytes, response }) => {
    const user = me();
    if (!bytes) return badRequest(TEXTS.notAnImage);
    if (bytes.length > IMAGE_MAX_BYTES) fail(413, TEXTS.imageTooLarge);
    const mediaType = imageTypeOf(bytes);
    if (!mediaType) return badRequest(TEXTS.notAnImage);
    user.avatar = { bytes, mediaType, version: (user.avatar?.version ?? 0) + 1 };
    return response(200).json(profileOf(user));
  }),

  mock.get('/auth/account/avatar/{userId}', ({ params, response }) => {
    const avatar = findUser(params.userId)?.avatar;
    if (!avatar) notFound(TEXTS.noPicture);
    return response.untyped(
      new HttpResponse(avatar.bytes.slice().buffer, {
        status: 200,
        headers: { 'Content-Type': avatar.mediaType },
      }),
    );
  }),

  mock.post('/auth/request-password-reset', ({ body, response }) => {
    // The same answer whether or not the address is known (no account discovery).
    const user = byEmail(body.email);
    if (user) {
      const token = `prt_${crypto.randomUUID().replaceAll('-', '')}`;
      db.passwordResets.push({ token, user_id: user.id, used: false });
    }
    return response(200).json({ message: TEXTS.resetRequested });
  }),

  mock.post('/auth/reset-password', ({ body, response }) => {
    const reset = db.passwordResets.find((row) => row.token === body.token && !row.used);
    const user = reset && findUser(reset.user_id);
    if (!reset || !user) return badRequest(TEXTS.resetTokenInvalid);
    // Every link of the account stops working, and every session ends.
    for (const row of db.passwordResets) if (row.user_id === user.id) row.used = true;
    // The link was mailed to the address: it proves it, as a verification link does.
    user.email_verified = true;
    for (const row of db.emailVerifications) if (row.user_id === user.id) row.used = true;
    for (const row of db.refreshTokens) if (row.user_id === user.id) row.revoked = true;
    for (const row of db.emailChanges)
      if (row.user_id === user.id && row.kind === 'confirm') row.used = true;
    // Access tokens issued before are refused from now on.
    user.token_version += 1;
    user.password = body.new_password;
    return response(200).json({ message: TEXTS.resetDone });
  }),
];
