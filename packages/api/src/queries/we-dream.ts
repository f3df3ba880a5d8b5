import { queryKeyOf, type Invalidations } from '../query/keys';

export const collectiveDreamKey = queryKeyOf('/we-dream/collective');
export const myDreamKey = queryKeyOf('/we-dream/active');

/** The collective dream changes only in the nightly run, never from a user's call. */
export const weDreamInvalidations = {
  // Generates text and saves nothing.
  'post /we-dream/manifest': [],
  'post /we-dream/save': [myDreamKey],
  'post /we-dream/clear': [myDreamKey],
} as const satisfies Invalidations;
