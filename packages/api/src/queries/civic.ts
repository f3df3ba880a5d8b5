import { queryKeyOf, type Invalidations } from '../query/keys';

/** We Choose's bill list. */
export const billsKey = queryKeyOf('/civic/bills');

/** Read-only: the bills are fetched and cached by the server. */
export const civicInvalidations = {} as const satisfies Invalidations;

/** We Choose's words and numbers, shared with the server (screens show them). */
export { BILLS_CACHE_MS, CIVIC_DETAILS, UNTITLED_BILL } from '@wegrow/contract/civic';
