/** The account: the signed-in user's profile (username, bio) and profile picture. */
import { defineDomain } from '../../platform/domain';
import { accountOperations } from './operations';
import * as tables from './schema';
import { AccountService } from './service';

export const account = defineDomain({
  name: 'account',
  tables,
  create({ db, clock, limiter, config }) {
    const service = new AccountService(db, clock);
    return {
      service,
      operations: accountOperations(service, limiter, config.rateLimits.avatarUploadPerUser),
    };
  },
});

export type { AccountService, ProfileChanges } from './service';
export type { UserProfile } from './views';
