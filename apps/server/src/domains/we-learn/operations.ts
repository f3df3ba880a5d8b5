import type { RateLimits } from '../../platform/config';
import { defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { WeLearnService } from './service';

/** Public; each call asks the AI provider, so it counts against the user's or the IP's AI budget. */
export function weLearnOperations(
  weLearn: WeLearnService,
  limiter: RateLimiter,
  limits: Pick<RateLimits, 'aiPerUser' | 'aiPerIp'>,
): Operations {
  return defineOperations({
    interpretPolicy: {
      auth: 'optional',
      async handler({ user, body, request }) {
        if (user) await limiter.hit(`ai:user:${user.id}`, limits.aiPerUser);
        else await limiter.hit(`ai:ip:${request.ip}`, limits.aiPerIp);
        // A client that goes away (We Learn's Cancel) ends the provider's request too.
        const gone = new AbortController();
        const socket = request.raw.socket as typeof request.raw.socket | undefined;
        const abort = () => gone.abort();
        socket?.once('close', abort);
        try {
          return await weLearn.interpret(body.text, gone.signal);
        } finally {
          socket?.off('close', abort);
        }
      },
    },
  });
}
