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
