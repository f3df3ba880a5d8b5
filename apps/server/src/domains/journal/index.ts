/**
 * The Smart Journal: each user's entries and their AI insights (reflection, mantra, next action),
 * generated in the background by the `journal.insight` job with the AI provider.
 */
import { defineDomain } from '../../platform/domain';
import { IdempotencyKeys } from '../../platform/idempotency';
import { handleJob } from '../../platform/jobs';
import { insightJob } from './insights';
import { journalOperations } from './operations';
import * as tables from './schema';
import { JournalService } from './service';

export const journal = defineDomain({
  name: 'journal',
  tables,
  create({ db, clock, ai, jobs, limiter, config }) {
    const service = new JournalService(db, clock, ai, jobs);
    return {
      service,
      operations: journalOperations(
        service,
        limiter,
        config.rateLimits.aiPerUser,
        new IdempotencyKeys(db, clock),
      ),
      jobs: [
        handleJob(insightJob, {
          run: ({ entryId, kind }) => service.generateInsight(entryId, kind),
          failed: ({ entryId, kind }, error) => service.recordInsightFailure(entryId, kind, error),
        }),
      ],
    };
  },
});

export { insightJob, type InsightJobPayload } from './insights';
export type { InsightKind } from './kinds';
export { JOURNAL_DETAILS, type JournalService } from './service';
export type { JournalEntry } from './views';
