import { defineOperations, type Operations } from '../../platform/operations';
import type { FarmGameService } from './service';

/** Both need a token: the save is always the caller's own. */
export function farmGameOperations(farm: FarmGameService): Operations {
  return defineOperations({
    getFarmGameState: {
      auth: 'required',
      async handler({ user }) {
        return farm.load(user);
      },
    },

    saveFarmGameState: {
      auth: 'required',
      async handler({ user, body }) {
        return farm.save(user, body.data);
      },
    },
  });
}
