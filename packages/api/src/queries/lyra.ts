import { queryKeyOf, type Invalidations } from '../query/keys';

/** Lyra's rules the screens share with the server and the fakes (visitor id, message limit, texts). */
export {
  isRandomVisitorId,
  LYRA_ANONYMOUS_USER_ID,
  LYRA_FACT_KINDS,
  LYRA_FAILURE_TEXT,
  LYRA_MESSAGE_MAX,
  LYRA_VISITOR_HEADER,
} from '@wegrow/contract/lyra';

export const lyraChatLogKey = queryKeyOf('/lyra/chat-log');
export const lyraFactsKey = queryKeyOf('/lyra/facts');
export const lyraSoulKey = queryKeyOf('/lyra/soul');
export const lyraDreamsKey = queryKeyOf('/lyra/dreams');

export const lyraInvalidations = {
  // A consented exchange joins the caller's own chat log, and what it told joins her memory.
  'post /lyra': [lyraChatLogKey, lyraFactsKey],
  'delete /lyra/facts/{id}': [lyraFactsKey],
} as const satisfies Invalidations;
