import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../session/storage';
import { currentLocation, renderScreen } from '../../testing/unit';
import { ECONOMY_STORAGE_KEY, parseEconomy } from '../rules/economy';
import { WeBuildScreen } from './WeBuildScreen';

const T0 = 1_700_000_000_000;

describe('WeBuildScreen', () => {
  it('the picker sets ?view= (keeping the spelling of the path)', async () => {
    const user = userEvent.setup();
    renderScreen(<WeBuildScreen storage={createMemoryStorage()} now={() => T0} ticking={false} />, {
      route: 'weBuild',
      start: '/webuild',
    });
    expect(screen.getByText('Select a tool from above to view and test it.')).toBeVisible();
    const picker = within(screen.getByRole('navigation', { name: 'We Build tools' }));
    await user.click(picker.getByRole('link', { name: 'Stake ROOT & SEED' }));
    expect(currentLocation()).toBe('/webuild?view=stake');
    expect(screen.getByRole('region', { name: 'Stake ROOT & SEED' })).toBeVisible();
    await user.click(picker.getByRole('link', { name: 'Show All' }));
    expect(currentLocation()).toBe('/webuild?view=all');
    expect(screen.getByRole('region', { name: 'Dev Tools' })).toBeVisible();
  });

  it('an unknown view shows the prompt', () => {
    renderScreen(<WeBuildScreen storage={createMemoryStorage()} ticking={false} />, {
      route: 'weBuild',
      start: '/WeBuild?view=mintt',
    });
    expect(screen.getByText('Select a tool from above to view and test it.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('a corrupt saved economy is a fresh start; actions are saved and come back', async () => {
    const user = userEvent.setup();
    const storage = createMemoryStorage({ [ECONOMY_STORAGE_KEY]: '{"balances":' });
    const first = renderScreen(<WeBuildScreen storage={storage} now={() => T0} ticking={false} />, {
      route: 'weBuild',
      start: '/WeBuild?view=all',
    });
    expect(screen.getByTestId('balance-SEED')).toHaveTextContent('10,000');
    const stake = within(screen.getByRole('region', { name: 'Stake ROOT & SEED' }));
    await user.type(stake.getByRole('textbox', { name: 'SEED amount' }), '250');
    await user.click(stake.getByRole('button', { name: 'Stake SEED' }));
    expect(stake.getByText('Staked 250 SEED.')).toBeVisible();
    expect(parseEconomy(storage.getItem(ECONOMY_STORAGE_KEY)).balances).toMatchObject({
      seed: 9750,
      stakedSeed: 250,
    });
    first.unmount();

    renderScreen(<WeBuildScreen storage={storage} now={() => T0} ticking={false} />, {
      route: 'weBuild',
      start: '/WeBuild?view=balances',
    });
    expect(screen.getByTestId('balance-SEED')).toHaveTextContent('9,750');
    expect(screen.getByTestId('balance-Staked SEED')).toHaveTextContent('250');
  });
});
