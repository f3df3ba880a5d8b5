import { isKnownTimeZone } from '@wegrow/contract/communities';
import {
  calendarDays,
  dayIn,
  entryDateProblem,
  isCountryCode,
  JOURNAL_CALENDAR_DETAILS,
  JOURNAL_RULE_DETAILS,
  speaksOfCrisis,
  streakOf,
} from '@wegrow/contract/journal';
import { checkTags, matchesSearch, normaliseTag, searchMatchOf } from '@wegrow/contract/search';
import type { InsightKind, JournalEntry, JournalInsightState } from '../../types';
import { idempotent } from '../support/idempotency';
import { pageOf } from '../support/page';
import { db, nextId, removeWhere, searchLanguageOf } from '../db';
import type { JournalRow } from '../rows';
import { conflict, invalid, mock, notFound } from '../support/route';

const entryView = ({ user_id: _owner, ...entry }: JournalRow): JournalEntry => ({
  ...entry,
  crisis: speaksOfCrisis(`${entry.title}\n${entry.content}`),
});

/** An entry's date as given, checked as the server does (422); none: undefined. */
function entryDate(iso: string | undefined): string | undefined {
  if (iso === undefined) return undefined;
  const problem = entryDateProblem(iso, new Date());
  if (problem !== null) invalid(problem);
  return new Date(iso).toISOString();
}

/** The caller's entry; anyone else's answers like an unknown one (404, never 403), as the server does. */
function ownEntry(id: number, userId: number): JournalRow {
  const entry = db.journal.find((row) => row.id === id && row.user_id === userId);
  if (!entry) notFound('Journal entry not found.');
  return entry;
}

const KINDS: readonly InsightKind[] = ['reflection', 'mantra', 'next_action'];

const ABSENT: JournalInsightState = { status: 'absent', source: null, error: null };

/**
 * Canned insights, labelled as the server's built-in local engine writes them (`source: 'local'`);
 * the server's engine quotes the entry itself, these only name its title.
 */
const INSIGHTS: Record<InsightKind, (entry: JournalRow) => string> = {
  reflection: (entry) =>
    `You wrote about "${entry.title}". What stands out is how closely you pay attention; what you noticed is worth trusting.`,
  mantra: () => 'I am growing at the pace of my own seasons.',
  next_action: (entry) =>
    `Take one small step on what "${entry.title}" stirred in you, today, in under ten minutes.`,
};

/** The insight by name, as the server's details say it. */
const INSIGHT_NAMES: Record<InsightKind, { a: string; name: string }> = {
  reflection: { a: 'a reflection', name: 'Reflection' },
  mantra: { a: 'a mantra', name: 'Mantra' },
  next_action: { a: 'a next action', name: 'Next action' },
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Starts an insight. The real server generates it in the background while the client polls
 * GET /journal; the fake marks it pending and writes it on the next GET /journal, so the first
 * poll finds it (and a second request before that poll meets the same 409 as on the server).
 */
function requestInsight(kind: InsightKind) {
  return ({ id, userId }: { id: number; userId: number }) => {
    const entry = ownEntry(id, userId);
    const { a, name } = INSIGHT_NAMES[kind];
    if (entry.insights[kind].status === 'ready')
      conflict(`This entry already has ${a}. Delete it first.`);
    if (entry.insights[kind].status === 'pending')
      conflict(`${capitalized(a)} is already being generated for this entry.`);
    entry.insights[kind] = { status: 'pending', source: null, error: null };
    return { message: `${name} is being generated.` };
  };
}

/** The fake's "background": every pending insight of the user is written by the next list call. */
function completePendingInsights(userId: number): void {
  for (const entry of db.journal) {
    if (entry.user_id !== userId) continue;
    for (const kind of KINDS) {
      if (entry.insights[kind].status !== 'pending') continue;
      entry[kind] = INSIGHTS[kind](entry);
      entry.insights[kind] = { status: 'ready', source: 'local', error: null };
    }
  }
}

const reflect = requestInsight('reflection');
const mantra = requestInsight('mantra');
const nextAction = requestInsight('next_action');

export const journalHandlers = [
  // Before PUT /journal/{id}, which would take "settings" for an id.
  mock.get('/journal/settings', ({ me, response }) => {
    const userId = me().id;
    const row = db.journalSettings.find((settings) => settings.user_id === userId);
    return response(200).json({ country: row?.country ?? null });
  }),

  mock.put('/journal/settings', ({ me, body, response }) => {
    const userId = me().id;
    const { country } = body;
    if (country !== null && !isCountryCode(country)) invalid(JOURNAL_RULE_DETAILS.countryInvalid);
    removeWhere(db.journalSettings, (settings) => settings.user_id === userId);
    db.journalSettings.push({ user_id: userId, country });
    return response(200).json({ country });
  }),

  // As the server: the month's days read in the zone asked for, the streak up to now.
  mock.get('/journal/calendar', ({ me, query, response }) => {
    const userId = me().id;
    const timeZone = query.time_zone ?? 'UTC';
    if (!isKnownTimeZone(timeZone)) invalid(JOURNAL_CALENDAR_DETAILS.unknownTimeZone);
    const now = new Date();
    const mine = db.journal
      .filter((entry) => entry.user_id === userId)
      .map((entry) => ({
        id: entry.id,
        title: entry.title,
        createdAt: new Date(entry.created_at),
      }));
    const today = dayIn(now, timeZone);
    const written = new Set(
      mine
        .filter((entry) => entry.createdAt <= now)
        .map((entry) => dayIn(entry.createdAt, timeZone)),
    );
    return response(200).json({
      month: query.month,
      today,
      streak: streakOf(written, today),
      days: calendarDays(mine, query.month, timeZone),
    });
  }),

  mock.get('/journal', ({ me, query, response }) => {
    const userId = me().id;
    completePendingInsights(userId);
    const mine = db.journal
      .filter((entry) => entry.user_id === userId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const { q, tag } = query;
    const wanted = tag === undefined ? undefined : normaliseTag(tag);
    // The member's search language (issue 45), as the server reads it.
    const language = searchLanguageOf(userId);
    const keep = (entry: JournalRow) =>
      (q === undefined ||
        matchesSearch(`${entry.title} ${entry.content} ${entry.tags.join(' ')}`, q, language)) &&
      (wanted === undefined || entry.tags.includes(wanted));
    return response(200).json(
      pageOf(mine, query, keep).map((entry) =>
        q === undefined
          ? entryView(entry)
          : {
              ...entryView(entry),
              search_match: searchMatchOf(entry.title, entry.content, q, language),
            },
      ),
    );
  }),

  mock.post(
    '/journal',
    idempotent('createJournalEntry', ({ me, body, response }) => {
      const user = me();
      const title = body.title.trim();
      const content = body.content.trim();
      const now = new Date().toISOString();
      const entry: JournalRow = {
        id: nextId(db.journal),
        user_id: user.id,
        title,
        content,
        tags: [],
        created_at: entryDate(body.created_at) ?? now,
        updated_at: now,
        reflection: null,
        mantra: null,
        next_action: null,
        insights: { reflection: ABSENT, mantra: ABSENT, next_action: ABSENT },
      };
      db.journal.push(entry);
      return response(201).json(entryView(entry));
    }),
  ),

  // As the server: every entry checked first (one refused refuses all, "Entry n: …"), then the
  // ones the journal holds already (same title, text and date) or given twice are skipped.
  mock.post('/journal/import', ({ me, body, response }) => {
    const user = me();
    const checked = body.entries.map((entry, i) => {
      const title = entry.title.trim();
      const content = entry.content.trim();
      if (!title) invalid(`Entry ${i + 1}: Title must not be blank.`);
      if (!content) invalid(`Entry ${i + 1}: Content must not be blank.`);
      const tags = checkTags(entry.tags ?? []);
      if (!tags.ok) return invalid(`Entry ${i + 1}: ${tags.detail}`);
      return {
        title,
        content,
        tags: tags.tags,
        created_at: new Date(entry.created_at).toISOString(),
      };
    });
    const keyOf = (e: { title: string; content: string; created_at: string }) =>
      `${e.created_at}\u0000${e.title}\u0000${e.content}`;
    const seen = new Set(db.journal.filter((row) => row.user_id === user.id).map(keyOf));
    let imported = 0;
    for (const entry of checked) {
      const key = keyOf(entry);
      if (seen.has(key)) continue;
      seen.add(key);
      imported += 1;
      db.journal.push({
        id: nextId(db.journal),
        user_id: user.id,
        ...entry,
        updated_at: new Date().toISOString(),
        reflection: null,
        mantra: null,
        next_action: null,
        insights: { reflection: ABSENT, mantra: ABSENT, next_action: ABSENT },
      });
    }
    return response(200).json({ imported, skipped: checked.length - imported });
  }),

  mock.put(
    '/journal/{id}',
    idempotent('updateJournalEntry', ({ me, params, body, response }) => {
      // As the server: the date is checked before the entry is looked up.
      const createdAt = entryDate(body.created_at);
      const entry = ownEntry(params.id, me().id);
      entry.title = body.title.trim();
      entry.content = body.content.trim();
      entry.updated_at = new Date().toISOString();
      if (createdAt !== undefined) entry.created_at = createdAt;
      return response(200).json(entryView(entry));
    }),
  ),

  mock.delete(
    '/journal/{id}',
    idempotent('deleteJournalEntry', ({ me, params, response }) => {
      ownEntry(params.id, me().id);
      removeWhere(db.journal, (entry) => entry.id === params.id);
      return response(204).empty();
    }),
  ),

  mock.put('/journal/tags/{id}', ({ me, params, body, response }) => {
    const entry = ownEntry(params.id, me().id);
    const checked = checkTags(body.tags);
    if (!checked.ok) invalid(checked.detail);
    entry.tags = checked.tags;
    return response(200).json(entryView(entry));
  }),

  mock.post('/journal/reflect/{id}', ({ me, params, response }) =>
    response(202).json(reflect({ id: params.id, userId: me().id })),
  ),
  mock.post('/journal/mantra/{id}', ({ me, params, response }) =>
    response(202).json(mantra({ id: params.id, userId: me().id })),
  ),
  mock.post('/journal/next-action/{id}', ({ me, params, response }) =>
    response(202).json(nextAction({ id: params.id, userId: me().id })),
  ),

  mock.delete('/journal/{id}/insight/{kind}', ({ me, params, response }) => {
    const entry = ownEntry(params.id, me().id);
    entry[params.kind] = null;
    entry.insights[params.kind] = ABSENT;
    return response(204).empty();
  }),
];
