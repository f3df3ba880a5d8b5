import { db, removeWhere } from '../db';
import { mock } from '../support/route';

/** The local engine's mantra: the vision's first words, turned into an "I am" sentence. */
function mantraFor(text: string): string {
  const words = text
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    .slice(0, 8)
    .join(' ');
  return `I am already becoming ${words.charAt(0).toLowerCase()}${words.slice(1)}.`;
}

export const weDreamHandlers = [
  mock.get('/we-dream/collective', ({ response }) => response(200).json({ ...db.collectiveDream })),

  mock.get('/we-dream/active', ({ me, response }) => {
    const dream = db.dreams.find((row) => row.user_id === me().id);
    return response(200).json(
      dream
        ? { exists: true, vision: dream.vision, mantra: dream.mantra }
        : { exists: false, vision: null, mantra: null },
    );
  }),

  mock.post('/we-dream/manifest', ({ body, response }) =>
    response(200).json({ mantra: mantraFor(body.text) }),
  ),

  mock.post('/we-dream/save', ({ me, body, response }) => {
    const userId = me().id;
    removeWhere(db.dreams, (row) => row.user_id === userId);
    db.dreams.push({ user_id: userId, vision: body.vision, mantra: body.mantra });
    return response(200).json({ message: 'Saved!' });
  }),

  mock.post('/we-dream/clear', ({ me, response }) => {
    const userId = me().id;
    removeWhere(db.dreams, (row) => row.user_id === userId);
    return response(200).json({ message: 'Your dream was cleared.' });
  }),
];
