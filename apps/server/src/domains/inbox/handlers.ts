import { currentUser } from '../../platform/auth';
import type { RateLimitRule } from '../../platform/config';
import type { Operations } from '../../platform/openapi';
import type { RateLimiter } from '../../platform/rate-limit';
import type { InboxService } from './service';

interface SendBody {
  user_id: number;
  content: string;
}

export function inboxHandlers(
  inbox: InboxService,
  limiter: RateLimiter,
  sendLimit: RateLimitRule,
): Operations {
  return {
    async listInboxMessages(request) {
      const { userId } = request.params as { userId: number };
      return inbox.list(currentUser(request).id, userId);
    },

    async markInboxMessageRead(request) {
      const { messageId } = request.params as { messageId: number };
      return inbox.markRead(currentUser(request).id, messageId);
    },

    async sendInboxMessage(request, reply) {
      const user = currentUser(request);
      limiter.hit(`inbox-send:user:${user.id}`, sendLimit);
      const body = request.body as SendBody;
      const message = await inbox.send(user.id, body.user_id, body.content);
      return reply.status(201).send(message);
    },
  };
}
