/**
 * The garden programme: sign-ups from the four forms (gardens), decided by the programme admin
 * (GARDENS_ADMIN_EMAIL), edited and withdrawn by their host; volunteer requests decided by the
 * garden host, who tells a signed-in volunteer through the inbox.
 */
import { defineDomain } from '../../platform/domain';
import { notifications } from '../notifications';
import { gardensOperations } from './operations';
import * as tables from './schema';
import { GardensService } from './service';

export const gardens = defineDomain({
  name: 'gardens',
  tables,
  create({ db, clock, limiter, config, serviceOf }) {
    const service = new GardensService(db, clock, serviceOf(notifications).channel('joins'), {
      adminEmail: config.gardensAdminEmail,
      town: config.gardensTown,
    });
    return {
      service,
      operations: gardensOperations(service, limiter, config.rateLimits),
    };
  },
});

export type { GardenFilter, GardensService, GardensSettings } from './service';
export type { Garden, GardenProgramme, VolunteerRequest } from './views';
