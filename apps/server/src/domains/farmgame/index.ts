/** The farm game's cloud save: each signed-in player's own game state (spec 3 §4, §5, §7). */
import { defineDomain } from '../../platform/domain';
import { farmGameOperations } from './operations';
import * as tables from './schema';
import { FarmGameService } from './service';

export const farmGame = defineDomain({
  name: 'farmGame',
  tables,
  create({ db, clock }) {
    const service = new FarmGameService(db, clock);
    return { service, operations: farmGameOperations(service) };
  },
});

export type { FarmGameSave, FarmGameService } from './service';
