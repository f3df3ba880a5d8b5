import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { NotificationsService } from './service';

/** Unsubscribe links opened per address (each checks a signature). */
const UNSUBSCRIBES_PER_IP: RateLimitRule = { max: 30, windowMs: 5 * 60_000 };

export function notificationsOperations(
  notifications: NotificationsService,
  limiter: RateLimiter,
): Operations {
  return defineOperations({
    getNotificationPreferences: {
      auth: 'required',
      async handler({ user }) {
        return notifications.preferences(user.id);
      },
    },

    updateNotificationPreferences: {
      auth: 'required',
      async handler({ user, body }) {
        return notifications.update(user.id, body);
      },
    },

    // No sign-in: the signed token names the member (RFC 8058 one-click, or the site's page).
    unsubscribeByToken: {
      auth: 'none',
      async handler({ query, request }) {
        await limiter.hit(`unsubscribe:ip:${request.ip}`, UNSUBSCRIBES_PER_IP);
        return notifications.unsubscribe(query.token);
      },
    },

    addPushSubscription: {
      auth: 'required',
      async handler({ user, body }) {
        return answer(201, await notifications.addPush(user.id, body));
      },
    },

    removePushSubscription: {
      auth: 'required',
      async handler({ user, query }) {
        return notifications.removePush(user.id, query.endpoint);
      },
    },
  });
}
