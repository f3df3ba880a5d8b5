import { BILLS_CACHE_MS } from '@wegrow/contract/civic';
import { defineOperations, type Operations } from '../../platform/operations';
import { keepFor } from '../../platform/response-cache';
import type { CivicService } from './service';

/** Public: anyone may read the bills. */
export function civicOperations(civic: CivicService): Operations {
  return defineOperations({
    listParliamentBills: {
      auth: 'none',
      cached: true,
      async handler(_input, reply) {
        const list = await civic.bills();
        // Kept until the copy is due for a refresh; a stale copy or a notice is not kept, so the
        // next read tries the parliament service again.
        keepFor(
          reply,
          list.stale || list.fetched_at === null
            ? 0
            : Date.parse(list.fetched_at) + BILLS_CACHE_MS - civic.now(),
        );
        return list;
      },
    },
  });
}
