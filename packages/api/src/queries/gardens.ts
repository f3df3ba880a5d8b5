import type { GardenType } from '../types';
import type { ApiClient } from '../client/createApiClient';
import { PAGE_SIZE, pagedListOptions } from './paging';
import { queryKeyOf, type Invalidations } from '../query/keys';
import { volunteerRequestsKey } from './volunteers';

/** Every garden directory query, filtered or not. */
export const gardensKey = queryKeyOf('/gardens');
export const gardenKey = queryKeyOf('/gardens/{id}');
/** The programme's town and admin (who may approve or reject gardens). */
export const gardenProgrammeKey = queryKeyOf('/gardens/programme');

export const gardensInvalidations = {
  'post /gardens': [gardensKey],
  'put /gardens/{id}': [gardensKey, gardenKey],
  // A withdrawn garden's volunteer requests go with it.
  'delete /gardens/{id}': [gardensKey, gardenKey, volunteerRequestsKey],
  'patch /gardens/{id}/status': [gardensKey, gardenKey],
} as const satisfies Invalidations;

/** The garden directory's server-side filters (a change starts the list again from its newest). */
export interface GardenListFilter {
  type?: GardenType | undefined;
  location?: string | undefined;
}

/** The garden directory, filtered, page by page (newest first; "Show more" loads the next page). */
export function gardenPages(
  client: ApiClient,
  filter: GardenListFilter = {},
  limit: number = PAGE_SIZE,
) {
  const where = {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.location ? { location: filter.location } : {}),
  };
  return pagedListOptions(
    [...gardensKey, where] as const,
    async (page, signal) => {
      const { data, error } = await client.GET('/gardens', {
        params: { query: { ...where, ...page } },
        signal,
      });
      if (error) throw error;
      return data;
    },
    limit,
  );
}
