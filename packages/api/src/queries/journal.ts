import type { ApiClient } from '../client/createApiClient';
import { queryKeyOf, type Invalidations } from '../query/keys';
import type { InsightKind, InsightStatus, JournalEntry } from '../types';
import { PAGE_SIZE, pagedListOptions } from './paging';

/** The journal list (`GET /journal`), also polled while an insight is generated. */
export const journalKey = queryKeyOf('/journal');

/** What the journal list is narrowed to (issue 33): a full-text search and/or a tag. */
export interface JournalFilters {
  q?: string;
  tag?: string;
}

/** Journal tags' rules and words, shared with the server (`@wegrow/contract/search`). */
export {
  checkTags,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_MAX,
  normaliseTag,
  SEARCH_DETAILS,
} from '@wegrow/contract/search';

/**
 * The journal, page by page (newest first; "Show more" loads the next page), narrowed by
 * `filters`. Refetching it (the insight polling) fetches again every page loaded so far.
 */
export function journalPages(
  client: ApiClient,
  limit: number = PAGE_SIZE,
  filters: JournalFilters = {},
) {
  const filtered = filters.q !== undefined || filters.tag !== undefined;
  return pagedListOptions(
    filtered ? ([...journalKey, filters] as const) : journalKey,
    async (page, signal) => {
      const query = { ...page, ...filters };
      const { data, error } = await client.GET('/journal', { params: { query }, signal });
      if (error) throw error;
      return data;
    },
    limit,
  );
}

/** The three insight kinds, in the order the chooser offers them (Reflect, Mantra Maker, next action). */
export const insightKinds: readonly InsightKind[] = ['reflection', 'mantra', 'next_action'];

/** The path segment of each insight's generation call (spec 1 §9: reflect, mantra, next-action). */
export const insightRequestPath = {
  reflection: '/journal/reflect/{id}',
  mantra: '/journal/mantra/{id}',
  next_action: '/journal/next-action/{id}',
} as const satisfies Record<InsightKind, string>;

/**
 * Polling after an insight is requested (spec 1 §9): GET /journal every 2 seconds, up to 10 times;
 * then 'Insight is still not ready. Try refreshing.'
 */
export const insightPolling = { intervalMs: 2000, maxAttempts: 10 } as const;

/** The `source` of insights written by the server's built-in engine (no AI model). */
export const LOCAL_INSIGHT_SOURCE = 'local';

/** True when the entry already has text for that insight (then it is not requested again). */
export function hasInsight(entry: JournalEntry, kind: InsightKind): boolean {
  const text = entry[kind];
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * Where an entry's insight stands, for the screen: `absent` (offer it), `pending` (keep polling),
 * `ready` (show the text), `failed` (show 'Failed to generate insight.'; it may be requested again).
 * Text always means ready, whatever the state says.
 */
export function insightState(entry: JournalEntry, kind: InsightKind): InsightStatus {
  if (hasInsight(entry, kind)) return 'ready';
  const status = entry.insights[kind].status;
  return status === 'ready' ? 'absent' : status;
}

/** Whether the insight may be requested now (the chooser's Go): only when absent or failed. */
export function canRequestInsight(entry: JournalEntry, kind: InsightKind): boolean {
  const state = insightState(entry, kind);
  return state === 'absent' || state === 'failed';
}

/** Who wrote a ready insight: `local` (the built-in engine) or the model's name; null otherwise. */
export function insightSource(entry: JournalEntry, kind: InsightKind): string | null {
  return insightState(entry, kind) === 'ready' ? entry.insights[kind].source : null;
}

/** True for a ready insight written by the built-in engine ("Written by the built-in engine"). */
export function isLocalInsight(entry: JournalEntry, kind: InsightKind): boolean {
  return insightSource(entry, kind) === LOCAL_INSIGHT_SOURCE;
}

/** The member's journal settings (the country of the crisis line, issue 45). */
export const journalSettingsKey = queryKeyOf('/journal/settings');

/** The journal's month and streak (issue 45): changed by every entry written, moved or deleted. */
export const journalCalendarKey = queryKeyOf('/journal/calendar');

export const journalInvalidations = {
  'put /journal/settings': [journalSettingsKey],
  'post /journal': [journalKey, journalCalendarKey],
  'post /journal/import': [journalKey, journalCalendarKey],
  'put /journal/{id}': [journalKey, journalCalendarKey],
  'put /journal/tags/{id}': [journalKey],
  'delete /journal/{id}': [journalKey, journalCalendarKey],
  'post /journal/reflect/{id}': [journalKey],
  'post /journal/mantra/{id}': [journalKey],
  'post /journal/next-action/{id}': [journalKey],
  'delete /journal/{id}/insight/{kind}': [journalKey],
} as const satisfies Invalidations;
