import {
  LYRA_ANONYMOUS_USER_ID,
  LYRA_CHAT_LOG_SIZE,
  LYRA_DETAILS,
  LYRA_DREAMS_SHOWN,
  LYRA_FACTS_MAX,
  LYRA_VISITOR_HEADER,
  isRandomVisitorId,
  lyraFactsIn,
  type LyraFactText,
} from '@wegrow/contract/lyra';
import type { LyraChatEntry, LyraFact } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { LyraChatRow, LyraFactRow, UserRow } from '../rows';
import { invalid, mock, notFound } from '../support/route';

const FACT_SAID: Readonly<Record<LyraFactText['kind'], (text: string) => string>> = {
  name: (text) => `your name is ${text}`,
  grows: (text) => `you grow ${text}`,
  goal: (text) => `you want to ${text}`,
};

/**
 * Lyra's local voice, simpler than the server's engine: asked to remember, what she knows of the
 * caller; told a name, a greeting; else a calm question.
 */
function replyTo(message: string, facts: readonly LyraFactText[]): string {
  if (/\bremember\b/i.test(message))
    return facts.length > 0
      ? `Yes, I remember: ${facts.map(({ kind, text }) => FACT_SAID[kind](text)).join(', and ')}.`
      : 'You have not told me anything about yourself yet, so I do not know it.';
  const name = lyraFactsIn(message).find((fact) => fact.kind === 'name');
  if (name) return `Nice to meet you, ${name.text}. What would you like to talk about today?`;
  return 'Thank you for telling me. What would it look like to let that grow, one small step at a time?';
}

/** Keeps what a message told, as the server does: one name (the latest), the rest once each. */
function remember(owner: string, heard: readonly LyraFactText[]): void {
  const now = new Date().toISOString();
  for (const fact of heard) {
    const mine = db.lyraFacts.filter((row) => row.owner === owner);
    if (fact.kind === 'name') {
      if (mine.some((row) => row.kind === 'name' && row.text === fact.text)) continue;
      removeWhere(db.lyraFacts, (row) => row.owner === owner && row.kind === 'name');
    } else if (
      mine.some(
        (row) => row.kind === fact.kind && row.text.toLowerCase() === fact.text.toLowerCase(),
      )
    )
      continue;
    if (db.lyraFacts.filter((row) => row.owner === owner).length >= LYRA_FACTS_MAX) continue;
    db.lyraFacts.push({ owner, id: nextId(db.lyraFacts), ...fact, created_at: now });
  }
}

const factOf = ({ owner: _owner, ...fact }: LyraFactRow): LyraFact => fact;

/**
 * The log a caller owns, as the server decides it: the user's with a token, else the visitor's
 * named by `X-Lyra-Visitor` (422 when it is not a random id), else none.
 */
function ownerOf(user: UserRow | null, request: Request): string | null {
  if (user) return `user:${String(user.id)}`;
  const visitor = request.headers.get(LYRA_VISITOR_HEADER);
  if (visitor === null) return null;
  if (!isRandomVisitorId(visitor)) invalid(LYRA_DETAILS.visitorIdInvalid);
  return `visitor:${visitor}`;
}

const entryOf = ({ owner: _owner, ...entry }: LyraChatRow): LyraChatEntry => entry;

export const lyraHandlers = [
  mock.post('/lyra', ({ user, body, request, response }) => {
    const owner = ownerOf(user, request);
    const message = body.message.trim();
    const keep = owner !== null && body.userConsent === true;
    if (owner && keep) remember(owner, lyraFactsIn(message));
    const known = owner ? db.lyraFacts.filter((row) => row.owner === owner) : [];
    const entry: LyraChatEntry = {
      user_id: user ? String(user.id) : LYRA_ANONYMOUS_USER_ID,
      message,
      reply: replyTo(message, known),
      timestamp: new Date().toISOString(),
      source: 'local',
    };
    // Only consented exchanges of a known caller are kept, each in its owner's log.
    if (owner && keep) db.lyraChatLog.push({ ...entry, owner });
    return response(200).json(entry);
  }),

  mock.get('/lyra/chat-log', ({ user, request, response }) => {
    const owner = ownerOf(user, request);
    if (!owner) return response(200).json([]);
    return response(200).json(
      db.lyraChatLog
        .filter((row) => row.owner === owner)
        .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
        .slice(0, LYRA_CHAT_LOG_SIZE)
        .map(entryOf),
    );
  }),

  mock.get('/lyra/facts', ({ user, request, response }) => {
    const owner = ownerOf(user, request);
    if (!owner) return response(200).json([]);
    return response(200).json(
      db.lyraFacts
        .filter((row) => row.owner === owner)
        .sort((a, b) => a.id - b.id)
        .slice(0, LYRA_FACTS_MAX)
        .map(factOf),
    );
  }),

  mock.delete('/lyra/facts/{id}', ({ user, params, request, response }) => {
    const owner = ownerOf(user, request);
    const gone = owner
      ? removeWhere(db.lyraFacts, (row) => row.owner === owner && row.id === params.id)
      : 0;
    if (gone === 0) notFound(LYRA_DETAILS.factNotFound);
    return response(204).empty();
  }),

  mock.get('/lyra/soul', ({ response }) => response(200).json(db.lyraSoul)),

  mock.get('/lyra/dreams', ({ response }) =>
    response(200).json(db.lyraDreams.slice(0, LYRA_DREAMS_SHOWN)),
  ),
];
