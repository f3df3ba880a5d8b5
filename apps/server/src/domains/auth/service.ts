import { randomUUID } from 'node:crypto';
import type { components } from '@wegrow/api/schema';
import {
  EMAIL_CHANGE_TEXTS,
  EMAIL_VERIFICATION_TEXTS,
  VERIFY_EMAIL_PATH,
} from '@wegrow/contract/details';
import { isKnownTimeZone } from '@wegrow/contract/communities';
import { describeUserAgent } from '@wegrow/contract/user-agents';
import { usernameSkeleton } from '@wegrow/contract/username-skeleton';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AccessTokens } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { type Db, isUniqueViolation } from '../../platform/db';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  unauthorized,
  unprocessable,
} from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { passwordProblem, type Passwords } from '../../platform/passwords';
import { type UserRow, users } from '../../platform/schema';
import { randomToken, sha256 } from '../../platform/tokens';
import type { InboxService } from '../inbox';
import type { NotificationsService } from '../notifications';
import {
  emailChangeTokens,
  emailVerificationTokens,
  logins,
  passwordResetTokens,
  refreshTokens,
} from './schema';

/** Tokens returned by login and refresh (contract schema `TokenPair`). */
export type TokenPair = components['schemas']['TokenPair'];

/** An account made by `createAccount` (the seed, the CLI and tests; sign-up answers a message). */
export interface NewAccount {
  id: number;
  email: string;
}

/** The answer of sign-up (contract schema `SignupResponse`), the same for a new and a known address. */
export type SignupAnswer = components['schemas']['SignupResponse'];

/** One open login as listed (contract schema `LoginSession`). */
export type LoginSession = components['schemas']['LoginSession'];

/** A confirmation (contract schema `Message`). */
export type Message = components['schemas']['Message'];

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** How long a verification link works. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60_000;
/** How long the link to a new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
/** How long the old address's link to undo a change works. */
export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60_000;
/** Where the links of a change of address open on the site. */
const CHANGE_EMAIL_PATH = '/ChangeEmail';

export const MESSAGES = {
  invalidCredentials: 'Incorrect email or password.',
  emailTaken: 'An account with this e-mail address already exists.',
  resetRequested: 'If an account exists for that e-mail, a reset link is on its way.',
  resetDone: 'Password reset! You may now log in.',
  resetTokenInvalid: 'This reset link is invalid, used or expired. Please request a new one.',
  refreshInvalid: 'Invalid refresh token. Please log in again.',
  refreshExpired: 'Your session has expired. Please log in again.',
  refreshReused: 'This refresh token was already used; the session was ended. Please log in again.',
  sessionNotOpen: 'This session is not open (it may have ended already).',
  noCurrentSession: 'Log in again to see which session is this one, then try again.',
} as const;

/** The user agent kept per login is cut to this many characters. */
const MAX_USER_AGENT = 500;

/**
 * Counts one mail to an address against the limit of mails an address may get from sign-up and
 * resend together (`MAILS_PER_ADDRESS_PER_HOUR`): true when it may leave. The operations decide what
 * a refusal answers (sign-up the same; resend 429).
 */
export type AddressMailBudget = (email: string) => Promise<boolean>;

/** Who calls `verifyEmail`: the bearer token's account and login (`sid`), when one came. */
export interface VerifyEmailCaller {
  id: number;
  /** The login (refresh-token family) the access token was issued for; null in older tokens. */
  sessionId: string | null;
}

/** E-mail addresses are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface AuthServiceDeps {
  db: Db;
  clock: Clock;
  passwords: Passwords;
  tokens: AccessTokens;
  inbox: InboxService;
  /** A new account's notification settings (its time zone, given at sign-up). */
  notifications: Pick<NotificationsService, 'update'>;
  mailer: Mailer;
  /** Base of links in e-mails (PUBLIC_SITE_URL), without a trailing slash. */
  publicSiteUrl: string;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /**
   * Sign-up: the same answer whether or not the address has an account, so the form cannot tell
   * who is registered. A new address gets an account (unverified: no role, no posting where others
   * read) and a verification link. An address whose account nobody verified yet gets a new link
   * (whoever signed up first may not own the address: following the link, the owner sets their own
   * password and every earlier session ends, `verifyEmail`); its password stays as it was until
   * then. A verified address gets no second account, and its owner a mail saying someone tried. The
   * password is hashed either way, so the time taken does not tell either, and the mail leaves in
   * the background. Every mail counts against the address's limit (`mayMail`); past it none leaves.
   * A new account's notifications are written in `timeZone` (the sign-up device's) when it is a
   * zone the server knows; an account that existed keeps its own.
   */
  async signup(
    email: string,
    password: string,
    mayMail: AddressMailBudget = async () => true,
    timeZone?: string,
  ): Promise<SignupAnswer> {
    const { passwords } = this.deps;
    const problem = passwordProblem(password);
    if (problem) throw unprocessable(problem);
    const normalized = normalizeEmail(email);
    const answer = { message: EMAIL_VERIFICATION_TEXTS.signupAccepted };
    const existing = await this.accountAt(normalized);
    if (existing) {
      await passwords.hash(password);
      await this.mailKnownAddress(existing, mayMail);
      return answer;
    }
    let account: NewAccount;
    try {
      account = await this.createAccount(normalized, password);
    } catch (error) {
      // Someone signed up with the address a moment ago: answer as for a known address.
      const raced = error instanceof HttpError && error.statusCode === 409;
      const known = raced ? await this.accountAt(normalized) : undefined;
      if (!known) throw error;
      await this.mailKnownAddress(known, mayMail);
      return answer;
    }
    if (timeZone !== undefined && isKnownTimeZone(timeZone))
      await this.deps.notifications.update(account.id, { time_zone: timeZone });
    if (await mayMail(normalized)) await this.sendVerificationLink(account);
    return answer;
  }

  /** The account of an address (already normalized), with whether it is verified. */
  private async accountAt(
    email: string,
  ): Promise<{ id: number; email: string; verified: boolean } | undefined> {
    const [row] = await this.deps.db
      .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.email, email));
    return row && { id: row.id, email: row.email, verified: row.verifiedAt !== null };
  }

  /**
   * Sign-up with an address that has an account: a new verification link while nobody verified
   * it (the owner takes the account by following it), else the "someone tried" mail; within the
   * address's limit.
   */
  private async mailKnownAddress(
    account: { id: number; email: string; verified: boolean },
    mayMail: AddressMailBudget,
  ): Promise<void> {
    if (!(await mayMail(account.email))) return;
    if (account.verified) this.mailSignupAttempt(account.email);
    else await this.sendVerificationLink(account);
  }

  /**
   * Creates an account and greets it in its inbox (the seed, the CLI and tests; visitors use
   * `signup`). 409 when the e-mail is taken. `verified` marks the address verified at once (the
   * demo accounts); otherwise it stays unverified until a link is opened.
   */
  async createAccount(
    email: string,
    password: string,
    profile: { username?: string; bio?: string } = {},
    { verified = false }: { verified?: boolean } = {},
  ): Promise<NewAccount> {
    const { db, clock, passwords, inbox } = this.deps;
    const problem = passwordProblem(password);
    if (problem) throw unprocessable(problem);
    const normalized = normalizeEmail(email);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalized));
    if (existing) throw conflict(MESSAGES.emailTaken);
    const passwordHash = await passwords.hash(password);
    let row: { id: number; email: string } | undefined;
    try {
      [row] = await db
        .insert(users)
        .values({
          email: normalized,
          passwordHash,
          createdAt: clock(),
          emailVerifiedAt: verified ? clock() : null,
          ...profile,
          // The seed's and the tests' names, given by the system: no reserved-name check.
          usernameSkeleton:
            profile.username === undefined ? null : usernameSkeleton(profile.username),
        })
        .returning({ id: users.id, email: users.email });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
      throw error;
    }
    if (!row) throw new Error('insert returned no row');
    await inbox.notify(row.id, 'welcome');
    return row;
  }

  /**
   * Checks e-mail and password; the same 401 whether the account is unknown or the password wrong.
   * The login is recorded with the client's user agent (listed by `listSessions`).
   */
  async login(
    email: string,
    password: string,
    userAgent: string | null = null,
  ): Promise<TokenPair> {
    const { db, passwords } = this.deps;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)));
    const ok = user
      ? await passwords.verify(user.passwordHash, password)
      : await passwords.verifyDummy(password);
    if (!user || !ok) throw unauthorized(MESSAGES.invalidCredentials);
    const familyId = randomUUID();
    await this.recordLogin(user.id, familyId, userAgent);
    return this.issueTokens(user, familyId);
  }

  /**
   * Exchanges a refresh token for a new pair. The presented token is used up; presenting a used
   * token again revokes its whole family (every token descended from the same login).
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const { db, clock } = this.deps;
    const now = clock();
    const [token] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (!token || token.revokedAt) throw unauthorized(MESSAGES.refreshInvalid);
    if (token.usedAt) {
      await this.revokeFamily(token, now);
      throw unauthorized(MESSAGES.refreshReused);
    }
    if (token.expiresAt <= now) throw unauthorized(MESSAGES.refreshExpired);

    const claimed = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.id, token.id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      // Someone used it a moment ago: that is a reuse too.
      await this.revokeFamily(token, now);
      throw unauthorized(MESSAGES.refreshReused);
    }
    const [user] = await db.select().from(users).where(eq(users.id, token.userId));
    if (!user) throw unauthorized(MESSAGES.refreshInvalid);
    await db.update(logins).set({ lastActiveAt: now }).where(eq(logins.familyId, token.familyId));
    return this.issueTokens(user, token.familyId);
  }

  /**
   * Logs out: revokes the refresh token's whole family (the login it came from and every rotation of
   * it). An unknown, used or revoked token is not an error: there is nothing (more) to end. With a
   * caller (a bearer token came too), a token of another account is left alone.
   */
  async logout(refreshToken: string, callerId: number | null): Promise<void> {
    const { db, clock } = this.deps;
    const [token] = await db
      .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (!token || (callerId !== null && token.userId !== callerId)) return;
    await this.revokeFamily(token, clock());
  }

  /**
   * Mails a single-use reset link when the account exists. The answer is the same either way, and
   * the mail leaves in the background so timing does not tell either.
   */
  async requestPasswordReset(email: string): Promise<Message> {
    const { db, clock, mailer, publicSiteUrl } = this.deps;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)));
    if (user) {
      const now = clock();
      const token = randomToken('prt_');
      await db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      const link = `${publicSiteUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
      mailer.send({
        to: user.email,
        subject: 'Reset your WeGrow password',
        text: [
          'Hello,',
          '',
          'Someone (hopefully you) asked to reset the password of your WeGrow account.',
          'Open this link within 30 minutes to choose a new password:',
          '',
          link,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
          '',
          'WeGrow',
        ].join('\n'),
      });
    }
    return { message: MESSAGES.resetRequested };
  }

  /**
   * Sets a new password with a reset token (single use, 30 minutes); ends every session of the
   * account. The link was mailed to the address, so it proves the address as a verification link
   * does: an unverified address is verified from then on (and its verification links spent).
   */
  async resetPassword(token: string, newPassword: string): Promise<Message> {
    const { db, clock, passwords, tokens, inbox } = this.deps;
    const problem = passwordProblem(newPassword, 'New password');
    if (problem) throw unprocessable(problem);
    const now = clock();
    const claimed = await claimSingleUse(db, passwordResetTokens, token, now);
    if (!claimed) throw badRequest(MESSAGES.resetTokenInvalid);

    const passwordHash = await passwords.hash(newPassword);
    await db.transaction(async (tx) => {
      // A new token version: access tokens issued before are refused from now on.
      await tx
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})`,
        })
        .where(eq(users.id, claimed.userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, claimed.userId), isNull(refreshTokens.revokedAt)));
      // Other links sent earlier stop working too (a change of address asked for included).
      await spendAll(tx, passwordResetTokens, claimed.userId, now);
      await spendAll(tx, emailVerificationTokens, claimed.userId, now);
      await spendChangeLinks(tx, claimed.userId, 'confirm', now);
    });
    tokens.versionChanged(claimed.userId);
    await inbox.notify(claimed.userId, 'passwordChanged');
    return { message: MESSAGES.resetDone };
  }

  /**
   * Opens a verification link: single use, 24 hours. Whoever follows it proves the mailbox, but not
   * that they made the account: someone else may have signed up with the address first, with a
   * password of their own (account pre-hijacking). So the follower ends up the only holder of the
   * account, and the account is verified from then on (its other pending links stop working):
   * - signed in as the link's account (`caller`: they proved its password too): every other login
   *   of the account ends (its refresh-token families are revoked, and the token version moves on,
   *   so every access token issued so far stops; the caller's client refreshes through its own
   *   login, which stays);
   * - otherwise `password` is required (422 `passwordRequired`, or the password rule's words,
   *   checked before the link is spent): it becomes the account's password, and every session the
   *   account had ends (refresh tokens revoked, token version moved on, reset links spent).
   * An unknown, used or expired link is refused (400) before anything else.
   */
  async verifyEmail(
    token: string,
    { caller = null, password }: { caller?: VerifyEmailCaller | null; password?: string } = {},
  ): Promise<Message> {
    const { db, clock, passwords, tokens } = this.deps;
    const link = await pendingLink(db, token, clock());
    if (!link) throw badRequest(EMAIL_VERIFICATION_TEXTS.linkInvalid);
    const holder = caller?.id === link.userId ? caller : null;
    if (password === undefined && !holder)
      throw unprocessable(EMAIL_VERIFICATION_TEXTS.passwordRequired);
    const problem = password === undefined ? undefined : passwordProblem(password);
    if (problem) throw unprocessable(problem);
    const passwordHash = password === undefined ? null : await passwords.hash(password);

    const now = clock();
    const userId = await db.transaction(async (tx) => {
      const claimed = await claimSingleUse(tx, emailVerificationTokens, token, now);
      if (!claimed) throw badRequest(EMAIL_VERIFICATION_TEXTS.linkInvalid);
      await tx
        .update(users)
        .set({
          ...(passwordHash === null ? {} : { passwordHash }),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})`,
        })
        .where(eq(users.id, claimed.userId));
      // The caller's own login stays only when it proved the password (signed in); a password set
      // here ends every login, the caller's included (it logs in with the new one).
      const kept = passwordHash === null ? (holder?.sessionId ?? null) : null;
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, claimed.userId),
            isNull(refreshTokens.revokedAt),
            kept === null ? undefined : ne(refreshTokens.familyId, kept),
          ),
        );
      await spendAll(tx, emailVerificationTokens, claimed.userId, now);
      if (passwordHash !== null) await spendAll(tx, passwordResetTokens, claimed.userId, now);
      return claimed.userId;
    });
    tokens.versionChanged(userId);
    return { message: EMAIL_VERIFICATION_TEXTS.verified };
  }

  /**
   * Marks the account's address verified (a link was opened, or a trusted caller such as a test
   * says so) and ends its pending links; its tokens hold its roles from the next request on.
   */
  async markVerified(userId: number): Promise<void> {
    const { db, clock, tokens } = this.deps;
    const now = clock();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
      await spendAll(tx, emailVerificationTokens, userId, now);
    });
    tokens.versionChanged(userId);
  }

  /**
   * Mails the signed-in account a new link; 409 when its address is already verified. The mail
   * counts against the address's limit (`countMail`, which throws its 429 past it), shared with
   * sign-up.
   */
  async resendVerification(
    userId: number,
    countMail: (email: string) => Promise<void> = async () => undefined,
  ): Promise<Message> {
    const { db } = this.deps;
    const [user] = await db
      .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthorized();
    if (user.verifiedAt) throw conflict(EMAIL_VERIFICATION_TEXTS.alreadyVerified);
    await countMail(user.email);
    await this.sendVerificationLink(user);
    return { message: EMAIL_VERIFICATION_TEXTS.resent };
  }

  /**
   * Asks to move the account to `newEmail`, proven with its password: a link to the new address
   * (24 hours; older ones of the account stop working), whose opening moves the account
   * (`confirmEmailChange`). The answer is the same when another account holds the address; its
   * owner gets a "someone tried" mail instead. `countMail` counts the mail against the address's
   * limit (it throws its 429 past it).
   */
  async requestEmailChange(
    userId: number,
    newEmail: string,
    password: string,
    countMail: (email: string) => Promise<void> = async () => undefined,
  ): Promise<Message> {
    const { db, clock, passwords, mailer, publicSiteUrl } = this.deps;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    if (!(await passwords.verify(user.passwordHash, password)))
      throw unprocessable(EMAIL_CHANGE_TEXTS.wrongPassword);
    const wanted = normalizeEmail(newEmail);
    if (wanted === user.email) throw unprocessable(EMAIL_CHANGE_TEXTS.sameAddress);
    const answer = { message: EMAIL_CHANGE_TEXTS.linkSent(wanted) };
    await countMail(wanted);
    if (await this.accountAt(wanted)) {
      mailer.send({
        to: wanted,
        subject: 'Someone tried to move an account to your address',
        text: [
          'Hello,',
          '',
          'Someone asked to move another WeGrow account to this e-mail address, which already has',
          'an account. Nothing was changed, and your account is unchanged.',
          '',
          'If it was you, use a different address for the other account.',
          '',
          'WeGrow',
        ].join('\n'),
      });
      return answer;
    }
    const now = clock();
    const token = randomToken('ect_');
    await db.transaction(async (tx) => {
      await spendChangeLinks(tx, userId, 'confirm', now);
      await tx.insert(emailChangeTokens).values({
        userId,
        kind: 'confirm',
        email: wanted,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      });
    });
    const link = `${publicSiteUrl}${CHANGE_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
    mailer.send({
      to: wanted,
      subject: 'Confirm your new WeGrow e-mail address',
      text: [
        'Hello,',
        '',
        `You asked to change the e-mail address of your WeGrow account from ${user.email} to this one.`,
        'Open this link within 24 hours to confirm it:',
        '',
        link,
        '',
        'Until you do, your account keeps its current address.',
        '',
        'If you did not ask for this, ignore this e-mail: nothing changes without the link.',
        '',
        'WeGrow',
      ].join('\n'),
    });
    return answer;
  }

  /**
   * Opens the link mailed to the new address: the account moves there, verified (roles follow),
   * its access tokens are refused from now on (clients refresh into the new address), pending
   * links for the old address stop working, and the old address is told, with a link to undo
   * (7 days). 400 for an unknown, used or expired link; 409 when the address was taken meanwhile.
   */
  async confirmEmailChange(token: string): Promise<{ message: string; email: string }> {
    const { db, clock, tokens, mailer, publicSiteUrl, inbox } = this.deps;
    const now = clock();
    const undoToken = randomToken('ecu_');
    const moved = await db.transaction(async (tx) => {
      const link = await claimChangeLink(tx, token, 'confirm', now);
      if (!link) throw badRequest(EMAIL_CHANGE_TEXTS.linkInvalid);
      const [before] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, link.userId));
      if (!before) throw badRequest(EMAIL_CHANGE_TEXTS.linkInvalid);
      await this.moveAccount(tx, link.userId, link.email, now);
      await spendAll(tx, emailVerificationTokens, link.userId, now);
      await tx.insert(emailChangeTokens).values({
        userId: link.userId,
        kind: 'undo',
        email: before.email,
        tokenHash: sha256(undoToken),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS),
      });
      return { userId: link.userId, from: before.email, to: link.email };
    });
    tokens.versionChanged(moved.userId);
    await inbox.notify(moved.userId, 'emailChanged');
    const undo = `${publicSiteUrl}${CHANGE_EMAIL_PATH}?undo=${encodeURIComponent(undoToken)}`;
    mailer.send({
      to: moved.from,
      subject: 'Your WeGrow e-mail address was changed',
      text: [
        'Hello,',
        '',
        `The e-mail address of your WeGrow account was changed from ${moved.from} to ${moved.to}.`,
        '',
        'If that was you, there is nothing to do.',
        '',
        'If it was not you, open this link within 7 days to put your account back on this address',
        'and sign everyone out of it:',
        '',
        undo,
        '',
        'WeGrow',
      ].join('\n'),
    });
    return { message: EMAIL_CHANGE_TEXTS.changed(moved.to), email: moved.to };
  }

  /**
   * Opens the old address's link: the account moves back there (verified), every session ends
   * (refresh tokens revoked, access tokens refused) and pending links stop working, so whoever
   * made the change is out. 400 for an unknown, used or expired link; 409 when the address was
   * taken meanwhile.
   */
  async undoEmailChange(token: string): Promise<{ message: string; email: string }> {
    const { db, clock, tokens } = this.deps;
    const now = clock();
    const back = await db.transaction(async (tx) => {
      const link = await claimChangeLink(tx, token, 'undo', now);
      if (!link) throw badRequest(EMAIL_CHANGE_TEXTS.linkInvalid);
      await this.moveAccount(tx, link.userId, link.email, now);
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, link.userId), isNull(refreshTokens.revokedAt)));
      await spendAll(tx, passwordResetTokens, link.userId, now);
      await spendAll(tx, emailVerificationTokens, link.userId, now);
      await spendChangeLinks(tx, link.userId, 'confirm', now);
      return link;
    });
    tokens.versionChanged(back.userId);
    return { message: EMAIL_CHANGE_TEXTS.undone(back.email), email: back.email };
  }

  /** Puts the account on `email`, verified, with a new token version (409 when it is taken). */
  private async moveAccount(db: Db, userId: number, email: string, now: Date): Promise<void> {
    try {
      const moved = await db
        .update(users)
        .set({
          email,
          emailVerifiedAt: now,
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (moved.length === 0) throw badRequest(EMAIL_CHANGE_TEXTS.linkInvalid);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_CHANGE_TEXTS.taken);
      throw error;
    }
  }

  /** Whether the account's address is verified (for the profile). */
  async isVerified(userId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row?.verifiedAt != null;
  }

  /** Stores a new link's hash and mails the link (`${PUBLIC_SITE_URL}/VerifyEmail?token=…`). */
  private async sendVerificationLink(user: NewAccount): Promise<void> {
    const { db, clock, mailer, publicSiteUrl } = this.deps;
    const now = clock();
    const token = randomToken('evt_');
    await db.insert(emailVerificationTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
    });
    const link = `${publicSiteUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
    mailer.send({
      to: user.email,
      subject: 'Verify your WeGrow e-mail address',
      text: [
        'Hello,',
        '',
        'Welcome to WeGrow! Open this link within 24 hours to verify your e-mail address:',
        '',
        link,
        '',
        'Opened where you are not logged in to WeGrow, it asks you to choose your password: from',
        'then on only that password opens the account.',
        '',
        'Until you do, you can use your own tools (journal, meals, projects), but you cannot post',
        'where other people read.',
        '',
        'If you did not sign up for WeGrow, ignore this e-mail: nothing happens without the link.',
        '',
        'WeGrow',
      ].join('\n'),
    });
  }

  /** Tells the owner of an address that someone tried to sign up with it (no second account). */
  private mailSignupAttempt(email: string): void {
    const { mailer, publicSiteUrl } = this.deps;
    mailer.send({
      to: email,
      subject: 'Someone tried to sign up with your address',
      text: [
        'Hello,',
        '',
        'Someone (perhaps you) tried to sign up for WeGrow with this e-mail address, which',
        'already has an account. No second account was made, and your account is unchanged.',
        '',
        'If it was you and you forgot your password, choose a new one here:',
        '',
        `${publicSiteUrl}/ForgotPassword`,
        '',
        'If it was not you, you can ignore this e-mail.',
        '',
        'WeGrow',
      ].join('\n'),
    });
  }

  private async issueTokens(user: UserRow, familyId: string): Promise<TokenPair> {
    const { db, clock, tokens } = this.deps;
    const now = clock();
    const refreshToken = randomToken('rt_');
    await db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return {
      access_token: await tokens.issue(
        { id: user.id, email: user.email, tokenVersion: user.tokenVersion },
        familyId,
      ),
      refresh_token: refreshToken,
      token_type: 'bearer',
    };
  }

  /**
   * Records a new login (its refresh-token family) with the client's user agent, and forgets the
   * account's logins whose refresh tokens have all expired (none can be open any more).
   */
  private async recordLogin(
    userId: number,
    familyId: string,
    userAgent: string | null,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock();
    await db
      .delete(logins)
      .where(
        and(
          eq(logins.userId, userId),
          lt(logins.lastActiveAt, new Date(now.getTime() - REFRESH_TOKEN_TTL_MS)),
        ),
      );
    await db.insert(logins).values({
      familyId,
      userId,
      userAgent: userAgent === null ? null : userAgent.slice(0, MAX_USER_AGENT),
      signedInAt: now,
      lastActiveAt: now,
    });
  }

  /**
   * The account's open logins (one with an unused, unrevoked, unexpired refresh token), the most
   * recently active first, each with the browser and system its user agent names; `current` is the
   * caller's own (`currentSessionId`, its access token's `sid`).
   */
  async listSessions(userId: number, currentSessionId: string | null): Promise<LoginSession[]> {
    const { db, clock } = this.deps;
    const now = clock();
    const rows = await db
      .select({
        familyId: logins.familyId,
        userAgent: logins.userAgent,
        signedInAt: logins.signedInAt,
        lastActiveAt: logins.lastActiveAt,
      })
      .from(logins)
      .where(and(eq(logins.userId, userId), openLogin(now)))
      .orderBy(desc(logins.lastActiveAt), desc(logins.signedInAt))
      .limit(1000);
    return rows.map((row) => ({
      id: row.familyId,
      ...describeUserAgent(row.userAgent),
      signed_in_at: row.signedInAt.toISOString(),
      last_active_at: row.lastActiveAt.toISOString(),
      current: row.familyId === currentSessionId,
    }));
  }

  /** Ends one open login of the account (404 when it is not one), as a logout there would. */
  async endSession(userId: number, sessionId: string): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock();
    const [login] = await db
      .select({ familyId: logins.familyId })
      .from(logins)
      .where(and(eq(logins.familyId, sessionId), eq(logins.userId, userId), openLogin(now)));
    if (!login) throw notFound(MESSAGES.sessionNotOpen);
    await this.revokeFamily({ userId, familyId: login.familyId }, now);
  }

  /**
   * Ends every open login of the account but the caller's (`currentSessionId`); 409 when the
   * caller's token names no login. Answers how many ended.
   */
  async endOtherSessions(userId: number, currentSessionId: string | null): Promise<number> {
    const { db, clock } = this.deps;
    if (currentSessionId === null) throw conflict(MESSAGES.noCurrentSession);
    const now = clock();
    const ended = await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          ne(refreshTokens.familyId, currentSessionId),
        ),
      )
      .returning({
        familyId: refreshTokens.familyId,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
      });
    const families = new Set(ended.map((row) => row.familyId));
    for (const familyId of families) this.deps.tokens.loginEnded(userId, familyId);
    // Counted as listed: the logins that were open (their latest token unused and unexpired).
    return new Set(
      ended.filter((row) => row.usedAt === null && row.expiresAt > now).map((row) => row.familyId),
    ).size;
  }

  /**
   * Of the given logins (refresh-token families, the access tokens' `sid`), those that ended: logged
   * out, revoked for reuse or by a password reset (no token of the family is left unrevoked).
   */
  async endedSessions(sessionIds: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(sessionIds)];
    if (wanted.length === 0) return new Set();
    // One probe of the family index per login, stopping at its first unrevoked token (a login
    // keeps a row per rotation, so reading them all would grow with its age). The access tokens'
    // check (platform/sessions.ts) asks this once per login per 5 s.
    const asked = sql.join(
      wanted.map((id) => sql`(${id}::text)`),
      sql`, `,
    );
    const alive = await this.deps.db
      .select({ familyId: sql<string>`asked.family_id` })
      .from(sql`(values ${asked}) as asked(family_id)`)
      .where(
        sql`exists (select 1 from ${refreshTokens} r where r.family_id = asked.family_id and r.revoked_at is null)`,
      );
    const live = new Set(alive.map((row) => row.familyId));
    return new Set(wanted.filter((id) => !live.has(id)));
  }

  /**
   * Revokes a login's refresh tokens (a logout, a reuse); after the write, this process refuses
   * its access tokens at once (`AccessTokens.loginEnded`; other processes within 5 s).
   */
  private async revokeFamily(
    login: { userId: number; familyId: string },
    now: Date,
  ): Promise<void> {
    await this.deps.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, login.familyId), isNull(refreshTokens.revokedAt)));
    this.deps.tokens.loginEnded(login.userId, login.familyId);
  }
}

/** A login that is open at `now`: its latest refresh token is unused, unrevoked and unexpired. */
function openLogin(now: Date) {
  return sql`exists (select 1 from ${refreshTokens} r where r.family_id = ${logins.familyId} and r.revoked_at is null and r.used_at is null and r.expires_at > ${now.toISOString()})`;
}

/** The single-use link tables (password reset, e-mail verification): hashed, expiring, used once. */
type SingleUseTokens = typeof passwordResetTokens | typeof emailVerificationTokens;

/** The account of the link `token` when it is known, unused and unexpired (not spent), else null. */
async function pendingLink(db: Db, token: string, now: Date): Promise<{ userId: number } | null> {
  const [link] = await db
    .select({ userId: emailVerificationTokens.userId })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, sha256(token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    );
  return link ?? null;
}

/** Marks the link `token` used, when it is known, unused and unexpired: its account, else null. */
async function claimSingleUse(
  db: Db,
  table: SingleUseTokens,
  token: string,
  now: Date,
): Promise<{ userId: number } | null> {
  const [claimed] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, sha256(token)), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  return claimed ?? null;
}

/** Marks every unused link of the account used (the others sent earlier stop working). */
async function spendAll(db: Db, table: SingleUseTokens, userId: number, now: Date): Promise<void> {
  await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}

/** Marks the account's unused change-of-address links of `kind` used. */
async function spendChangeLinks(
  db: Db,
  userId: number,
  kind: 'confirm' | 'undo',
  now: Date,
): Promise<void> {
  await db
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeTokens.userId, userId),
        eq(emailChangeTokens.kind, kind),
        isNull(emailChangeTokens.usedAt),
      ),
    );
}

/** Marks a change-of-address link used when it is known, of `kind`, unused and unexpired. */
async function claimChangeLink(
  db: Db,
  token: string,
  kind: 'confirm' | 'undo',
  now: Date,
): Promise<{ userId: number; email: string } | null> {
  const [claimed] = await db
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, sha256(token)),
        eq(emailChangeTokens.kind, kind),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeTokens.userId, email: emailChangeTokens.email });
  return claimed ?? null;
}
