/** Auth: sign-up, login, refresh-token rotation and password reset. Notifies through the inbox. */
import { defineDomain } from '../../platform/domain';
import { inbox } from '../inbox';
import { notifications } from '../notifications';
import { KnownAddresses } from './known-addresses';
import { authOperations } from './operations';
import * as tables from './schema';
import { AuthService } from './service';

export const auth = defineDomain({
  name: 'auth',
  tables,
  create({ db, clock, config, passwords, tokens, mailer, captcha, limiter, serviceOf, deriveKey }) {
    const service = new AuthService({
      db,
      clock,
      passwords,
      tokens,
      inbox: serviceOf(inbox),
      notifications: serviceOf(notifications),
      mailer,
      publicSiteUrl: config.publicSiteUrl,
    });
    // Every request's access token is refused once its login ended (platform/sessions.ts).
    tokens.readLoginsFrom((sessionIds) => service.endedSessions(sessionIds));
    return {
      service,
      operations: authOperations(
        service,
        captcha,
        limiter,
        config.rateLimits,
        (request) => tokens.session(request),
        new KnownAddresses(db, clock, deriveKey('login-addresses')),
      ),
    };
  },
});

export type { AuthService, Message, NewAccount, TokenPair } from './service';
