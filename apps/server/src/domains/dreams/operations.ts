import type { RateLimits } from '../../platform/config';
import { defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { DreamsService } from './service';

/**
 * We Dream's operations. Calls that ask the AI provider while the client waits are rate-limited:
 * per user with a token (the budget journal insights use too), per client IP without one.
 */
export function dreamsOperations(
  dreams: DreamsService,
  limiter: RateLimiter,
  limits: Pick<RateLimits, 'aiPerUser' | 'aiPerIp'>,
): Operations {
  return defineOperations({
    getCollectiveDream: {
      auth: 'none',
      cached: true,
      async handler() {
        return dreams.collective();
      },
    },

    runDreamMachine: {
      auth: 'required',
      async handler({ user }) {
        await limiter.hit(`ai:user:${user.id}`, limits.aiPerUser);
        return dreams.runNow(user);
      },
    },

    getMyDream: {
      auth: 'required',
      async handler({ user }) {
        return dreams.mine(user.id);
      },
    },

    manifestDreamMantra: {
      auth: 'optional',
      async handler({ user, body, request }) {
        if (user) await limiter.hit(`ai:user:${user.id}`, limits.aiPerUser);
        else await limiter.hit(`ai:ip:${request.ip}`, limits.aiPerIp);
        return dreams.manifest(body.text);
      },
    },

    saveMyDream: {
      auth: 'required',
      async handler({ user, body }) {
        return dreams.save(user.id, body);
      },
    },

    clearMyDream: {
      auth: 'required',
      async handler({ user }) {
        return dreams.clear(user.id);
      },
    },
  });
}
