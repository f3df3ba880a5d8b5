import { db, nextId } from '../db';
import type { InboxRow } from '../rows';
import { pageOf } from '../support/page';
import { forbidden, mock, notFound } from '../support/route';

/** The subject of a note to oneself (the server's words, apps/server/src/domains/inbox). */
export const NOTE_TO_SELF_SUBJECT = 'Note to self';

/**
 * Puts a message into a user's inbox as another domain does on the server (`inbox.deliver`): the
 * garden programme telling a volunteer or a host of a decision.
 */
export function deliverToInbox(
  userId: number,
  message: Pick<InboxRow, 'sender' | 'subject' | 'content'>,
): void {
  db.inbox.push({
    id: nextId(db.inbox),
    user_id: userId,
    read: false,
    timestamp: new Date().toISOString(),
    sender: { ...message.sender },
    subject: message.subject,
    content: message.content,
  });
}

/** As the server orders them: newest first, and of two sent in the same millisecond the later one. */
const newestFirst = (a: { timestamp: string; id: number }, b: { timestamp: string; id: number }) =>
  b.timestamp.localeCompare(a.timestamp) || b.id - a.id;

export const inboxHandlers = [
  mock.get('/inbox/{userId}', ({ me, params, query, response }) => {
    if (params.userId !== me().id) forbidden('You can only read your own inbox.');
    const mine = db.inbox.filter((message) => message.user_id === params.userId).sort(newestFirst);
    const messages = pageOf(mine, query).map(({ user_id: _owner, ...message }) => message);
    return response(200).json(messages);
  }),

  mock.get('/inbox/unread/{userId}', ({ me, params, response }) => {
    if (params.userId !== me().id) forbidden('You can only read your own inbox.');
    const unread = db.inbox.filter(
      (message) => message.user_id === params.userId && !message.read,
    ).length;
    return response(200).json({ unread });
  }),

  mock.post('/inbox/read/{messageId}', ({ me, params, response }) => {
    const message = db.inbox.find((row) => row.id === params.messageId);
    if (!message) notFound('Message not found');
    if (message.user_id !== me().id) forbidden('You can only mark your own messages read.');
    message.read = true;
    const { user_id: _owner, ...read } = message;
    return response(200).json(read);
  }),

  // A note to oneself: from the caller (username, else e-mail), subject "Note to self".
  mock.post('/inbox/send', ({ me, body, response }) => {
    const caller = me();
    if (body.user_id !== caller.id) forbidden('You can only send messages to your own inbox.');
    const message: InboxRow = {
      id: nextId(db.inbox),
      user_id: body.user_id,
      read: false,
      timestamp: new Date().toISOString(),
      sender: { kind: 'person', name: caller.username ?? caller.email },
      subject: NOTE_TO_SELF_SUBJECT,
      content: body.content,
    };
    db.inbox.push(message);
    const { user_id: _owner, ...sent } = message;
    return response(201).json(sent);
  }),
];
