import {
  LYRA_ANONYMOUS_USER_ID,
  LYRA_CHAT_LOG_SIZE,
  LYRA_DETAILS,
  LYRA_DREAMS_SHOWN,
  LYRA_VISITOR_HEADER,
  isRandomVisitorId,
} from '@wegrow/contract/lyra';
import type { LyraChatEntry } from '../../types';
import { db } from '../db';
import type { LyraChatRow, UserRow } from '../rows';
import { invalid, mock } from '../support/route';

/** Lyra's local voice: a short, calm answer that quotes the message (the server's engine is richer). */
function replyTo(message: string): string {
  const topic = message.trim().replace(/[.!?]+$/, '');
  return `I hear you: "${topic}". What would it look like to let that grow, one small step at a time?`;
}

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
    const entry: LyraChatEntry = {
      user_id: user ? String(user.id) : LYRA_ANONYMOUS_USER_ID,
      message,
      reply: replyTo(message),
      timestamp: new Date().toISOString(),
      source: 'local',
    };
    // Only consented exchanges of a known caller are kept, each in its owner's log.
    if (owner && body.userConsent === true) db.lyraChatLog.push({ ...entry, owner });
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

  mock.get('/lyra/soul', ({ response }) => response(200).json(db.lyraSoul)),

  mock.get('/lyra/dreams', ({ response }) =>
    response(200).json(db.lyraDreams.slice(0, LYRA_DREAMS_SHOWN)),
  ),
];
