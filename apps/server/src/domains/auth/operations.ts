import type { FastifyRequest } from 'fastify';
import type { AltchaCaptcha } from '../../platform/captcha';
import type { RateLimits } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import { type AuthService, normalizeEmail } from './service';

export function authOperations(
  auth: AuthService,
  captcha: AltchaCaptcha,
  limiter: RateLimiter,
  limits: RateLimits,
): Operations {
  const perIp = (request: FastifyRequest, bucket: string) =>
    limiter.hit(`${bucket}:ip:${request.ip}`, limits.authPerIp);
  const perAccount = (bucket: string, email: string) =>
    limiter.hit(`${bucket}:account:${normalizeEmail(email)}`, limits.authPerAccount);

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
        return answer(201, await auth.createAccount(body.email, body.password));
      },
    },

    /** The OAuth2 password-grant form; scope, client_id and client_secret are accepted and ignored. */
    login: {
      auth: 'none',
      async handler({ request, body }, reply) {
        await perIp(request, 'login');
        await captcha.verify(body.recaptcha_token);
        // Counted after the captcha, so locking someone out takes solved captchas, not just requests.
        await perAccount('login', body.username);
        const tokens = await auth.login(body.username, body.password);
        void reply.header('Cache-Control', 'no-store');
        return tokens;
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
        await perAccount('reset-request', body.email);
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
  });
}
