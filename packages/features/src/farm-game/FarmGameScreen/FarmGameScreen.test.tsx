import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixtures, networkErrorHandler, users } from '@wegrow/api/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests, renderScreen, server } from '../../testing/unit';
import { newFarm } from '../rules/farmEngine';
import { serializeFarm } from '../rules/farmSave';
import { farmTexts } from '../rules/farmTexts';
import { FarmGameScreen } from './FarmGameScreen';
import { farmLocalKey } from './farmStore';

const maya = { userId: users.maya.id };
const MINE = farmLocalKey(users.maya.id);
/** Saves run at most every 5 seconds. */
const SAVE_WAIT = { timeout: 8000 };
const SAVED_AT = fixtures.MAYA_FARM_STATE.lastSavedTime;

function renderFarm() {
  return renderScreen(<FarmGameScreen now={() => SAVED_AT} ticking={false} />, {
    route: 'farmGame',
    session: maya,
  });
}

async function savedBodies(requests: ReturnType<typeof recordRequests>) {
  const posts = requests.of('POST /farmgame/state');
  return Promise.all(
    posts.map(async (request) => JSON.parse(((await request.json()) as { data: string }).data)),
  ) as Promise<{ seeds: number; gridSize: number }[]>;
}

afterEach(() => window.localStorage.clear());

describe('FarmGameScreen: nothing a player made is lost (issue 30)', () => {
  it('a farm started offline is kept on the device, never saved over the cloud save; back online the player chooses', async () => {
    server.use(networkErrorHandler('get', '/farmgame/state'));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderFarm();
    expect(await screen.findByRole('group', { name: 'Farm, 2 by 2' }, SAVE_WAIT)).toBeVisible();
    expect(screen.getByText(farmTexts.cloudUnknown)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Generate Water' }));
    await waitFor(
      () => expect(window.localStorage.getItem(MINE)).toContain('"water":1'),
      SAVE_WAIT,
    );

    // The network is back: the next save asks the account first, and finds Maya's farm.
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Generate Water' }));
    const dialog = await screen.findByRole('dialog', { name: farmTexts.conflictTitle }, SAVE_WAIT);
    expect(within(dialog).getByRole('heading', { name: farmTexts.thisDevice })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: farmTexts.savedFarm })).toBeVisible();
    expect(requests.of('POST /farmgame/state')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: farmTexts.keepSaved }));
    expect(await screen.findByRole('group', { name: 'Farm, 3 by 3' })).toBeVisible();
    expect(screen.getByTestId('farm-seeds')).toHaveTextContent('17');
    await waitFor(() => expect(requests.of('POST /farmgame/state')).toHaveLength(1));
    expect(await savedBodies(requests)).toMatchObject([{ seeds: 17, gridSize: 3 }]);
    expect(window.localStorage.getItem(MINE)).toContain('"seeds":17');
  }, 25_000);

  it("asks on opening when this device's copy differs, and keeps this device's farm when chosen", async () => {
    window.localStorage.setItem(
      MINE,
      serializeFarm({ ...newFarm(5, SAVED_AT), seeds: 33 }, SAVED_AT),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderFarm();
    const dialog = await screen.findByRole('dialog', { name: farmTexts.conflictTitle }, SAVE_WAIT);
    expect(dialog).toHaveTextContent('33');
    expect(dialog).toHaveTextContent('17');
    await user.click(within(dialog).getByRole('button', { name: farmTexts.keepDevice }));
    expect(await screen.findByRole('group', { name: 'Farm, 2 by 2' })).toBeVisible();
    expect(screen.getByTestId('farm-seeds')).toHaveTextContent('33');
    await waitFor(() => expect(requests.of('POST /farmgame/state')).toHaveLength(1));
    expect(await savedBodies(requests)).toMatchObject([{ seeds: 33 }]);
  });

  it('New farm asks first, then starts over and saves it', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderFarm();
    expect(await screen.findByRole('group', { name: 'Farm, 3 by 3' }, SAVE_WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: farmTexts.newFarm }));
    const confirm = await screen.findByRole('alertdialog', { name: farmTexts.newFarmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Farm, 3 by 3' })).toBeVisible();
    expect(requests.of('POST /farmgame/state')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: farmTexts.newFarm }));
    const again = await screen.findByRole('alertdialog', { name: farmTexts.newFarmTitle });
    await user.click(within(again).getByRole('button', { name: farmTexts.newFarmConfirm }));
    expect(await screen.findByRole('group', { name: 'Farm, 2 by 2' })).toBeVisible();
    expect(screen.getByTestId('farm-seeds')).toHaveTextContent('1');
    await waitFor(() => expect(requests.of('POST /farmgame/state')).toHaveLength(1));
    expect(await savedBodies(requests)).toMatchObject([{ seeds: 1, gridSize: 2 }]);
  });
});
