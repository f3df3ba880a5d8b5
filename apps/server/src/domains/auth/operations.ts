import { EMAIL_VERIFICATION_TEXTS, VERIFICATION_RESENDS_PER_HOUR } from '@wegrow/contract/details';
import type { FastifyRequest } from 'fastify';
import type { AltchaCaptcha } from '../../platform/captcha';
import type { RateLimitRule, RateLimits } from '../../platform/config';
import { HttpError } from '../../platform/errors';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import { type AuthService, MESSAGES, normalizeEmail } from './service';

/** What a client is told when a login limit holds (with Retry-After). */
export const LOGIN_LIMIT_DETAILS = {
  /** Failed logins for this account from this client IP (RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP). */
  fromHere:
    'Too many failed logins for this account from your network. Please wait a few minutes, or reset your password.',
  /** Failed logins for this account from anywhere (RATE_LIMIT_AUTH_PER_ACCOUNT): the right password still works. */
  account:
    'Too many failed logins for this account. If it is yours, log in with the right password or reset it.',
} as const;

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

/** "Someone tried to sign up with your address" mails to one address. */
const SIGNUP_ATTEMPT_MAIL_LIMIT: RateLimitRule = { max: 3, windowMs: 3_600_000 };

/** Verification links an account may ask for again (the first, at sign-up, is not counted). */
const VERIFICATION_RESEND_LIMIT: RateLimitRule = {
  max: VERIFICATION_RESENDS_PER_HOUR,
  windowMs: 3_600_000,
};

export function authOperations(
  auth: AuthService,
  captcha: AltchaCaptcha,
  limiter: RateLimiter,
  limits: RateLimits,
): Operations {
  const perIp = (request: FastifyRequest, bucket: string) =>
    limiter.hit(`${bucket}:ip:${request.ip}`, limits.authPerIp);

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
        // A known address's owner is told of an attempt at most SIGNUP_ATTEMPT_MAIL_LIMIT times an
        // hour (sign-up must not become a way to flood someone's mailbox); the answer stays the same.
        const mayTellOwner = async (email: string) => {
          try {
            await limiter.hit(`signup-attempt-mail:account:${email}`, SIGNUP_ATTEMPT_MAIL_LIMIT);
            return true;
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
            request.log.warn('A "someone tried to sign up" mail was not sent: limit reached.');
            return false;
          }
        };
        return answer(201, await auth.signup(body.email, body.password, mayTellOwner));
      },
    },

    /** The OAuth2 password-grant form; scope, client_id and client_secret are accepted and ignored. */
    login: {
      auth: 'none',
      async handler({ request, body }, reply) {
        await perIp(request, 'login');
        await captcha.verify(body.recaptcha_token);
        // Only failures are counted, after the captcha (OWASP ASVS 6.3): per account and client IP,
        // tight, checked before the password; per account from anywhere, looser, and only ever
        // refusing a wrong password, so guessing from many addresses is bounded while the owner,
        // with the right password, is never locked out.
        const account = normalizeEmail(body.username);
        const fromHere = `login-failures:account-ip:${account}:${request.ip}`;
        await limited(
          limiter.peek(fromHere, limits.loginFailuresPerAccountIp),
          LOGIN_LIMIT_DETAILS.fromHere,
        );
        try {
          const tokens = await auth.login(body.username, body.password);
          void reply.header('Cache-Control', 'no-store');
          return tokens;
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode !== 401) throw error;
          await limited(
            limiter.hit(fromHere, limits.loginFailuresPerAccountIp),
            LOGIN_LIMIT_DETAILS.fromHere,
          );
          await limited(
            limiter.hit(`login-failures:account:${account}`, limits.authPerAccount),
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
        return auth.resetPassword(body.token, body.new_password);
      },
    },

    verifyEmail: {
      auth: 'none',
      async handler({ request, body }) {
        await perIp(request, 'verify-email');
        return auth.verifyEmail(body.token);
      },
    },

    /** At most VERIFICATION_RESENDS_PER_HOUR links an hour per account, with a detail that says so. */
    resendVerificationEmail: {
      auth: 'required',
      async handler({ user }) {
        try {
          await limiter.hit(`verify-resend:user:${user.id}`, VERIFICATION_RESEND_LIMIT);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 429)
            throw new HttpError(429, EMAIL_VERIFICATION_TEXTS.resendLimited, error.headers);
          throw error;
        }
        return auth.resendVerification(user.id);
      },
    },
  });
}
