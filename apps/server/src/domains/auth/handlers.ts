import type { FastifyRequest } from 'fastify';
import type { AltchaCaptcha } from '../../platform/captcha';
import type { RateLimits } from '../../platform/config';
import type { Operations } from '../../platform/openapi';
import type { RateLimiter } from '../../platform/rate-limit';
import { type AuthService, normalizeEmail } from './service';

interface SignupBody {
  email: string;
  password: string;
  recaptcha_token: string;
}

/** The OAuth2 password-grant form; scope, client_id and client_secret are accepted and ignored. */
interface LoginForm {
  grant_type: 'password';
  username: string;
  password: string;
  recaptcha_token: string;
}

export function authHandlers(
  auth: AuthService,
  captcha: AltchaCaptcha,
  limiter: RateLimiter,
  limits: RateLimits,
): Operations {
  const perIp = (request: FastifyRequest, bucket: string) =>
    limiter.hit(`${bucket}:ip:${request.ip}`, limits.authPerIp);
  const perAccount = (bucket: string, email: string) =>
    limiter.hit(`${bucket}:account:${normalizeEmail(email)}`, limits.authPerAccount);

  return {
    async getCaptchaChallenge(request, reply) {
      limiter.hit(`captcha:ip:${request.ip}`, limits.captchaPerIp);
      return reply.header('Cache-Control', 'no-store').send(await captcha.challenge());
    },

    async signup(request, reply) {
      perIp(request, 'signup');
      const body = request.body as SignupBody;
      await captcha.verify(body.recaptcha_token);
      return reply.status(201).send(await auth.createAccount(body.email, body.password));
    },

    async login(request, reply) {
      perIp(request, 'login');
      const form = request.body as LoginForm;
      await captcha.verify(form.recaptcha_token);
      // Counted after the captcha, so locking someone out takes solved captchas, not just requests.
      perAccount('login', form.username);
      return reply
        .header('Cache-Control', 'no-store')
        .send(await auth.login(form.username, form.password));
    },

    async refreshToken(request, reply) {
      perIp(request, 'refresh');
      const { refresh_token } = request.body as { refresh_token: string };
      return reply.header('Cache-Control', 'no-store').send(await auth.refresh(refresh_token));
    },

    async requestPasswordReset(request) {
      perIp(request, 'reset-request');
      const { email } = request.body as { email: string };
      perAccount('reset-request', email);
      return auth.requestPasswordReset(email);
    },

    async resetPassword(request) {
      perIp(request, 'reset');
      const { token, new_password } = request.body as { token: string; new_password: string };
      return auth.resetPassword(token, new_password);
    },
  };
}
