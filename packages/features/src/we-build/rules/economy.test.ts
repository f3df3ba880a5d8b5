import { describe, expect, it } from 'vitest';
import {
  AI_ACCESS_ROOT,
  ECONOMY_STORAGE_KEY,
  hasAiAccess,
  initialEconomy,
  MAX_AMOUNT,
  MAX_PROPOSAL,
  MAX_VOTES,
  MINT_FRUIT_PERCENT,
  mintFruitNeeded,
  parseAmount,
  parseDevAmount,
  parseEconomy,
  redeemFruit,
  reduceEconomy,
  STARTING_SEED,
  SWAP_FEE_PER_MILLE,
  swapOutput,
  VESTING_MS,
  vestingLeft,
  type EconomyAction,
  type EconomyState,
} from './economy';

const T0 = 1_700_000_000_000;

/** A state with these balances (the rest as at the start). */
function withBalances(balances: Partial<EconomyState['balances']>): EconomyState {
  const state = initialEconomy();
  return { ...state, balances: { ...state.balances, ...balances } };
}

const run = (state: EconomyState, action: EconomyAction, now = T0) =>
  reduceEconomy(state, action, now);

/** Expects the action to be refused with `text`, returning the same state object. */
function expectRefused(state: EconomyState, action: EconomyAction, text: string, now = T0) {
  const result = run(state, action, now);
  expect(result.message).toEqual({ tone: 'error', text });
  expect(result.state).toBe(state);
}

describe('the starting state (spec 3 §3, §9)', () => {
  it('10000 SEED, nothing else, no NFTs, nothing vesting, the three pools', () => {
    expect(STARTING_SEED).toBe(10_000);
    expect(initialEconomy()).toEqual({
      balances: {
        seed: 10_000,
        fruit: 0,
        branch: 0,
        root: 0,
        usdc: 0,
        stakedRoot: 0,
        stakedSeed: 0,
      },
      nfts: { seedNFT: false, fruitNFT: false, branchNFT: false },
      vesting: { branchLocked: 0, unlockTime: null },
      pools: {
        'SEED/USDC': { seed: 10_000, usdc: 5000 },
        'FRUIT/USDC': { fruit: 5000, usdc: 5000 },
        'BRANCH/ROOT': { branch: 1000, root: 500 },
      },
      votes: [],
    });
  });

  it('the constants: 25 % FRUIT to mint, 30 s vesting, 1000 ROOT for AI, a 0.3 % swap fee', () => {
    expect(MINT_FRUIT_PERCENT).toBe(25);
    expect(VESTING_MS).toBe(30_000);
    expect(AI_ACCESS_ROOT).toBe(1000);
    expect(SWAP_FEE_PER_MILLE).toBe(3);
  });
});

describe('parsing amounts', () => {
  it('takes digits only', () => {
    expect(parseAmount('125')).toBe(125);
    expect(parseAmount(' 7 ')).toBe(7);
    for (const bad of ['', ' ', '-2', '1.5', '1e3', '0x10', 'ten', '12abc'])
      expect(parseAmount(bad), bad).toBeNaN();
  });

  it('a blank dev tool field is 0', () => {
    expect(parseDevAmount('')).toBe(0);
    expect(parseDevAmount('  ')).toBe(0);
    expect(parseDevAmount('40')).toBe(40);
    expect(parseDevAmount('-1')).toBeNaN();
  });
});

describe('swap: constant product over the named pool', () => {
  it('1000 SEED into SEED/USDC gives 453 USDC (454 without the fee), and moves the reserves', () => {
    const start = initialEconomy();
    expect(swapOutput(start, 'SEED/USDC', 'seed', 1000)).toBe(453);
    const { state, message } = run(start, {
      type: 'swap',
      pool: 'SEED/USDC',
      from: 'seed',
      amount: 1000,
    });
    expect(message).toEqual({ tone: 'success', text: 'Swapped 1,000 SEED for 453 USDC.' });
    expect(state.balances).toMatchObject({ seed: 9000, usdc: 453 });
    expect(state.pools['SEED/USDC']).toEqual({ seed: 11_000, usdc: 4547 });
    // k never shrinks: the fee stays in the pool.
    expect(11_000 * 4547).toBeGreaterThanOrEqual(10_000 * 5000);
    expect(state.pools['FRUIT/USDC']).toBe(start.pools['FRUIT/USDC']);
  });

  it('the other direction of a pool: 453 USDC into FRUIT/USDC gives 414 FRUIT', () => {
    const state = withBalances({ usdc: 453 });
    const result = run(state, { type: 'swap', pool: 'FRUIT/USDC', from: 'usdc', amount: 453 });
    expect(result.state.balances).toMatchObject({ usdc: 0, fruit: 414 });
    expect(result.state.pools['FRUIT/USDC']).toEqual({ fruit: 4586, usdc: 5453 });
  });

  it('125 BRANCH into BRANCH/ROOT gives 55 ROOT (rounded down from 55.4)', () => {
    const state = withBalances({ branch: 125 });
    const result = run(state, { type: 'swap', pool: 'BRANCH/ROOT', from: 'branch', amount: 125 });
    expect(result.state.balances).toMatchObject({ branch: 0, root: 55 });
    expect(result.state.pools['BRANCH/ROOT']).toEqual({ branch: 1125, root: 445 });
  });

  it("'Insufficient balance' when the balance is below the amount; the whole balance is fine", () => {
    const state = withBalances({ seed: 500 });
    expectRefused(
      state,
      { type: 'swap', pool: 'SEED/USDC', from: 'seed', amount: 501 },
      'Insufficient balance',
    );
    expect(
      run(state, { type: 'swap', pool: 'SEED/USDC', from: 'seed', amount: 500 }).message.tone,
    ).toBe('success');
    expectRefused(
      initialEconomy(),
      { type: 'swap', pool: 'FRUIT/USDC', from: 'usdc', amount: 1 },
      'Insufficient balance',
    );
  });

  it('locked BRANCH cannot be swapped', () => {
    const minted = run(withBalances({ fruit: 25 }), { type: 'mint', seed: 100 }).state;
    expectRefused(
      minted,
      { type: 'swap', pool: 'BRANCH/ROOT', from: 'branch', amount: 1 },
      'Insufficient balance',
    );
  });

  it('a swap that would give nothing is refused', () => {
    expect(swapOutput(initialEconomy(), 'SEED/USDC', 'seed', 1)).toBe(0);
    expectRefused(
      initialEconomy(),
      { type: 'swap', pool: 'SEED/USDC', from: 'seed', amount: 1 },
      'This swap is too small to get any tokens back.',
    );
  });

  it('a token that is not in the pool, or an unknown pool, is refused', () => {
    expectRefused(
      initialEconomy(),
      { type: 'swap', pool: 'SEED/USDC', from: 'fruit', amount: 10 },
      'Choose one of the three pools and one of its two tokens.',
    );
    expectRefused(
      initialEconomy(),
      { type: 'swap', pool: 'SEED/FRUIT' as 'SEED/USDC', from: 'seed', amount: 10 },
      'Choose one of the three pools and one of its two tokens.',
    );
  });

  it('NaN, 0, negative, fractional, infinite and too large amounts are refused', () => {
    for (const amount of [Number.NaN, 0, -5, 1.5, Infinity])
      expectRefused(
        initialEconomy(),
        { type: 'swap', pool: 'SEED/USDC', from: 'seed', amount },
        'Enter a whole number of tokens greater than 0.',
      );
    expectRefused(
      withBalances({ seed: MAX_AMOUNT * 2 }),
      { type: 'swap', pool: 'SEED/USDC', from: 'seed', amount: MAX_AMOUNT + 1 },
      'Enter at most 1,000,000,000 tokens at a time.',
    );
  });
});

describe('mint BRANCH', () => {
  it('100 SEED and 25 FRUIT give 125 BRANCH, locked for 30 seconds', () => {
    const { state, message } = run(withBalances({ fruit: 30 }), { type: 'mint', seed: 100 });
    expect(message).toEqual({
      tone: 'success',
      text: 'Minted 125 BRANCH from 100 SEED and 25 FRUIT. It is locked for 30 seconds.',
    });
    expect(state.balances).toMatchObject({ seed: 9900, fruit: 5, branch: 125 });
    expect(state.vesting).toEqual({ branchLocked: 125, unlockTime: T0 + 30_000 });
  });

  it('the FRUIT is 25 % of the SEED rounded up', () => {
    expect(mintFruitNeeded(100)).toBe(25);
    expect(mintFruitNeeded(101)).toBe(26);
    expect(mintFruitNeeded(103)).toBe(26);
    expect(mintFruitNeeded(104)).toBe(26);
    expect(mintFruitNeeded(1)).toBe(1);
    expect(mintFruitNeeded(3)).toBe(1);
    expect(mintFruitNeeded(4)).toBe(1);
    expect(mintFruitNeeded(5)).toBe(2);
    const { state } = run(withBalances({ fruit: 26 }), { type: 'mint', seed: 101 });
    expect(state.balances).toMatchObject({ seed: 9899, fruit: 0, branch: 127 });
  });

  it("'Not enough SEED or FRUIT' when either falls short by one", () => {
    expectRefused(
      withBalances({ fruit: 24 }),
      { type: 'mint', seed: 100 },
      'Not enough SEED or FRUIT',
    );
    expectRefused(
      withBalances({ seed: 99, fruit: 100 }),
      { type: 'mint', seed: 100 },
      'Not enough SEED or FRUIT',
    );
    expectRefused(initialEconomy(), { type: 'mint', seed: 1 }, 'Not enough SEED or FRUIT');
  });

  it('minting again adds to the lock and starts the 30 seconds again', () => {
    const first = run(withBalances({ fruit: 50 }), { type: 'mint', seed: 100 }).state;
    const second = run(first, { type: 'mint', seed: 100 }, T0 + 10_000).state;
    expect(second.balances.branch).toBe(250);
    expect(second.vesting).toEqual({ branchLocked: 250, unlockTime: T0 + 40_000 });
  });

  it('bad amounts are refused', () => {
    for (const seed of [Number.NaN, 0, -100, 2.5])
      expectRefused(
        withBalances({ fruit: 100 }),
        { type: 'mint', seed },
        'Enter a whole number of tokens greater than 0.',
      );
  });
});

describe('redeem after the unlock', () => {
  const minted = run(withBalances({ fruit: 25 }), { type: 'mint', seed: 100 }).state;

  it("at 29 999 ms: 'Branch tokens still vesting. Please wait.'", () => {
    expectRefused(
      minted,
      { type: 'redeem' },
      'Branch tokens still vesting. Please wait.',
      T0 + 29_999,
    );
    expectRefused(minted, { type: 'redeem' }, 'Branch tokens still vesting. Please wait.', T0);
  });

  it('at 30 000 ms: half the locked BRANCH as FRUIT, rounded down, and the lock cleared', () => {
    const { state, message } = run(minted, { type: 'redeem' }, T0 + 30_000);
    expect(message).toEqual({ tone: 'success', text: 'Redeemed 125 BRANCH for 62 FRUIT.' });
    expect(state.balances).toMatchObject({ seed: 9900, fruit: 62, branch: 0 });
    expect(state.vesting).toEqual({ branchLocked: 0, unlockTime: null });
    expect(redeemFruit(125)).toBe(62);
    expect(redeemFruit(126)).toBe(63);
    expect(redeemFruit(1)).toBe(0);
  });

  it('free BRANCH stays; only the locked part is redeemed', () => {
    const more = { ...minted, balances: { ...minted.balances, branch: 200 } };
    const { state } = run(more, { type: 'redeem' }, T0 + 60_000);
    expect(state.balances).toMatchObject({ branch: 75, fruit: 62 });
  });

  it('nothing locked: nothing to redeem', () => {
    expectRefused(initialEconomy(), { type: 'redeem' }, 'Nothing to redeem: mint BRANCH first.');
  });

  it('the time left counts down to 0', () => {
    expect(vestingLeft(minted, T0)).toBe(30_000);
    expect(vestingLeft(minted, T0 + 29_999)).toBe(1);
    expect(vestingLeft(minted, T0 + 30_000)).toBe(0);
    expect(vestingLeft(minted, T0 + 99_000)).toBe(0);
    expect(vestingLeft(initialEconomy(), T0)).toBe(0);
  });
});

describe('stake and unstake', () => {
  it('moves SEED from available to staked and back', () => {
    const staked = run(initialEconomy(), { type: 'stake', token: 'seed', amount: 400 });
    expect(staked.message).toEqual({ tone: 'success', text: 'Staked 400 SEED.' });
    expect(staked.state.balances).toMatchObject({ seed: 9600, stakedSeed: 400 });
    const back = run(staked.state, { type: 'unstake', token: 'seed', amount: 100 });
    expect(back.message.text).toBe('Unstaked 100 SEED.');
    expect(back.state.balances).toMatchObject({ seed: 9700, stakedSeed: 300 });
  });

  it('staking is capped at the available amount, unstaking at the staked amount', () => {
    const state = withBalances({ root: 30 });
    const staked = run(state, { type: 'stake', token: 'root', amount: 50 });
    expect(staked.message.text).toBe('Staked 30 ROOT (all you had available).');
    expect(staked.state.balances).toMatchObject({ root: 0, stakedRoot: 30 });
    const back = run(staked.state, { type: 'unstake', token: 'root', amount: 1000 });
    expect(back.message.text).toBe('Unstaked 30 ROOT (all you had staked).');
    expect(back.state.balances).toMatchObject({ root: 30, stakedRoot: 0 });
  });

  it('nothing to stake or unstake, and bad amounts, change nothing', () => {
    expectRefused(
      initialEconomy(),
      { type: 'stake', token: 'root', amount: 5 },
      'You have no ROOT available to stake.',
    );
    expectRefused(
      initialEconomy(),
      { type: 'unstake', token: 'seed', amount: 5 },
      'You have no SEED staked.',
    );
    for (const amount of [Number.NaN, 0, -1, 0.5])
      expectRefused(
        initialEconomy(),
        { type: 'stake', token: 'seed', amount },
        'Enter a whole number of tokens greater than 0.',
      );
  });
});

describe('governance', () => {
  it("'You need ROOT tokens to vote.' below 1 ROOT, whatever the proposal", () => {
    expectRefused(
      initialEconomy(),
      { type: 'vote', proposal: 'Plant a food forest' },
      'You need ROOT tokens to vote.',
    );
    expectRefused(
      withBalances({ stakedRoot: 500 }),
      { type: 'vote', proposal: 'x' },
      'You need ROOT tokens to vote.',
    );
  });

  it("'Enter a valid proposal.' for an empty or blank one; too long is refused", () => {
    const state = withBalances({ root: 1 });
    expectRefused(state, { type: 'vote', proposal: '' }, 'Enter a valid proposal.');
    expectRefused(state, { type: 'vote', proposal: '   \n ' }, 'Enter a valid proposal.');
    expectRefused(
      state,
      { type: 'vote', proposal: 'x'.repeat(MAX_PROPOSAL + 1) },
      'A proposal can be at most 200 characters.',
    );
  });

  it('with 1 ROOT a vote counts, weighted by the ROOT held, newest first, the last 20 kept', () => {
    const one = run(withBalances({ root: 1 }), {
      type: 'vote',
      proposal: '  Plant a food forest ',
    });
    expect(one.message).toEqual({ tone: 'success', text: 'Vote cast with 1 ROOT.' });
    expect(one.state.votes).toEqual([{ text: 'Plant a food forest', votes: 1 }]);
    let state = withBalances({ root: 40 });
    for (let i = 0; i < MAX_VOTES + 3; i++)
      state = run(state, { type: 'vote', proposal: `Proposal ${String(i)}` }).state;
    expect(state.votes).toHaveLength(20);
    expect(state.votes[0]).toEqual({ text: 'Proposal 22', votes: 40 });
    expect(state.balances.root).toBe(40);
  });
});

describe('the AI agent panel gate', () => {
  it('1000 ROOT held, or the Branch NFT', () => {
    expect(hasAiAccess(initialEconomy())).toBe(false);
    expect(hasAiAccess(withBalances({ root: 999 }))).toBe(false);
    expect(hasAiAccess(withBalances({ root: 1000 }))).toBe(true);
    expect(hasAiAccess(withBalances({ stakedRoot: 5000 }))).toBe(false);
    const nft = run(initialEconomy(), { type: 'toggleNft', nft: 'branchNFT' });
    expect(nft.message.text).toBe('Branch NFT granted.');
    expect(hasAiAccess(nft.state)).toBe(true);
    const seedNft = run(initialEconomy(), { type: 'toggleNft', nft: 'seedNFT' }).state;
    expect(hasAiAccess(seedNft)).toBe(false);
    const revoked = run(nft.state, { type: 'toggleNft', nft: 'branchNFT' });
    expect(revoked.message.text).toBe('Branch NFT revoked.');
    expect(hasAiAccess(revoked.state)).toBe(false);
  });
});

describe('the dev tools', () => {
  it('add tokens', () => {
    const { state, message } = run(initialEconomy(), {
      type: 'devAdd',
      amounts: { fruit: 25, root: 1000 },
    });
    expect(message.text).toBe('Tokens added.');
    expect(state.balances).toMatchObject({ seed: 10_000, fruit: 25, branch: 0, root: 1000 });
  });

  it('burning never takes a balance below 0', () => {
    const { state, message } = run(withBalances({ fruit: 10 }), {
      type: 'devBurn',
      amounts: { seed: 20_000, fruit: 3, root: 1 },
    });
    expect(message.text).toBe('Tokens burned (a balance never goes below 0).');
    expect(state.balances).toMatchObject({ seed: 0, fruit: 7, root: 0 });
  });

  it('burning BRANCH below the locked amount shrinks the lock (and clears it at 0)', () => {
    const minted = run(withBalances({ fruit: 25, branch: 10 }), { type: 'mint', seed: 100 }).state;
    const some = run(minted, { type: 'devBurn', amounts: { branch: 35 } }).state;
    expect(some.balances.branch).toBe(100);
    expect(some.vesting).toEqual({ branchLocked: 100, unlockTime: T0 + 30_000 });
    const all = run(minted, { type: 'devBurn', amounts: { branch: 1000 } }).state;
    expect(all.balances.branch).toBe(0);
    expect(all.vesting).toEqual({ branchLocked: 0, unlockTime: null });
  });

  it('negative, fractional or NaN amounts, all zeros, or too large are refused', () => {
    for (const amount of [-1, Number.NaN, 0.5])
      expectRefused(
        initialEconomy(),
        { type: 'devAdd', amounts: { seed: 5, fruit: amount } },
        'Dev tool amounts are whole numbers of 0 or more.',
      );
    expectRefused(
      initialEconomy(),
      { type: 'devBurn', amounts: { seed: 0 } },
      'Enter an amount for at least one token.',
    );
    expectRefused(
      initialEconomy(),
      { type: 'devAdd', amounts: { root: MAX_AMOUNT + 1 } },
      'Enter at most 1,000,000,000 tokens at a time.',
    );
  });
});

describe('reset', () => {
  it('back to the starting state', () => {
    const played = run(withBalances({ root: 3, fruit: 9 }), { type: 'vote', proposal: 'x' }).state;
    const { state, message } = run(played, { type: 'reset' });
    expect(state).toEqual(initialEconomy());
    expect(message.text).toBe('The simulation is back at its starting balances.');
  });
});

describe('the saved economy', () => {
  it('is kept under a versioned key and read back as it was', () => {
    expect(ECONOMY_STORAGE_KEY).toBe('weBuildEconomy.v1');
    let state = run(withBalances({ fruit: 25, root: 2 }), { type: 'mint', seed: 100 }).state;
    state = run(state, { type: 'vote', proposal: 'Plant' }).state;
    state = run(state, { type: 'toggleNft', nft: 'fruitNFT' }).state;
    expect(parseEconomy(JSON.stringify(state))).toEqual(state);
  });

  it('a missing, corrupt or inconsistent value is a fresh start', () => {
    const fresh = initialEconomy();
    const good = JSON.parse(JSON.stringify(fresh)) as Record<string, unknown>;
    const variants: (string | null)[] = [
      null,
      '',
      '{',
      'null',
      '[]',
      '42',
      JSON.stringify({ ...good, balances: { ...fresh.balances, seed: -1 } }),
      JSON.stringify({ ...good, balances: { ...fresh.balances, fruit: '5' } }),
      JSON.stringify({ ...good, balances: { ...fresh.balances, root: 1.5 } }),
      JSON.stringify({ ...good, nfts: { ...fresh.nfts, seedNFT: 'yes' } }),
      JSON.stringify({ ...good, vesting: { branchLocked: 5, unlockTime: T0 } }),
      JSON.stringify({ ...good, vesting: { branchLocked: 0, unlockTime: T0 } }),
      JSON.stringify({ ...good, pools: { ...fresh.pools, 'BRANCH/ROOT': { branch: 1 } } }),
      JSON.stringify({ ...good, votes: [{ text: 4, votes: 1 }] }),
      JSON.stringify({ ...good, votes: 'none' }),
    ];
    for (const saved of variants) expect(parseEconomy(saved), String(saved)).toEqual(fresh);
  });
});
