import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/auth';
import type { RateLimits } from '../../platform/config';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { GardensService } from './service';

/**
 * The garden programme's operations (gardens and volunteers). Reads are public (a token shows the
 * e-mails one may see); sign-ups and volunteer requests are rate-limited, each operation its own
 * budget: per user when signed in (verified or not), per client IP when anonymous.
 */
export function gardensOperations(
  gardens: GardensService,
  limiter: RateLimiter,
  limits: Pick<RateLimits, 'gardenSubmitPerIp' | 'gardenSubmitPerUser'>,
): Operations {
  /** Counts one `bucket` submission against the caller's budget: theirs, or their address's. */
  const submission = (bucket: string, user: AuthUser | null, request: FastifyRequest) =>
    user
      ? limiter.hit(`${bucket}:user:${user.id}`, limits.gardenSubmitPerUser)
      : limiter.hit(`${bucket}:ip:${request.ip}`, limits.gardenSubmitPerIp);

  return defineOperations({
    listGardens: {
      auth: 'optional',
      async handler({ user, query }) {
        return gardens.list(user, query);
      },
    },

    getGardenProgramme: {
      auth: 'none',
      async handler() {
        return gardens.programme();
      },
    },

    createGarden: {
      auth: 'optional',
      async handler({ user, body, request }) {
        await submission('garden-signup', user, request);
        return answer(201, await gardens.create(user, body));
      },
    },

    getGarden: {
      auth: 'optional',
      async handler({ user, params }) {
        return gardens.get(user, params.id);
      },
    },

    updateGarden: {
      auth: 'required',
      async handler({ user, params, body }) {
        return gardens.update(user, params.id, body);
      },
    },

    deleteGarden: {
      auth: 'required',
      async handler({ user, params }) {
        await gardens.remove(user, params.id);
        return answer(204);
      },
    },

    decideGarden: {
      auth: 'required',
      async handler({ user, params, body }) {
        return gardens.decide(user, params.id, body.status);
      },
    },

    requestToVolunteer: {
      auth: 'optional',
      async handler({ user, body, request }) {
        await submission('volunteer-request', user, request);
        return answer(201, await gardens.requestToVolunteer(user, body));
      },
    },

    listVolunteerRequests: {
      auth: 'optional',
      async handler({ user, params }) {
        return gardens.requests(user, params.gardenId);
      },
    },

    decideVolunteerRequest: {
      auth: 'required',
      async handler({ user, params, body }) {
        return gardens.decideRequest(user, params.requestId, body.status);
      },
    },
  });
}
