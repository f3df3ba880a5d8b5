import {
  EMAIL_CHANGE_TEXTS,
  EMAIL_CHANGES_PER_HOUR,
  EMAIL_VERIFICATION_TEXTS,
  MAILS_PER_ADDRESS_PER_HOUR,
  VERIFICATION_RESENDS_PER_HOUR,
} from '@wegrow/contract/details';
import type { FastifyRequest } from 'fastify';
import type { TokenSession } from '../../platform/auth';
import type { AltchaCaptcha } from '../../platform/captcha';
import type { RateLimitRule, RateLimits } from '../../platform/config';
import { HttpError, unauthorized } from '../../platform/errors';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { KnownAddresses } from './known-addresses';
import { type AuthService, MESSAGES, normalizeEmail } from './service';

/** What a client is told when a login limit holds (with Retry-After). */
export const LOGIN_LIMIT_DETAILS = {
  /** Failed logins for this account from this client IP (RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP). */
  fromHere:
    'Too many failed logins for this account from your network. Please wait a few minutes, or reset your password.',
  /**
   * Failed logins for this account from anywhere (RATE_LIMIT_AUTH_PER_ACCOUNT): the same answer for
   * a right and a wrong password from an address the account never logged in from.
   */
  account:
    'Too many failed logins for this account. If it is yours, reset your password, or log in from a device you used before.',
} as const;

/** The counter of an account's failed logins from anywhere (RATE_LIMIT_AUTH_PER_ACCOUNT). */
const accountFailures = (email: string) => `login-failures:account:${email}`;

/** Whether `check` (a limiter's `peek`) says the budget is spent. */
async function spent(check: Promise<void>): Promise<boolean> {
  try {
    await check;
    return false;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return true;
    throw error;
  }
}

/** A 429 of the limiter told in the words of `detail` (its Retry-After kept). */
async function limited(check: Promise<void>, detail: string): Promise<void> {
  try {
    await check;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      throw new HttpError(429, detail, error.headers);
    throw error;
  }
}

/**
 * Mails to one address from sign-up and resend together (a verification link, or "someone tried to
 * sign up with your address"): an account nobody verified cannot keep mailing the address's owner.
 */
const ADDRESS_MAIL_LIMIT: RateLimitRule = { max: MAILS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 };

/** Verification links an account may ask for again (the first, at sign-up, is not counted). */
const VERIFICATION_RESEND_LIMIT: RateLimitRule = {
  max: VERIFICATION_RESENDS_PER_HOUR,
  windowMs: 3_600_000,
};

/** Changes of address an account may ask for. */
const EMAIL_CHANGE_LIMIT: RateLimitRule = { max: EMAIL_CHANGES_PER_HOUR, windowMs: 3_600_000 };

export function authOperations(
  auth: AuthService,
  captcha: AltchaCaptcha,
  limiter: RateLimiter,
  limits: RateLimits,
  /** The login (`sid`) of the request's verified bearer token (platform/auth `session`). */
  sessionOf: (request: FastifyRequest) => Promise<TokenSession>,
  /** Where each account logged in from: the login guard past the account's failed logins. */
  knownAddresses: KnownAddresses,
): Operations {
  const perIp = (request: FastifyRequest, bucket: string) =>
    limiter.hit(`${bucket}:ip:${request.ip}`, limits.authPerIp);
  /** Counts one mail to `email` against ADDRESS_MAIL_LIMIT (429 past it). */
  const addressMail = (email: string) =>
    limiter.hit(`address-mail:${normalizeEmail(email)}`, ADDRESS_MAIL_LIMIT);

  return defineOperations({
    getCaptchaChallenge: {
      auth: 'none',
      async handler({ request }, reply) {
        await limiter.hit(`captcha:ip:${request.ip}`, limits.captchaPerIp);
        void reply.header('Cache-Control', 'no-store');
        return captcha.challenge();
      },
    },

    signup: {
      auth: 'none',
      async handler({ request, body }) {
        await perIp(request, 'signup');
        await captcha.verify(body.recaptcha_token);
        // An address gets at most ADDRESS_MAIL_LIMIT mails an hour from sign-up and resend together
        // (sign-up must not become a way to flood someone's mailbox); the answer stays the same.
        const mayMail = async (email: string) => {
          try {
            await addressMail(email);
            return true;
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
            request.log.warn('A sign-up mail was not sent: the address has had its mails for now.');
            return false;
          }
        };
        return answer(201, await auth.signup(body.email, body.password, mayMail, body.time_zone));
      },
    },

    /** The OAuth2 password-grant form; scope, client_id and client_secret are accepted and ignored. */
    login: {
      auth: 'none',
      async handler({ request, body }, reply) {
        await perIp(request, 'login');
        await captcha.verify(body.recaptcha_token);
        // Only failures are counted, after the captcha (OWASP ASVS 6.3): per account and client IP,
        // tight, checked before the password; per account from anywhere, looser. Past the looser
        // one, only an address the account logged in from before may still try the password: from
        // any other, a right and a wrong password get the same 429 (the password is not even
        // checked, so neither the answer nor its time tells), and guessing from many addresses is
        // bounded. The owner still logs in from a known address, or after a password reset (which
        // clears the count and makes its address known).
        const account = normalizeEmail(body.username);
        const fromHere = `login-failures:account-ip:${account}:${request.ip}`;
        await limited(
          limiter.peek(fromHere, limits.loginFailuresPerAccountIp),
          LOGIN_LIMIT_DETAILS.fromHere,
        );
        try {
          if (
            (await spent(limiter.peek(accountFailures(account), limits.authPerAccount))) &&
            !(await knownAddresses.has(account, request.ip))
          )
            throw unauthorized(MESSAGES.invalidCredentials);
          const tokens = await auth.login(
            body.username,
            body.password,
            request.headers['user-agent'] ?? null,
          );
          await knownAddresses.remember(account, request.ip);
          void reply.header('Cache-Control', 'no-store');
          return tokens;
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
          await limited(
            limiter.hit(fromHere, limits.loginFailuresPerAccountIp),
            LOGIN_LIMIT_DETAILS.fromHere,
          );
          await limited(
            limiter.hit(accountFailures(account), limits.authPerAccount),
            LOGIN_LIMIT_DETAILS.account,
          );
          throw error;
        }
      },
    },

    refreshToken: {
      auth: 'none',
      async handler({ request, body }, reply) {
        await perIp(request, 'refresh');
        const tokens = await auth.refresh(body.refresh_token);
        void reply.header('Cache-Control', 'no-store');
        return tokens;
      },
    },

    /** Always 204 (unknown or used tokens included): logging out never fails visibly. */
    logout: {
      auth: 'optional',
      async handler({ user, body }) {
        await auth.logout(body.refresh_token, user?.id ?? null);
        return answer(204);
      },
    },

    requestPasswordReset: {
      auth: 'none',
      async handler({ request, body }) {
        await perIp(request, 'reset-request');
        // Past the mails an account may get, the answer stays the same (it tells nobody whether the
        // account exists, nor that someone keeps asking); the mail is simply not sent.
        try {
          await limiter.hit(
            `reset-mail:account:${normalizeEmail(body.email)}`,
            limits.resetMailsPerAccount,
          );
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
          request.log.warn(
            { limit: 'RATE_LIMIT_RESET_MAILS_PER_ACCOUNT' },
            'A password-reset mail was not sent: the account has had its mails for this window.',
          );
          return { message: MESSAGES.resetRequested };
        }
        return auth.requestPasswordReset(body.email);
      },
    },

    resetPassword: {
      auth: 'none',
      async handler({ request, body }) {
        await perIp(request, 'reset');
        // The reset proves the mailbox: the account's failed logins are forgotten, and the address
        // the reset came from is known from now on (the login guard lets the owner in from it).
        const account = await knownAddresses.accountOfLink('reset', body.token);
        const done = await auth.resetPassword(body.token, body.new_password);
        if (account !== null) {
          await limiter.clear(accountFailures(account));
          await knownAddresses.remember(account, request.ip);
        }
        return done;
      },
    },

    /** A bearer token is optional: signed in as the link's account, no password is needed. */
    verifyEmail: {
      auth: 'optional',
      async handler({ request, user, body }) {
        await perIp(request, 'verify-email');
        const caller = user && { id: user.id, sessionId: (await sessionOf(request)).sessionId };
        // Choosing the password through the link proves the mailbox, as a reset does: the account's
        // failed logins are forgotten and this address is known (the login guard lets the owner in).
        const account =
          body.password === undefined
            ? null
            : await knownAddresses.accountOfLink('verification', body.token);
        const done = await auth.verifyEmail(body.token, { caller, password: body.password });
        if (account !== null) {
          await limiter.clear(accountFailures(account));
          await knownAddresses.remember(account, request.ip);
        }
        return done;
      },
    },

    /**
     * At most EMAIL_CHANGE_LIMIT an hour per account, and the new address's mails count against
     * ADDRESS_MAIL_LIMIT (with sign-up's), each 429 in words that say so.
     */
    requestEmailChange: {
      auth: 'required',
      async handler({ user, body }) {
        await limited(
          limiter.hit(`email-change:user:${user.id}`, EMAIL_CHANGE_LIMIT),
          EMAIL_CHANGE_TEXTS.limited,
        );
        return auth.requestEmailChange(user.id, body.new_email, body.password, (email) =>
          limited(addressMail(email), EMAIL_CHANGE_TEXTS.limited),
        );
      },
    },

    /**
     * The link proves the mailbox (the request proved the password): no bearer token needed. Who
     * holds a role may change with the address, so the cached public reads are dropped.
     */
    confirmEmailChange: {
      auth: 'optional',
      invalidatesAll: true,
      async handler({ request, body }) {
        await perIp(request, 'email-change-link');
        return auth.confirmEmailChange(body.token);
      },
    },

    undoEmailChange: {
      auth: 'optional',
      invalidatesAll: true,
      async handler({ request, body }) {
        await perIp(request, 'email-change-link');
        return auth.undoEmailChange(body.token);
      },
    },

    listMySessions: {
      auth: 'required',
      async handler({ request, user }, reply) {
        void reply.header('Cache-Control', 'no-store');
        return auth.listSessions(user.id, (await sessionOf(request)).sessionId);
      },
    },

    endMySession: {
      auth: 'required',
      async handler({ user, params }) {
        await auth.endSession(user.id, params.sessionId);
        return answer(204);
      },
    },

    endMyOtherSessions: {
      auth: 'required',
      async handler({ request, user }) {
        return {
          ended: await auth.endOtherSessions(user.id, (await sessionOf(request)).sessionId),
        };
      },
    },

    /**
     * At most VERIFICATION_RESENDS_PER_HOUR links an hour per account, and ADDRESS_MAIL_LIMIT mails
     * to the address (with sign-up's), with a detail that says so.
     */
    resendVerificationEmail: {
      auth: 'required',
      async handler({ user }) {
        await limited(
          limiter.hit(`verify-resend:user:${user.id}`, VERIFICATION_RESEND_LIMIT),
          EMAIL_VERIFICATION_TEXTS.resendLimited,
        );
        return auth.resendVerification(user.id, (email) =>
          limited(addressMail(email), EMAIL_VERIFICATION_TEXTS.resendLimited),
        );
      },
    },
  });
}
