/** The journal domain's tables: each user's entries, and the insights generated for them. */
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { JOURNAL_TAGS_MAX } from '@wegrow/contract/search';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';
import { searchVector } from '../../platform/search';
import { INSIGHT_KINDS } from './kinds';

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored trimmed, never blank. */
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Normalised (lower case), at most 10, in the order given (`@wegrow/contract/search`). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('journal_entries_user_created_idx').on(t.userId, t.createdAt),
    index('journal_entries_tags_idx').using('gin', t.tags),
    // Full-text search over title, entry and tags: the list's `q` filter uses this same expression.
    index('journal_entries_search_idx').using(
      'gin',
      journalSearchVector(t.title, t.content, t.tags),
    ),
  ],
);

/**
 * The words of an entry for full-text search (issue 45): its title and text in their detected
 * language and as they are, with its tags (each of the at most JOURNAL_TAGS_MAX by its place: an
 * index expression must be immutable, and `array_to_string` is not).
 */
export function journalSearchVector(
  title: AnyPgColumn,
  content: AnyPgColumn,
  tags: AnyPgColumn,
): SQL {
  return searchVector(sql`${title} || ' ' || ${content}`, tagsText(tags));
}

const tagsText = (tags: AnyPgColumn) =>
  sql.join(
    Array.from(
      { length: JOURNAL_TAGS_MAX },
      (_, index) => sql`coalesce(${tags}[${sql.raw(String(index + 1))}], '')`,
    ),
    sql` || ' ' || `,
  );

/** An entry's searched text: its title, text and tags (read in the member's language). */
export function journalSearchText(
  title: AnyPgColumn,
  content: AnyPgColumn,
  tags: AnyPgColumn,
): SQL {
  return sql`${title} || ' ' || ${content} || ' ' || ${tagsText(tags)}`;
}

/** Where a requested insight stands (no row: absent). */
export const INSIGHT_ROW_STATUSES = ['pending', 'ready', 'failed'] as const;

/**
 * One row per requested insight of an entry: `pending` while its job runs, then `ready` (with its
 * text and who wrote it) or `failed` (with the reason its owner sees). Deleting the insight deletes
 * the row; deleting the entry deletes its insights.
 */
export const journalInsights = pgTable(
  'journal_insights',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INSIGHT_KINDS }).notNull(),
    status: text('status', { enum: INSIGHT_ROW_STATUSES }).notNull(),
    text: text('text'),
    /** `local` (the built-in engine) or the model's name. */
    source: text('source'),
    error: text('error'),
    requestedAt: at('requested_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'journal_insights_pkey', columns: [t.entryId, t.kind] }),
    check('journal_insights_kind_check', sql`${t.kind} in ('reflection', 'mantra', 'next_action')`),
    check('journal_insights_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
    check(
      'journal_insights_ready_check',
      sql`(${t.status} = 'ready') = (${t.text} is not null and ${t.source} is not null)`,
    ),
  ],
);

/**
 * A member's journal settings (issue 45): the country whose crisis line the journal names (ISO
 * 3166-1 alpha-2; no row or null: none chosen, the directory of lines is shown).
 */
export const journalSettings = pgTable(
  'journal_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('journal_settings_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`)],
);

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type JournalInsightRow = typeof journalInsights.$inferSelect;
export type JournalInsightInsert = typeof journalInsights.$inferInsert;
