import { isKnownTimeZone } from '@wegrow/contract/communities';
import {
  calendarDays,
  type CalendarDay,
  dayBefore,
  dayIn,
  entryDateProblem,
  isCountryCode,
  JOURNAL_CALENDAR_DETAILS,
  JOURNAL_RULE_DETAILS,
  monthWindow,
  streakOf,
} from '@wegrow/contract/journal';
import { checkTags, chosenLanguage, normaliseTag, searchPassage } from '@wegrow/contract/search';
import {
  and,
  arrayContains,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { AiProviderError, type AiProvider, generate } from '../../platform/ai';
import { PREVIOUS_PART } from '../../platform/ai/local/engine';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { conflict, HttpError, notFound, unprocessable } from '../../platform/errors';
import { type JobQueue, PermanentJobError } from '../../platform/jobs';
import { afterCursor, olderThan, type Page, pageSize } from '../../platform/paging';
import { users } from '../../platform/schema';
import { searchHeadlines, searchMatches, searchParts, searchQuery } from '../../platform/search';
import { INSIGHTS, insightJob } from './insights';
import type { InsightKind } from './kinds';
import {
  journalEntries,
  journalInsights,
  journalSearchText,
  journalSearchVector,
  journalSettings,
  type JournalInsightInsert,
  type JournalInsightRow,
} from './schema';
import { type JournalEntry, toJournalEntry } from './views';

/** The `detail`s and messages the journal answers with (the MSW fakes say the same words). */
export const JOURNAL_DETAILS = {
  notFound: 'Journal entry not found.',
  titleBlank: 'Title must not be blank.',
  contentBlank: 'Content must not be blank.',
  insightExists: (kind: InsightKind) =>
    `This entry already has ${INSIGHTS[kind].a}. Delete it first.`,
  insightPending: (kind: InsightKind) => {
    const { a } = INSIGHTS[kind];
    return `${a.charAt(0).toUpperCase()}${a.slice(1)} is already being generated for this entry.`;
  },
  insightStarted: (kind: InsightKind) => `${INSIGHTS[kind].name} is being generated.`,
  /** The owner's reason for a failure that is not the AI provider's. */
  insightFailed: 'The insight could not be generated.',
  ...JOURNAL_RULE_DETAILS,
} as const;

/** The list's request: a page, and optionally a full-text search and a tag. */
export interface JournalListQuery extends Page {
  q?: string | undefined;
  tag?: string | undefined;
}

/** One entry of an import (contract schema `JournalImportEntry`). */
export interface JournalImportEntry {
  title: string;
  content: string;
  tags?: string[];
  created_at: string;
}

export interface JournalEntryInput {
  title: string;
  content: string;
  /** The entry's date (writing about yesterday); none: now when writing, unchanged when editing. */
  created_at?: string | undefined;
}

/** A member's journal settings (contract schema `JournalSettings`). */
export interface JournalSettings {
  country: string | null;
}

/** A month of the caller's journal (contract schema `JournalCalendar`). */
export interface JournalCalendar {
  month: string;
  today: string;
  streak: number;
  days: CalendarDay[];
}

/** How many entry dates the streak reads at a time (newest first), until it finds a gap. */
const STREAK_BATCH = 500;

/** A provider answer that retrying cannot change: a client error other than 429. */
function isLasting(error: AiProviderError): boolean {
  return (
    error.kind === 'status' &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 429
  );
}

/** What the owner is told about a failed insight (never a stack trace or an internal message). */
export function failureReason(error: unknown): string {
  const cause = error instanceof PermanentJobError ? error.cause : error;
  return cause instanceof AiProviderError ? cause.message : JOURNAL_DETAILS.insightFailed;
}

export class JournalService {
  /**
   * The list's reads, built once and prepared (the journal is the page members open most): a page
   * of the caller's entries and the insights of that page, each for the first page and for a page
   * after a cursor (`before`).
   */
  private readonly firstPage;
  private readonly laterPage;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ai: AiProvider,
    private readonly jobs: JobQueue,
  ) {
    const userId = sql.placeholder('userId');
    const limit = sql.placeholder('limit');
    const mine = eq(journalEntries.userId, userId);
    // Keyset: only entries strictly after the cursor entry, one of the caller's own (none when it
    // no longer exists or is another member's: the same empty page).
    const cursor = afterCursor(
      journalEntries,
      journalEntries.createdAt,
      journalEntries.id,
      sql.placeholder('before'),
      mine,
    );
    const prepared = (where: SQL | undefined, name: string) => {
      const ids = db
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(where)
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
        .limit(limit);
      return {
        entries: db
          .select()
          .from(journalEntries)
          .where(where)
          .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
          .limit(limit)
          .prepare(`journal_entries${name}`),
        insights: db
          .select({ insight: journalInsights })
          .from(journalInsights)
          .where(inArray(journalInsights.entryId, ids))
          .prepare(`journal_insights${name}`),
      };
    };
    this.firstPage = prepared(mine, '');
    this.laterPage = prepared(and(mine, cursor), '_after');
  }

  /**
   * A page of the caller's entries, newest first, each with its insights; with `q` only those whose
   * title or text match it (full-text search), with `tag` only those carrying it.
   */
  async list(userId: number, page: JournalListQuery = {}): Promise<JournalEntry[]> {
    if (page.q !== undefined || page.tag !== undefined) return this.search(userId, page);
    const limit = pageSize(page);
    const query =
      page.before === undefined
        ? { reads: this.firstPage, params: { userId, limit } }
        : { reads: this.laterPage, params: { userId, limit, before: page.before } };
    const entries = await query.reads.entries.execute(query.params);
    if (entries.length === 0) return [];
    const byEntry = new Map<number, JournalInsightRow[]>();
    for (const { insight } of await query.reads.insights.execute(query.params)) {
      const list = byEntry.get(insight.entryId);
      if (list) list.push(insight);
      else byEntry.set(insight.entryId, [insight]);
    }
    return entries.map((entry) => toJournalEntry(entry, byEntry.get(entry.id) ?? []));
  }

  /**
   * The list filtered by a search and/or a tag (not prepared: the filters vary); with `q`, each
   * entry says where it matched (`search_match`: its title and a passage, the words marked).
   */
  private async search(userId: number, page: JournalListQuery): Promise<JournalEntry[]> {
    const mine = eq(journalEntries.userId, userId);
    const query = page.q === undefined ? undefined : searchQuery(page.q);
    // A query without any word matches nothing.
    if (query === null) return [];
    // The member's search language (issue 45): the entries read in it too.
    const [member] =
      page.q === undefined
        ? []
        : await this.db
            .select({ language: users.searchLanguage })
            .from(users)
            .where(eq(users.id, userId));
    const where = and(
      mine,
      query === undefined || page.q === undefined
        ? undefined
        : searchMatches(
            journalSearchVector(journalEntries.title, journalEntries.content, journalEntries.tags),
            journalSearchText(journalEntries.title, journalEntries.content, journalEntries.tags),
            query,
            page.q,
            chosenLanguage(member?.language),
          ),
      page.tag === undefined
        ? undefined
        : arrayContains(journalEntries.tags, [normaliseTag(page.tag)]),
      olderThan(journalEntries, journalEntries.createdAt, journalEntries.id, page.before, mine),
    );
    const none = sql<string[] | null>`null`;
    const rows = await this.db
      .select({
        entry: journalEntries,
        title: query === undefined ? none : searchHeadlines(sql`${journalEntries.title}`, query),
        content:
          query === undefined ? none : searchHeadlines(sql`${journalEntries.content}`, query),
      })
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(pageSize(page));
    if (rows.length === 0) return [];
    const insights = await this.db
      .select()
      .from(journalInsights)
      .where(
        inArray(
          journalInsights.entryId,
          rows.map(({ entry }) => entry.id),
        ),
      );
    return rows.map(({ entry, title, content }) => {
      const shown = toJournalEntry(
        entry,
        insights.filter((row) => row.entryId === entry.id),
      );
      if (title === null || content === null) return shown;
      return {
        ...shown,
        search_match: {
          title: searchParts(title),
          excerpt: searchPassage(searchParts(content)),
        },
      };
    });
  }

  /** Replaces the tags of one of the caller's entries (normalised; 422 for a refused list). */
  async setTags(userId: number, id: number, tags: readonly string[]): Promise<JournalEntry> {
    const checked = checkTags(tags);
    if (!checked.ok) throw unprocessable(checked.detail);
    const [row] = await this.db
      .update(journalEntries)
      .set({ tags: checked.tags })
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
      .returning();
    if (!row) throw notFound(JOURNAL_DETAILS.notFound);
    return toJournalEntry(row, await this.insightsOf(row.id));
  }

  async create(userId: number, input: JournalEntryInput): Promise<JournalEntry> {
    const { title, content } = this.checked(input);
    const now = this.clock();
    const createdAt = this.entryDate(input.created_at, now) ?? now;
    const [row] = await this.db
      .insert(journalEntries)
      .values({ userId, title, content, createdAt, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toJournalEntry(row, []);
  }

  /**
   * Adds entries from a journal export with their own dates and tags, skipping those the journal
   * already holds (the same title, text and date) and repeats within the call. One entry that
   * breaks a rule refuses them all (422 "Entry n: …"), and nothing is added.
   */
  async importEntries(
    userId: number,
    entries: readonly JournalImportEntry[],
  ): Promise<{ imported: number; skipped: number }> {
    const checkedEntries = entries.map((entry, i) => {
      try {
        const { title, content } = this.checked(entry);
        const tags = checkTags(entry.tags ?? []);
        if (!tags.ok) throw unprocessable(tags.detail);
        return { title, content, tags: tags.tags, createdAt: new Date(entry.created_at) };
      } catch (error) {
        if (error instanceof HttpError) throw unprocessable(`Entry ${i + 1}: ${error.detail}`);
        throw error;
      }
    });
    const keyOf = (e: { title: string; content: string; createdAt: Date }) =>
      `${e.createdAt.toISOString()}\u0000${e.title}\u0000${e.content}`;
    return this.db.transaction(async (tx) => {
      const dates = [...new Set(checkedEntries.map((e) => e.createdAt.toISOString()))];
      const existing = await tx
        .select({
          title: journalEntries.title,
          content: journalEntries.content,
          createdAt: journalEntries.createdAt,
        })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.userId, userId),
            inArray(
              journalEntries.createdAt,
              dates.map((d) => new Date(d)),
            ),
          ),
        );
      const seen = new Set(existing.map(keyOf));
      const fresh = checkedEntries.filter((entry) => {
        const key = keyOf(entry);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const now = this.clock();
      if (fresh.length > 0)
        await tx.insert(journalEntries).values(
          fresh.map((entry) => ({
            userId,
            title: entry.title,
            content: entry.content,
            tags: entry.tags,
            createdAt: entry.createdAt,
            updatedAt: now,
          })),
        );
      return { imported: fresh.length, skipped: checkedEntries.length - fresh.length };
    });
  }

  /**
   * Replaces the title and content of one of the caller's entries, and its date when one is
   * given; its insights stay.
   */
  async update(userId: number, id: number, input: JournalEntryInput): Promise<JournalEntry> {
    const { title, content } = this.checked(input);
    const now = this.clock();
    const createdAt = this.entryDate(input.created_at, now);
    const [row] = await this.db
      .update(journalEntries)
      .set({ title, content, updatedAt: now, ...(createdAt ? { createdAt } : {}) })
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
      .returning();
    if (!row) throw notFound(JOURNAL_DETAILS.notFound);
    return toJournalEntry(row, await this.insightsOf(row.id));
  }

  /** Deletes one of the caller's entries and its insights (a job under way finds nothing to do). */
  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(journalEntries)
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
      .returning({ id: journalEntries.id });
    if (deleted.length === 0) throw notFound(JOURNAL_DETAILS.notFound);
  }

  /**
   * Starts generating an insight: marks it pending and enqueues its job, in one transaction. 409
   * when the entry already has it or it is under way; a failed one may be requested again.
   */
  async requestInsight(
    userId: number,
    id: number,
    kind: InsightKind,
  ): Promise<{ message: string }> {
    await this.db.transaction(async (tx) => {
      // FOR SHARE: the entry cannot be deleted under us before the insight row refers to it.
      const [entry] = await tx
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .for('share');
      if (!entry) throw notFound(JOURNAL_DETAILS.notFound);
      const now = this.clock();
      const pending = {
        status: 'pending',
        text: null,
        source: null,
        error: null,
        requestedAt: now,
        updatedAt: now,
      } satisfies Partial<JournalInsightInsert>;
      const [claimed] = await tx
        .insert(journalInsights)
        .values({ entryId: id, kind, ...pending })
        .onConflictDoUpdate({
          target: [journalInsights.entryId, journalInsights.kind],
          set: pending,
          setWhere: eq(journalInsights.status, 'failed'),
        })
        .returning({ status: journalInsights.status });
      if (!claimed) {
        const [existing] = await tx
          .select({ status: journalInsights.status })
          .from(journalInsights)
          .where(and(eq(journalInsights.entryId, id), eq(journalInsights.kind, kind)));
        throw conflict(
          existing?.status === 'pending'
            ? JOURNAL_DETAILS.insightPending(kind)
            : JOURNAL_DETAILS.insightExists(kind),
        );
      }
      await this.jobs.enqueue(insightJob, { entryId: id, kind }, { db: tx });
    });
    this.jobs.wake();
    return { message: JOURNAL_DETAILS.insightStarted(kind) };
  }

  /** Back to absent: the text, a recorded failure, or a generation under way (abandoned). */
  async deleteInsight(userId: number, id: number, kind: InsightKind): Promise<void> {
    const [entry] = await this.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
    if (!entry) throw notFound(JOURNAL_DETAILS.notFound);
    await this.db
      .delete(journalInsights)
      .where(and(eq(journalInsights.entryId, id), eq(journalInsights.kind, kind)));
  }

  // ------------------------------------------------------------------------------ the job

  /**
   * Writes a pending insight (the `journal.insight` job). Does nothing when the insight is no
   * longer pending (deleted, or written by an earlier run), so it is safe to repeat. A provider
   * failure is thrown for the runner to retry, or at once as permanent when retrying cannot help.
   */
  async generateInsight(entryId: number, kind: InsightKind): Promise<void> {
    const [found] = await this.db
      .select({
        title: journalEntries.title,
        content: journalEntries.content,
        userId: journalEntries.userId,
      })
      .from(journalInsights)
      .innerJoin(journalEntries, eq(journalEntries.id, journalInsights.entryId))
      .where(
        and(
          eq(journalInsights.entryId, entryId),
          eq(journalInsights.kind, kind),
          eq(journalInsights.status, 'pending'),
        ),
      );
    if (!found) return;
    const { prompt } = INSIGHTS[kind];
    // The built-in engine never answers two entries of one person with the same template in a
    // row: it is given the person's latest answer of this kind (a model reads no parts).
    const previous = await this.latestInsightText(found.userId, kind, entryId);
    const varied =
      previous === undefined
        ? prompt
        : { ...prompt, parts: () => [{ title: PREVIOUS_PART, text: previous }] };
    const entry = { title: found.title, content: found.content };
    const completion = await generate(this.ai, varied, entry).catch((error: unknown) => {
      if (error instanceof AiProviderError && isLasting(error))
        throw new PermanentJobError(error.message, { cause: error });
      throw error;
    });
    await this.db
      .update(journalInsights)
      .set({
        status: 'ready',
        text: completion.text,
        source: completion.source,
        error: null,
        updatedAt: this.clock(),
      })
      .where(
        and(
          eq(journalInsights.entryId, entryId),
          eq(journalInsights.kind, kind),
          eq(journalInsights.status, 'pending'),
        ),
      );
  }

  /** The text of the person's latest ready insight of a kind on another entry, if any. */
  private async latestInsightText(
    userId: number,
    kind: InsightKind,
    entryId: number,
  ): Promise<string | undefined> {
    const [latest] = await this.db
      .select({ text: journalInsights.text })
      .from(journalInsights)
      .innerJoin(journalEntries, eq(journalEntries.id, journalInsights.entryId))
      .where(
        and(
          eq(journalEntries.userId, userId),
          eq(journalInsights.kind, kind),
          eq(journalInsights.status, 'ready'),
          ne(journalInsights.entryId, entryId),
        ),
      )
      .orderBy(desc(journalInsights.updatedAt))
      .limit(1);
    return latest?.text ?? undefined;
  }

  /** Records a failed generation where the owner sees it (the job's failure hook; repeatable). */
  async recordInsightFailure(entryId: number, kind: InsightKind, error: unknown): Promise<void> {
    await this.db
      .update(journalInsights)
      .set({ status: 'failed', error: failureReason(error), updatedAt: this.clock() })
      .where(
        and(
          eq(journalInsights.entryId, entryId),
          eq(journalInsights.kind, kind),
          eq(journalInsights.status, 'pending'),
        ),
      );
  }

  private async insightsOf(entryId: number) {
    return this.db.select().from(journalInsights).where(eq(journalInsights.entryId, entryId));
  }

  /** The caller's settings (none chosen yet: a null country). */
  async settings(userId: number): Promise<JournalSettings> {
    const [row] = await this.db
      .select({ country: journalSettings.country })
      .from(journalSettings)
      .where(eq(journalSettings.userId, userId));
    return { country: row?.country ?? null };
  }

  /** Sets (or clears, with null) the caller's country; 422 for anything but two capital letters. */
  async updateSettings(userId: number, input: JournalSettings): Promise<JournalSettings> {
    const { country } = input;
    if (country !== null && !isCountryCode(country))
      throw unprocessable(JOURNAL_DETAILS.countryInvalid);
    const updatedAt = this.clock();
    await this.db
      .insert(journalSettings)
      .values({ userId, country, updatedAt })
      .onConflictDoUpdate({ target: journalSettings.userId, set: { country, updatedAt } });
    return { country };
  }

  /**
   * The caller's month (`yyyy-MM`, checked by the contract): its days with entries, read in
   * `timeZone` (422 for an unknown zone), and the writing streak ending today or yesterday there.
   */
  async calendar(userId: number, month: string, timeZone = 'UTC'): Promise<JournalCalendar> {
    if (!isKnownTimeZone(timeZone)) throw unprocessable(JOURNAL_CALENDAR_DETAILS.unknownTimeZone);
    const mine = eq(journalEntries.userId, userId);
    const { from, to } = monthWindow(month);
    const inMonth = await this.db
      .select({
        id: journalEntries.id,
        title: journalEntries.title,
        createdAt: journalEntries.createdAt,
      })
      .from(journalEntries)
      .where(and(mine, gte(journalEntries.createdAt, from), lt(journalEntries.createdAt, to)));
    const now = this.clock();
    const today = dayIn(now, timeZone);
    return {
      month,
      today,
      streak: await this.streak(userId, today, timeZone, now),
      days: calendarDays(inMonth, month, timeZone),
    };
  }

  /** The days in a row with an entry ending `today` or the day before (read newest first). */
  private async streak(userId: number, today: string, timeZone: string, now: Date) {
    const days = new Set<string>();
    let before: Date | undefined;
    for (;;) {
      const rows = await this.db
        .select({ createdAt: journalEntries.createdAt })
        .from(journalEntries)
        .where(
          and(
            eq(journalEntries.userId, userId),
            lte(journalEntries.createdAt, now),
            before === undefined ? undefined : lt(journalEntries.createdAt, before),
          ),
        )
        .orderBy(desc(journalEntries.createdAt))
        .limit(STREAK_BATCH);
      for (const row of rows) days.add(dayIn(row.createdAt, timeZone));
      const streak = streakOf(days, today);
      const last = rows[rows.length - 1];
      if (rows.length < STREAK_BATCH || !last) return streak;
      // The batch reaches past the day before the streak began: the gap is found.
      let start = days.has(today) ? today : dayBefore(today);
      for (let i = 1; i < streak; i += 1) start = dayBefore(start);
      if (dayIn(last.createdAt, timeZone) < start) return streak;
      before = last.createdAt;
    }
  }

  /** An entry's date as given, checked (422 in the future or before 1900); none: undefined. */
  private entryDate(iso: string | undefined, now: Date): Date | undefined {
    if (iso === undefined) return undefined;
    const problem = entryDateProblem(iso, now);
    if (problem !== null) throw unprocessable(problem);
    return new Date(iso);
  }

  /** Title and content trimmed; blank ones refused in the contract's words. */
  private checked(input: JournalEntryInput): JournalEntryInput {
    const title = input.title.trim();
    const content = input.content.trim();
    if (!title) throw unprocessable(JOURNAL_DETAILS.titleBlank);
    if (!content) throw unprocessable(JOURNAL_DETAILS.contentBlank);
    return { title, content };
  }
}
