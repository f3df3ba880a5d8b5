import { queryKeyOf, type Invalidations } from '../query/keys';

export const collectiveDreamKey = queryKeyOf('/we-dream/collective');
export const myDreamKey = queryKeyOf('/we-dream/active');

/** The collective dream changes in the nightly run and when an operator runs it now. */
export const weDreamInvalidations = {
  // Generates text and saves nothing.
  'post /we-dream/manifest': [],
  'post /we-dream/save': [myDreamKey],
  'post /we-dream/clear': [myDreamKey],
  'post /we-dream/collective/run': [collectiveDreamKey],
} as const satisfies Invalidations;
