import type { RateLimitRule } from '../../platform/config';
import type { IdempotencyKeys } from '../../platform/idempotency';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { RateLimiter } from '../../platform/rate-limit';
import type { InsightKind } from './kinds';
import type { JournalService } from './service';

export function journalOperations(
  journal: JournalService,
  limiter: RateLimiter,
  aiLimit: RateLimitRule,
  keys: IdempotencyKeys,
): Operations {
  /** An insight start: rate-limited per user (each one may cost a model call), then 202. */
  const start = async (userId: number, id: number, kind: InsightKind) => {
    await limiter.hit(`ai:user:${userId}`, aiLimit);
    return answer(202, await journal.requestInsight(userId, id, kind));
  };

  return defineOperations({
    listJournalEntries: {
      auth: 'required',
      async handler({ user, query }) {
        return journal.list(user.id, query);
      },
    },

    // The writes the site's offline queue replays take an Idempotency-Key (docs/offline.md).
    createJournalEntry: {
      auth: 'required',
      handler: keys.wrap('createJournalEntry', async ({ user, body }) =>
        answer(201, await journal.create(user.id, body)),
      ),
    },

    getJournalCalendar: {
      auth: 'required',
      handler: ({ user, query }) => journal.calendar(user.id, query.month, query.time_zone),
    },

    getJournalSettings: {
      auth: 'required',
      handler: ({ user }) => journal.settings(user.id),
    },

    updateJournalSettings: {
      auth: 'required',
      handler: ({ user, body }) => journal.updateSettings(user.id, body),
    },

    importJournalEntries: {
      auth: 'required',
      handler: ({ user, body }) => journal.importEntries(user.id, body.entries),
    },

    updateJournalEntry: {
      auth: 'required',
      handler: keys.wrap('updateJournalEntry', ({ user, params, body }) =>
        journal.update(user.id, params.id, body),
      ),
    },

    deleteJournalEntry: {
      auth: 'required',
      handler: keys.wrap('deleteJournalEntry', async ({ user, params }) => {
        await journal.remove(user.id, params.id);
        return answer(204);
      }),
    },

    setJournalEntryTags: {
      auth: 'required',
      handler: ({ user, params, body }) => journal.setTags(user.id, params.id, body.tags),
    },

    requestJournalReflection: {
      auth: 'required',
      handler: ({ user, params }) => start(user.id, params.id, 'reflection'),
    },

    requestJournalMantra: {
      auth: 'required',
      handler: ({ user, params }) => start(user.id, params.id, 'mantra'),
    },

    requestJournalNextAction: {
      auth: 'required',
      handler: ({ user, params }) => start(user.id, params.id, 'next_action'),
    },

    deleteJournalInsight: {
      auth: 'required',
      async handler({ user, params }) {
        await journal.deleteInsight(user.id, params.id, params.kind);
        return answer(204);
      },
    },
  });
}
