import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryStorage } from '../../session/storage';
import { screenStory, narrow, realNow, pasteInto } from '../../testing';
import { ECONOMY_STORAGE_KEY, initialEconomy, type EconomyState } from '../rules/economy';
import { weBuildTexts } from '../rules/weBuildTexts';
import { WeBuildScreen } from './WeBuildScreen';

/** The stories' fixed clock (ms). */
const T0 = Date.parse('2026-01-05T12:00:00Z');
const fixedClock = () => T0;

/** A memory storage holding an economy changed from the start by `change`. */
function saved(change: (state: EconomyState) => EconomyState = (state) => state) {
  return createMemoryStorage({ [ECONOMY_STORAGE_KEY]: JSON.stringify(change(initialEconomy())) });
}
const balances = (values: Partial<EconomyState['balances']>) => (state: EconomyState) => ({
  ...state,
  balances: { ...state.balances, ...values },
});
/** 125 BRANCH minted from 100 SEED and 25 FRUIT, unlocking at `unlockTime`. */
const locked = (unlockTime: number) => (state: EconomyState) => ({
  ...state,
  balances: { ...state.balances, seed: 9900, branch: 125 },
  vesting: { branchLocked: 125, unlockTime },
});
/** A storage whose saved BRANCH unlocks `ms` of real time after the screen first reads it. */
function lockedOnFirstRead(ms: number) {
  const storage = createMemoryStorage();
  let read = false;
  return {
    ...storage,
    getItem: (key: string) => {
      if (!read && key === ECONOMY_STORAGE_KEY) {
        read = true;
        storage.setItem(key, JSON.stringify(locked(realNow() + ms)(initialEconomy())));
      }
      return storage.getItem(key);
    },
  };
}
const panelNames: Record<string, true> = Object.fromEntries(
  Object.values(weBuildTexts.tools).map((name) => [name, true]),
);
const at = (view: string) => ({ screen: { start: `/WeBuild?view=${view}` } });

/**
 * We Build at `/WeBuild?view=…`: the token economy (play money). Each story has its own memory storage
 * and a fixed clock (no tick) unless it says otherwise.
 */
const meta = {
  title: 'We Build',
  component: WeBuildScreen,
  ...screenStory({ route: 'weBuild' }),
  args: { now: fixedClock, ticking: false },
} satisfies Meta<typeof WeBuildScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name }));

/** No view: the spec's prompt; the picker (links, so keyboard-friendly) opens a panel. */
export const NoView: Story = {
  args: { storage: saved() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select a tool from above to view and test it.')).toBeVisible();
    await expect(
      canvas.getByText(/A simulation only: these tokens have no real value/),
    ).toBeVisible();
    const picker = within(canvas.getByRole('navigation', { name: 'We Build tools' }));
    await expect(picker.getAllByRole('link')).toHaveLength(10);
    picker.getByRole('link', { name: 'Mint BRANCH' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'Mint BRANCH' })).toBeVisible();
    await expect(picker.getByRole('link', { name: 'Mint BRANCH' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Balances, with BRANCH vesting and some staked. */
export const Balances: Story = {
  args: {
    storage: saved((s) =>
      balances({ root: 40, stakedSeed: 500, usdc: 12 })(locked(T0 + 20_000)(s)),
    ),
  },
  parameters: at('balances'),
  play: async ({ canvas }) => {
    const balancesPanel = panel(canvas, 'Token Balances');
    await expect(balancesPanel.getByTestId('balance-SEED')).toHaveTextContent('9,900');
    await expect(balancesPanel.getByText('125 locked while vesting')).toBeVisible();
  },
};

/** A swap: 1000 SEED for 453 USDC (0.3 % fee), the reserves moved. */
export const Swap: Story = {
  args: { storage: saved() },
  parameters: at('swap'),
  play: async ({ canvas }) => {
    const swap = panel(canvas, 'AMM Swap');
    await userEvent.type(swap.getByRole('textbox', { name: 'Amount to pay' }), '1000');
    await expect(swap.getByText('You would get about 453 USDC.')).toBeVisible();
    await userEvent.click(swap.getByRole('button', { name: 'Swap' }));
    await expect(swap.getByText('Swapped 1,000 SEED for 453 USDC.')).toBeVisible();
    await expect(swap.getByText('Reserves: 11,000 SEED and 4,547 USDC')).toBeVisible();
  },
};

/** 'Insufficient balance': paying USDC without any; the amount stays in the field. */
export const SwapInsufficient: Story = {
  args: { storage: saved() },
  parameters: at('swap'),
  play: async ({ canvas }) => {
    const swap = panel(canvas, 'AMM Swap');
    await userEvent.selectOptions(swap.getByRole('combobox', { name: 'Pool' }), 'FRUIT/USDC');
    await userEvent.selectOptions(swap.getByRole('combobox', { name: 'You pay' }), 'usdc');
    await userEvent.type(swap.getByRole('textbox', { name: 'Amount to pay' }), '50');
    await userEvent.click(swap.getByRole('button', { name: 'Swap' }));
    await expect(swap.getByRole('alert')).toHaveTextContent('Insufficient balance');
    await expect(swap.getByRole('textbox', { name: 'Amount to pay' })).toHaveValue('50');
  },
};

/** A refused mint: 'Not enough SEED or FRUIT' (no FRUIT at the start). */
export const MintRefused: Story = {
  args: { storage: saved() },
  parameters: at('mint'),
  play: async ({ canvas }) => {
    const mint = panel(canvas, 'Mint BRANCH');
    await userEvent.type(mint.getByRole('textbox', { name: 'SEED to convert' }), '101');
    await expect(mint.getByText('Needs 101 SEED and 26 FRUIT; gives 127 BRANCH.')).toBeVisible();
    await userEvent.click(mint.getByRole('button', { name: 'Mint BRANCH' }));
    await expect(mint.getByRole('alert')).toHaveTextContent('Not enough SEED or FRUIT');
  },
};

/** A bad amount is refused with a clear sentence. */
export const MintInvalidAmount: Story = {
  args: { storage: saved(balances({ fruit: 100 })) },
  parameters: at('mint'),
  play: async ({ canvas }) => {
    const mint = panel(canvas, 'Mint BRANCH');
    await userEvent.type(mint.getByRole('textbox', { name: 'SEED to convert' }), '-5');
    await userEvent.click(mint.getByRole('button', { name: 'Mint BRANCH' }));
    await expect(mint.getByRole('alert')).toHaveTextContent(
      'Enter a whole number of tokens greater than 0.',
    );
  },
};

/** Mint then redeem in the all view: 125 BRANCH locked, the countdown at 0:30 (fixed clock). */
export const MintedVesting: Story = {
  args: { storage: saved(balances({ fruit: 25 })) },
  parameters: at('all'),
  play: async ({ canvas }) => {
    const mint = panel(canvas, 'Mint BRANCH');
    await userEvent.type(mint.getByRole('textbox', { name: 'SEED to convert' }), '100');
    await userEvent.click(mint.getByRole('button', { name: 'Mint BRANCH' }));
    await expect(
      mint.getByText('Minted 125 BRANCH from 100 SEED and 25 FRUIT. It is locked for 30 seconds.'),
    ).toBeVisible();
    const redeem = panel(canvas, 'Redeem BRANCH');
    await expect(redeem.getByRole('timer')).toHaveTextContent('0:30');
  },
};

/** 12 s left: redeeming says 'Branch tokens still vesting. Please wait.' */
export const RedeemStillVesting: Story = {
  args: { storage: saved(locked(T0 + 12_000)) },
  parameters: at('redeem'),
  play: async ({ canvas }) => {
    const redeem = panel(canvas, 'Redeem BRANCH');
    await expect(redeem.getByRole('timer')).toHaveTextContent('0:12');
    await userEvent.click(redeem.getByRole('button', { name: 'Redeem BRANCH' }));
    await expect(redeem.getByRole('alert')).toHaveTextContent(
      'Branch tokens still vesting. Please wait.',
    );
  },
};

/** Unlocked: 125 BRANCH redeemed for 62 FRUIT (half, rounded down); the lock cleared. */
export const Redeemed: Story = {
  args: { storage: saved(locked(T0)) },
  parameters: at('redeem'),
  play: async ({ canvas }) => {
    const redeem = panel(canvas, 'Redeem BRANCH');
    await expect(redeem.getByText('Ready to redeem 125 BRANCH for 62 FRUIT.')).toBeVisible();
    await userEvent.click(redeem.getByRole('button', { name: 'Redeem BRANCH' }));
    await expect(redeem.getByText('Redeemed 125 BRANCH for 62 FRUIT.')).toBeVisible();
    await expect(redeem.getByText('No BRANCH is locked.')).toBeVisible();
  },
};

/** The real 1-second tick: 2 s of vesting run out and the panel turns ready. */
export const CountdownTicking: Story = {
  args: { storage: lockedOnFirstRead(2000), now: realNow, ticking: true },
  parameters: { ...at('redeem'), visual: { disable: true } },
  play: async ({ canvas }) => {
    const redeem = panel(canvas, 'Redeem BRANCH');
    await expect(redeem.getByRole('timer')).toHaveTextContent(/0:0[12]/);
    await waitFor(() => expect(redeem.getByText(/Ready to redeem 125 BRANCH/)).toBeVisible(), {
      timeout: 5000,
    });
  },
};

/** The NFT panel: perks as labels, the Branch NFT owned. */
export const Nfts: Story = {
  args: { storage: saved((s) => ({ ...s, nfts: { ...s.nfts, branchNFT: true } })) },
  parameters: at('nfts'),
  play: async ({ canvas }) => {
    const nfts = panel(canvas, 'NFT Panel');
    await expect(nfts.getByText('Boosted BRANCH → ROOT yield')).toBeVisible();
    await expect(nfts.getAllByText('Owned')).toHaveLength(1);
  },
};

/** Voting without ROOT: 'You need ROOT tokens to vote.' */
export const GovernanceNeedsRoot: Story = {
  args: { storage: saved() },
  parameters: at('governance'),
  play: async ({ canvas }) => {
    const governance = panel(canvas, 'Governance');
    await pasteInto(governance.getByRole('textbox', { name: 'Proposal' }), 'Plant a food forest');
    await userEvent.click(governance.getByRole('button', { name: 'Submit Vote' }));
    await expect(governance.getByRole('alert')).toHaveTextContent('You need ROOT tokens to vote.');
  },
};

/** A blank proposal: 'Enter a valid proposal.'; then a vote is cast with the ROOT held. */
export const GovernanceVote: Story = {
  args: { storage: saved(balances({ root: 55 })) },
  parameters: at('governance'),
  play: async ({ canvas }) => {
    const governance = panel(canvas, 'Governance');
    await userEvent.type(governance.getByRole('textbox', { name: 'Proposal' }), '   ');
    await userEvent.click(governance.getByRole('button', { name: 'Submit Vote' }));
    await expect(governance.getByRole('alert')).toHaveTextContent('Enter a valid proposal.');
    await userEvent.clear(governance.getByRole('textbox', { name: 'Proposal' }));
    await pasteInto(governance.getByRole('textbox', { name: 'Proposal' }), 'Plant a food forest');
    await userEvent.keyboard('{Enter}');
    await expect(governance.getByText('Vote cast with 55 ROOT.')).toBeVisible();
    await expect(governance.getByText('55 ROOT: Plant a food forest')).toBeVisible();
  },
};

/** The AI agent without 1000 ROOT or the Branch NFT. */
export const AiDenied: Story = {
  args: { storage: saved(balances({ root: 999 })) },
  parameters: at('ai'),
  play: async ({ canvas }) => {
    await expect(
      panel(canvas, 'AI Agent').getByText('Access denied: requires 1,000 ROOT or the Branch NFT.'),
    ).toBeVisible();
  },
};

/** The AI agent with 1000 ROOT. */
export const AiGranted: Story = {
  args: { storage: saved(balances({ root: 1000 })) },
  parameters: at('ai'),
  play: async ({ canvas }) => {
    await expect(
      panel(canvas, 'AI Agent').getByText('Access granted: welcome to the AI agent interface.'),
    ).toBeVisible();
  },
};

/** Dev tools: burning more than held stops at 0; granting an NFT. */
export const DevTools: Story = {
  args: { storage: saved(balances({ fruit: 10 })) },
  parameters: at('dev'),
  play: async ({ canvas }) => {
    const dev = panel(canvas, 'Dev Tools');
    await userEvent.type(dev.getByRole('textbox', { name: 'FRUIT amount' }), '25');
    await userEvent.click(dev.getByRole('button', { name: 'Burn Tokens' }));
    await expect(dev.getByText('Tokens burned (a balance never goes below 0).')).toBeVisible();
    await userEvent.click(dev.getByRole('button', { name: 'Grant Branch NFT' }));
    await expect(dev.getByText('Branch NFT granted.')).toBeVisible();
    await expect(dev.getByRole('button', { name: 'Revoke Branch NFT' })).toBeVisible();
  },
};

/** Dev tools refuse a negative amount, and nothing changes. */
export const DevToolsNegative: Story = {
  args: { storage: saved() },
  parameters: at('dev'),
  play: async ({ canvas }) => {
    const dev = panel(canvas, 'Dev Tools');
    await userEvent.type(dev.getByRole('textbox', { name: 'ROOT amount' }), '-10');
    await userEvent.click(dev.getByRole('button', { name: 'Add Tokens' }));
    await expect(dev.getByRole('alert')).toHaveTextContent(
      'Dev tool amounts are whole numbers of 0 or more.',
    );
    await expect(dev.getByRole('textbox', { name: 'ROOT amount' })).toHaveValue('-10');
  },
};

/** Staking is capped at the available amount. */
export const StakeCapped: Story = {
  args: { storage: saved(balances({ root: 30 })) },
  parameters: at('stake'),
  play: async ({ canvas }) => {
    const stake = panel(canvas, 'Stake ROOT & SEED');
    await userEvent.type(stake.getByRole('textbox', { name: 'ROOT amount' }), '50');
    await userEvent.click(stake.getByRole('button', { name: 'Stake ROOT' }));
    await expect(stake.getByText('Staked 30 ROOT (all you had available).')).toBeVisible();
    await expect(stake.getByText('Available ROOT: 0 · Staked ROOT: 30')).toBeVisible();
  },
};

/** The all view: the nine panels, in order. */
export const AllPanels: Story = {
  args: { storage: saved(balances({ fruit: 40, root: 12 })) },
  parameters: at('all'),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    await expect(names).toEqual(
      expect.arrayContaining([
        'Token Balances',
        'AMM Swap',
        'Mint BRANCH',
        'Redeem BRANCH',
        'NFT Panel',
        'Governance',
        'AI Agent',
        'Dev Tools',
        'Stake ROOT & SEED',
      ]),
    );
    const panels = names.filter((name) => name !== null && name in panelNames);
    await expect(panels).toHaveLength(9);
  },
};

/** Reset: back to the starting balances, with a word that it happened. */
export const Reset: Story = {
  args: { storage: saved(balances({ seed: 3, root: 700 })) },
  parameters: at('balances'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset simulation' }));
    await expect(
      canvas.getByText('The simulation is back at its starting balances.'),
    ).toBeVisible();
    await expect(panel(canvas, 'Token Balances').getByTestId('balance-SEED')).toHaveTextContent(
      '10,000',
    );
  },
};

/** 320 px, the swap panel. */
export const Narrow: Story = narrow({
  args: { storage: saved() },
  parameters: { ...at('swap') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Swap' })).toBeVisible();
  },
});
