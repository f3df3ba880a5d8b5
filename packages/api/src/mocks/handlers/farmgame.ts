import { db, removeWhere } from '../db';
import { isJsonObject } from '@wegrow/contract';
import { badRequest, mock, notFound } from '../support/route';

/** A save must be a JSON object with a `grid` array and a numeric `elapsedTime` (spec 3 §5). */
function checkSave(data: string): void {
  let state: unknown;
  try {
    state = JSON.parse(data);
  } catch {
    badRequest('body/data must be a JSON document');
  }
  if (
    !isJsonObject(state) ||
    !Array.isArray(state['grid']) ||
    typeof state['elapsedTime'] !== 'number'
  ) {
    badRequest('body/data must hold a grid array and a numeric elapsedTime');
  }
}

export const farmgameHandlers = [
  mock.get('/farmgame/state', ({ me, response }) => {
    const save =
      db.farmSaves.find((row) => row.user_id === me().id) ?? notFound('No saved game yet.');
    return response(200).json({ data: save.data });
  }),

  mock.post('/farmgame/state', ({ me, body, response }) => {
    const userId = me().id;
    checkSave(body.data);
    removeWhere(db.farmSaves, (row) => row.user_id === userId);
    db.farmSaves.push({ user_id: userId, data: body.data });
    return response(200).json({ message: 'Game saved.' });
  }),
];
