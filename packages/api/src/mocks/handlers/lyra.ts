import type { LyraChatEntry } from '../../types';
import { db } from '../db';
import { mock } from '../support/route';

/** Lyra's local voice: a short, calm answer that echoes the message (no AI behind the fake). */
function replyTo(message: string): string {
  const topic = message.trim().replace(/[.!?]+$/, '');
  return `I hear you: "${topic}". What would it look like to let that grow, one small step at a time?`;
}

export const lyraHandlers = [
  mock.post('/lyra', ({ user, body, response }) => {
    const entry: LyraChatEntry = {
      user_id: user ? String(user.id) : 'anonymous',
      message: body.message,
      reply: replyTo(body.message),
      timestamp: new Date().toISOString(),
      source: 'local',
    };
    // Only consented exchanges join the public log.
    if (body.userConsent) db.lyraChatLog.unshift(entry);
    return response(200).json(entry);
  }),

  mock.get('/lyra/chat-log', ({ response }) =>
    response(200).json(
      [...db.lyraChatLog].sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, 200),
    ),
  ),

  mock.get('/lyra/soul', ({ response }) => response(200).json(db.lyraSoul)),

  mock.get('/lyra/dreams', ({ response }) => response(200).json([...db.lyraDreams])),
];
