import { queryKeyOf, type Invalidations } from '../query/keys';
import type { InsightKind, JournalEntry } from '../types';

/** The journal list (`GET /journal`), also polled while an insight is generated. */
export const journalKey = queryKeyOf('/journal');

/** The path segment of each insight's generation call (spec 1 §9: reflect, mantra, next-action). */
export const insightRequestPath = {
  reflection: '/journal/reflect/{id}',
  mantra: '/journal/mantra/{id}',
  next_action: '/journal/next-action/{id}',
} as const satisfies Record<InsightKind, string>;

/** True when the entry already has text for that insight (then it is not requested again). */
export function hasInsight(entry: JournalEntry, kind: InsightKind): boolean {
  const text = entry[kind];
  return typeof text === 'string' && text.trim() !== '';
}

export const journalInvalidations = {
  'post /journal': [journalKey],
  'put /journal/{id}': [journalKey],
  'delete /journal/{id}': [journalKey],
  'post /journal/reflect/{id}': [journalKey],
  'post /journal/mantra/{id}': [journalKey],
  'post /journal/next-action/{id}': [journalKey],
  'delete /journal/{id}/insight/{kind}': [journalKey],
} as const satisfies Invalidations;
