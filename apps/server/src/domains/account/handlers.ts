import { currentUser } from '../../platform/auth';
import type { Operations } from '../../platform/openapi';
import { AVATAR_MAX_BYTES } from './images';
import type { AccountService, ProfileChanges } from './service';

export function accountHandlers(account: AccountService): Operations {
  return {
    async getMyAccount(request) {
      return account.profile(currentUser(request).id);
    },

    async updateMyAccount(request) {
      return account.update(currentUser(request).id, request.body as ProfileChanges);
    },

    uploadMyAvatar: {
      bodyLimit: AVATAR_MAX_BYTES,
      tooLargeDetail: 'The image must be at most 2 MB.',
      async handler(request) {
        return account.setAvatar(currentUser(request).id, request.body as Buffer);
      },
    },

    async getUserAvatar(request, reply) {
      const { userId } = request.params as { userId: number };
      const { v } = request.query as { v?: string };
      const avatar = await account.avatar(userId);
      // The versioned address never changes content; any other address must be revalidated.
      const cacheControl =
        v === String(avatar.version) ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply
        .header('Content-Type', avatar.contentType)
        .header('Cache-Control', cacheControl)
        .header('X-Content-Type-Options', 'nosniff')
        .send(avatar.data);
    },
  };
}
