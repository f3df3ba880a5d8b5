import { queryKeyOf, type Invalidations } from '../query/keys';

export const farmGameStateKey = queryKeyOf('/farmgame/state');

export const farmgameInvalidations = {
  // Saved on every state change while the game holds the truth in memory: refetching the save
  // after each one would only fight the running game.
  'post /farmgame/state': [],
} as const satisfies Invalidations;
