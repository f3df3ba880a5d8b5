import type { Invalidations } from '../query/keys';

/** We Learn's breakdown is computed on demand and never stored: nothing to refetch. */
export const weLearnInvalidations = {
  'post /we-learn/interpret': [],
} as const satisfies Invalidations;

/** We Learn's sections and limit, shared with the server (the screen shows them). */
export {
  POLICY_SECTIONS,
  POLICY_TEXT_MAX,
  WE_LEARN_DETAILS,
  type PolicySectionKey,
} from '@wegrow/contract/we-learn';
