/**
 * The farm game's cloud save (spec 3 §4, §5, §7 Farm game; issue #21): each player's own save,
 * 404 before the first, a corrupt save refused with 422 and the last good one kept.
 */
import { scenario } from '../scenario';

const state = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    water: 12,
    seeds: 3,
    food: 1,
    gridSize: 2,
    grid: [[{ type: 'dirt', growth: 0, upgrade: null, hasWater: false }]],
    expansionCost: 5,
    elapsedTime: 93,
    ...overrides,
  });

export const farmGameScenarios = [
  scenario(
    'farmgame',
    'a player saves and loads their own farm; corrupt saves are refused',
    async ({ api, newUser, note }) => {
      const player = await newUser('player');
      const neighbour = await newUser('neighbour');

      await api.GET('/farmgame/state');
      await api.POST('/farmgame/state', { body: { data: state() } });
      await api.GET('/farmgame/state', player.auth);

      await api.POST('/farmgame/state', { ...player.auth, body: { data: state() } });
      const first = await api.GET('/farmgame/state', player.auth);
      note('loaded as saved', first.data?.data === state());

      for (const data of [
        'not json',
        '[1, 2]',
        JSON.stringify({ elapsedTime: 3 }),
        state({ grid: 'grid' }),
        state({ elapsedTime: '93' }),
        state({ note: 'é'.repeat(131072) }),
      ])
        await api.POST('/farmgame/state', { ...player.auth, body: { data } });
      await api.POST('/farmgame/state', { ...player.auth, body: { data: '' } });

      await api.POST('/farmgame/state', {
        ...player.auth,
        body: { data: state({ seeds: 40, elapsedTime: 150 }) },
      });
      const later = await api.GET('/farmgame/state', player.auth);
      note('the last good save', later.data?.data === state({ seeds: 40, elapsedTime: 150 }));

      await api.GET('/farmgame/state', neighbour.auth);
    },
  ),
];
