import type { InsightKind, JournalEntry } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { JournalRow } from '../rows';
import { conflict, forbidden, mock, notFound } from '../support/route';

const entryView = ({ user_id: _owner, ...entry }: JournalRow): JournalEntry => entry;

function ownEntry(id: number, userId: number): JournalRow {
  const entry = db.journal.find((row) => row.id === id);
  if (!entry) notFound('Journal entry not found.');
  if (entry.user_id !== userId) forbidden('This journal entry is not yours.');
  return entry;
}

/** Canned insights of the local engine (the server's deterministic default is similar). */
const INSIGHTS: Record<InsightKind, (entry: JournalRow) => string> = {
  reflection: (entry) =>
    `Reading "${entry.title}", what stands out is how closely you pay attention. What you noticed today is worth trusting.`,
  mantra: () => 'I grow at the pace of my own seasons.',
  next_action: (entry) =>
    `Take one small step on what "${entry.title}" stirred in you, today, in under ten minutes.`,
};

const INSIGHT_NAMES: Record<InsightKind, string> = {
  reflection: 'a reflection',
  mantra: 'a mantra',
  next_action: 'a next action',
};

/**
 * Starts an insight. The real server generates in the background while the client polls
 * GET /journal; the fake writes the text at once, so the first poll finds it.
 */
function requestInsight(kind: InsightKind) {
  return ({ id, userId }: { id: number; userId: number }) => {
    const entry = ownEntry(id, userId);
    if (entry[kind]) conflict(`This entry already has ${INSIGHT_NAMES[kind]}. Delete it first.`);
    entry[kind] = INSIGHTS[kind](entry);
    return { message: 'Generating your insight…' };
  };
}

const reflect = requestInsight('reflection');
const mantra = requestInsight('mantra');
const nextAction = requestInsight('next_action');

export const journalHandlers = [
  mock.get('/journal', ({ me, response }) => {
    const userId = me().id;
    const entries = db.journal
      .filter((entry) => entry.user_id === userId)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map(entryView);
    return response(200).json(entries);
  }),

  mock.post('/journal', ({ me, body, response }) => {
    const entry: JournalRow = {
      id: nextId(db.journal),
      user_id: me().id,
      title: body.title,
      content: body.content,
      created_at: new Date().toISOString(),
      reflection: null,
      mantra: null,
      next_action: null,
    };
    db.journal.push(entry);
    return response(201).json(entryView(entry));
  }),

  mock.put('/journal/{id}', ({ me, params, body, response }) => {
    const entry = ownEntry(params.id, me().id);
    entry.title = body.title;
    entry.content = body.content;
    return response(200).json(entryView(entry));
  }),

  mock.delete('/journal/{id}', ({ me, params, response }) => {
    ownEntry(params.id, me().id);
    removeWhere(db.journal, (entry) => entry.id === params.id);
    return response(204).empty();
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
    return response(204).empty();
  }),
];
