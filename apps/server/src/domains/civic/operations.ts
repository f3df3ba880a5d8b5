import { defineOperations, type Operations } from '../../platform/operations';
import type { CivicService } from './service';

/** Public: anyone may read the bills. */
export function civicOperations(civic: CivicService): Operations {
  return defineOperations({
    listParliamentBills: {
      auth: 'none',
      etag: true,
      async handler() {
        return civic.bills();
      },
    },
  });
}
