import { queryKeyOf, type Invalidations } from '../query/keys';

/** Every garden directory query, filtered or not. */
export const gardensKey = queryKeyOf('/gardens');
export const gardenKey = queryKeyOf('/gardens/{id}');

export const gardensInvalidations = {
  'post /gardens': [gardensKey],
} as const satisfies Invalidations;
