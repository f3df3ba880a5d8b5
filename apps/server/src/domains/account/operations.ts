import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import { AVATAR_MAX_BYTES } from '../../platform/images';
import type { AccountDeletion } from './deletion';
import type { AccountExports } from './export';
import type { AccountService } from './service';

/** Tries to delete an account (each checks its password). */
const DELETE_TRIES: RateLimitRule = { max: 5, windowMs: 3_600_000 };

export function accountOperations(
  account: AccountService,
  deletion: AccountDeletion,
  exports: AccountExports,
  limiter: RateLimiter,
  /** Avatar uploads per user (RATE_LIMIT_AVATAR_UPLOAD_PER_USER): each one decodes an image. */
  uploadLimit: RateLimitRule,
): Operations {
  return defineOperations({
    getPerson: {
      auth: 'none',
      async handler({ params }) {
        return account.person(params.username);
      },
    },

    getMyAccount: {
      auth: 'required',
      async handler({ user }) {
        return account.profile(user.id);
      },
    },

    getMySearchSettings: {
      auth: 'required',
      handler: ({ user }) => account.searchSettings(user.id),
    },

    updateMySearchSettings: {
      auth: 'required',
      handler: ({ user, body }) => account.updateSearchSettings(user.id, body.language),
    },

    updateMyAccount: {
      auth: 'required',
      // The forum's threads show their authors' names.
      invalidatesAll: true,
      async handler({ user, body }) {
        return account.update(user.id, body);
      },
    },

    /**
     * At most 5 tries an hour per account (each checks the password). What it wrote under its name
     * now shows as "Deleted member" in the cached public reads.
     */
    deleteMyAccount: {
      auth: 'required',
      invalidatesAll: true,
      async handler({ user, body }) {
        await limiter.hit(`account-delete:user:${user.id}`, DELETE_TRIES);
        await deletion.delete(user.id, body.password);
        return answer(204);
      },
    },

    getMyExport: {
      auth: 'required',
      async handler({ user }, reply) {
        void reply.header('Cache-Control', 'no-store');
        return exports.status(user.id);
      },
    },

    requestMyExport: {
      auth: 'required',
      async handler({ user }) {
        return answer(202, await exports.request(user.id));
      },
    },

    /** The owner's own ZIP (a bearer token of the account), never kept by a cache. */
    downloadMyExport: {
      auth: 'required',
      async handler({ user }, reply) {
        const { zip, name } = await exports.file(user.id);
        void reply.headers({
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        return zip;
      },
    },

    uploadMyAvatar: {
      auth: 'required',
      invalidatesAll: true,
      bodyLimit: AVATAR_MAX_BYTES,
      tooLargeDetail: 'The image must be at most 2 MB.',
      async handler({ user, body }) {
        await limiter.hit(`avatar-upload:user:${user.id}`, uploadLimit);
        return account.setAvatar(user.id, body);
      },
    },

    getUserAvatar: {
      auth: 'none',
      async handler({ params, query }, reply) {
        const avatar = await account.avatar(params.userId);
        // The versioned address never changes content; any other address must be revalidated.
        const cacheControl =
          query.v === avatar.version ? 'public, max-age=31536000, immutable' : 'no-cache';
        void reply
          .header('Content-Type', avatar.contentType)
          .header('Cache-Control', cacheControl)
          .header('X-Content-Type-Options', 'nosniff');
        return avatar.data;
      },
    },
  });
}
