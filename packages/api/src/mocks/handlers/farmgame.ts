import { FARM_GAME_DETAILS, FARM_GAME_MESSAGES, farmSaveProblem } from '@wegrow/contract/farmgame';
import { db, removeWhere } from '../db';
import { invalid, mock, notFound } from '../support/route';

export const farmgameHandlers = [
  mock.get('/farmgame/state', ({ me, response }) => {
    const save =
      db.farmSaves.find((row) => row.user_id === me().id) ?? notFound(FARM_GAME_DETAILS.noSave);
    return response(200).json({ data: save.data, updated_at: save.updated_at });
  }),

  mock.post('/farmgame/state', ({ me, body, response }) => {
    const userId = me().id;
    // The server's rule (spec 3 §5): a save without a grid list or a numeric elapsedTime is corrupt.
    const problem = farmSaveProblem(body.data);
    if (problem) invalid(problem);
    removeWhere(db.farmSaves, (row) => row.user_id === userId);
    db.farmSaves.push({ user_id: userId, data: body.data, updated_at: new Date().toISOString() });
    return response(200).json({ message: FARM_GAME_MESSAGES.saved });
  }),
];
