/** We Learn: a policy text broken down into six sections by the AI provider; nothing is stored. */
import { defineDomain } from '../../platform/domain';
import { weLearnOperations } from './operations';
import { WeLearnService } from './service';

export const weLearn = defineDomain({
  name: 'weLearn',
  tables: {},
  create({ ai, limiter, config }) {
    const service = new WeLearnService(ai);
    return { service, operations: weLearnOperations(service, limiter, config.rateLimits) };
  },
});

export { readBreakdown } from './service';
export type { PolicyBreakdown, WeLearnService } from './service';
