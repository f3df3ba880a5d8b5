/**
 * We Dream and the Dream Machine: each user's active dream (vision and mantra), mantras from the
 * AI provider, and the nightly blend of the week's dreams into a collective summary and mantra
 * (the `dreams.nightly` job at 00:00 UTC; operators may run it now).
 */
import { operationById } from '@wegrow/contract';
import { defineDomain } from '../../platform/domain';
import { dreamMachineJobs } from './nightly';
import { dreamsOperations } from './operations';
import * as tables from './schema';
import { DreamsService } from './service';

export const dreams = defineDomain({
  name: 'dreams',
  tables,
  create({ db, clock, ai, limiter, config, log, responses }) {
    const service = new DreamsService(
      db,
      clock,
      ai,
      { operatorEmails: config.operatorEmails },
      log.child({ module: 'dreams' }),
      () => responses.changed(operationById('getCollectiveDream').tag),
    );
    return {
      service,
      operations: dreamsOperations(service, limiter, config.rateLimits),
      ...dreamMachineJobs(service),
    };
  },
});

export { atStart, dreamMachineJobs, nightlyBlendJob, startCheckJob } from './nightly';
export {
  type BlendTrigger,
  DreamsService,
  MAX_BLENDED_DREAMS,
  NIGHTLY_SCHEDULE,
  type NightlyOutcome,
  ON_TIME_MS,
  STALE_AFTER_MS,
} from './service';
export type { CollectiveDream, DreamEntry } from './views';
