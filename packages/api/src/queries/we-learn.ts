import type { Invalidations } from '../query/keys';

/** We Learn's breakdown is computed on demand and never stored: nothing to refetch. */
export const weLearnInvalidations = {
  'post /we-learn/interpret': [],
} as const satisfies Invalidations;
