import { queryKeyOf, type Invalidations } from '../query/keys';

/** We Choose's bill list. */
export const billsKey = queryKeyOf('/civic/bills');

/** Read-only: the bills are fetched and cached by the server. */
export const civicInvalidations = {} as const satisfies Invalidations;
