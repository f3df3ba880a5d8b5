import { db, nextId } from '../db';
import { forbidden, mock, notFound } from '../support/route';

const newestFirst = (a: { timestamp: string }, b: { timestamp: string }) =>
  b.timestamp.localeCompare(a.timestamp);

export const inboxHandlers = [
  mock.get('/inbox/{userId}', ({ me, params, response }) => {
    if (params.userId !== me().id) forbidden('You can only read your own inbox.');
    const messages = db.inbox
      .filter((message) => message.user_id === params.userId)
      .sort(newestFirst)
      .map(({ user_id: _owner, ...message }) => message);
    return response(200).json(messages);
  }),

  mock.post('/inbox/read/{messageId}', ({ me, params, response }) => {
    const message = db.inbox.find((row) => row.id === params.messageId);
    if (!message) notFound('Message not found');
    if (message.user_id !== me().id) forbidden('You can only mark your own messages read.');
    message.read = true;
    const { user_id: _owner, ...read } = message;
    return response(200).json(read);
  }),

  mock.post('/inbox/send', ({ me, body, response }) => {
    if (body.user_id !== me().id) forbidden('You can only send messages to your own inbox.');
    const message = {
      id: nextId(db.inbox),
      user_id: body.user_id,
      read: false,
      timestamp: new Date().toISOString(),
      content: body.content,
    };
    db.inbox.push(message);
    const { user_id: _owner, ...sent } = message;
    return response(201).json(sent);
  }),
];
