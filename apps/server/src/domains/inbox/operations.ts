import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { InboxService } from './service';

export function inboxOperations(
  inbox: InboxService,
  limiter: RateLimiter,
  sendLimit: RateLimitRule,
): Operations {
  return defineOperations({
    listInboxMessages: {
      auth: 'required',
      async handler({ user, params, query }) {
        return inbox.list(user.id, params.userId, query);
      },
    },

    countUnreadInboxMessages: {
      auth: 'required',
      async handler({ user, params }) {
        return inbox.unreadCount(user.id, params.userId);
      },
    },

    markInboxMessageRead: {
      auth: 'required',
      async handler({ user, params }) {
        return inbox.markRead(user.id, params.messageId);
      },
    },

    sendInboxMessage: {
      auth: 'required',
      async handler({ user, body }) {
        await limiter.hit(`inbox-send:user:${user.id}`, sendLimit);
        return answer(201, await inbox.send(user.id, body.user_id, body.content));
      },
    },
  });
}
