/**
 * We Choose's bills: every notice the server sends with the list (the MSW fakes send the same
 * words) and the numbers of its cache.
 */

/** `BillList.detail` notices (the answer is still 200). */
export const CIVIC_DETAILS = {
  /** The service could not be reached: the last copy is served (`stale` true, `fetched_at` its time). */
  sourceDown:
    'The parliament bill service could not be reached, so these are the bills from the last successful fetch.',
  /** The service could not be reached and no copy exists: an empty list. */
  noBills:
    'The parliament bill service could not be reached and no bills have been fetched yet. Please try again later.',
} as const;

/** What the screen shows for a bill with neither a short nor a long title (spec 3 §2). */
export const UNTITLED_BILL = 'Untitled Bill';

/** How long a fetched list is served before the server fetches it again. */
export const BILLS_CACHE_MS = 60 * 60_000;
