import { LYRA_VISITOR_HEADER } from '@wegrow/contract/lyra';
import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { LyraService } from './service';

const visitorIdOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[LYRA_VISITOR_HEADER.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Everything is public (a token makes the log and the facts the user's); talking is limited per
 * client IP.
 */
export function lyraOperations(
  lyra: LyraService,
  limiter: RateLimiter,
  talkLimit: RateLimitRule,
): Operations {
  return defineOperations({
    talkToLyra: {
      auth: 'optional',
      async handler({ user, body, request }) {
        await limiter.hit(`lyra:ip:${request.ip}`, talkLimit);
        return lyra.talk({ user, visitorId: visitorIdOf(request) }, body);
      },
    },

    getLyraChatLog: {
      auth: 'optional',
      async handler({ user, request }) {
        return lyra.chatLog({ user, visitorId: visitorIdOf(request) });
      },
    },

    getLyraFacts: {
      auth: 'optional',
      async handler({ user, request }) {
        return lyra.facts({ user, visitorId: visitorIdOf(request) });
      },
    },

    forgetLyraFact: {
      auth: 'optional',
      async handler({ user, params, request }) {
        await lyra.forget({ user, visitorId: visitorIdOf(request) }, params.id);
        return answer(204);
      },
    },

    getLyraSoul: {
      auth: 'none',
      async handler() {
        return lyra.soul();
      },
    },

    getLyraDreams: {
      auth: 'none',
      async handler() {
        return lyra.dreams();
      },
    },
  });
}
