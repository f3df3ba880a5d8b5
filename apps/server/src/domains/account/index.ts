/**
 * The account: the signed-in user's profile (username, bio) and profile picture, and deleting the
 * account (what others rely on handed to the "Deleted member" account by their domains).
 */
import { defineDomain } from '../../platform/domain';
import { blog } from '../blog';
import { communities } from '../communities';
import { forum } from '../forum';
import { inbox } from '../inbox';
import { lyra } from '../lyra';
import { handleJob } from '../../platform/jobs';
import { AccountDeletion } from './deletion';
import { AccountExports, exportJob } from './export';
import { accountOperations } from './operations';
import * as tables from './schema';
import { AccountService } from './service';

export const account = defineDomain({
  name: 'account',
  tables,
  create({ db, clock, limiter, config, passwords, tokens, serviceOf, jobs, mailer }) {
    const service = new AccountService(db, clock);
    const exports = new AccountExports({
      db,
      clock,
      jobs,
      mailer,
      notifyReady: async (userId) => {
        await serviceOf(inbox).notify(userId, 'exportReady');
      },
      publicSiteUrl: config.publicSiteUrl,
    });
    const departures = serviceOf(communities).departures;
    const deletion = new AccountDeletion({
      db,
      clock,
      passwords,
      tokens,
      heirs: {
        soleAdminOf: (userId) => departures.soleAdminOf(userId),
        handOvers: [
          (userId, heirId) => departures.handOver(userId, heirId),
          (userId, heirId) => serviceOf(forum).handOver(userId, heirId),
          (userId, heirId) => serviceOf(blog).handOver(userId, heirId),
        ],
        erasures: [(userId) => serviceOf(lyra).eraseMember(userId)],
      },
    });
    return {
      service,
      operations: accountOperations(
        service,
        deletion,
        exports,
        limiter,
        config.rateLimits.avatarUploadPerUser,
      ),
      jobs: [
        handleJob(exportJob, {
          run: ({ exportId }) => exports.build(exportId),
          failed: ({ exportId }) => exports.fail(exportId),
        }),
      ],
    };
  },
});

export type { AccountService, ProfileChanges } from './service';
export type { UserProfile } from './views';
