import { queryKeyOf, type Invalidations } from '../query/keys';

export const lyraChatLogKey = queryKeyOf('/lyra/chat-log');
export const lyraSoulKey = queryKeyOf('/lyra/soul');
export const lyraDreamsKey = queryKeyOf('/lyra/dreams');

export const lyraInvalidations = {
  // A consented exchange joins the caller's own chat log.
  'post /lyra': [lyraChatLogKey],
} as const satisfies Invalidations;
