/** Auth: sign-up, login, refresh-token rotation and password reset. Notifies through the inbox. */
import { defineDomain } from '../../platform/domain';
import { inbox } from '../inbox';
import { authOperations } from './operations';
import * as tables from './schema';
import { AuthService } from './service';

export const auth = defineDomain({
  name: 'auth',
  tables,
  create({ db, clock, config, passwords, tokens, mailer, captcha, limiter, serviceOf }) {
    const service = new AuthService({
      db,
      clock,
      passwords,
      tokens,
      inbox: serviceOf(inbox),
      mailer,
      publicSiteUrl: config.publicSiteUrl,
    });
    return {
      service,
      operations: authOperations(service, captcha, limiter, config.rateLimits),
    };
  },
});

export type { AuthService, Message, NewAccount, TokenPair } from './service';
