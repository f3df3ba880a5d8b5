import { economyMessages, specMessages } from './weBuildTexts';

/*
 * We Build's mock token economy (spec 3 §3, §4, §5, §6, §9; issue 20), as a pure reducer: no
 * React, no clock of its own (the time comes in as `now`, in milliseconds). Every action answers
 * `{ state, message }`; a refused action returns the very same state object and an error message
 * with the spec's words where the spec has them.
 *
 * Choices the spec leaves open, written down here:
 * - Swap fee: 0.3 % of the amount paid in, kept in the pool (so k grows a little with each swap).
 *   It is the rate of the best-known constant-product AMM (Uniswap v2), so the simulation shows
 *   the number people meet in the real ones, and it is small enough that the 10000 starting SEED
 *   still buys a sensible amount. The Seed NFT's "lower DEX fees" is a label only (spec 3 §6), so
 *   the fee is the same for everyone.
 * - The amount out is rounded down to a whole token (the pool never pays more than its curve
 *   allows), so every balance and reserve stays a whole number; a swap that would give 0 is
 *   refused.
 * - A USDC balance (start 0): two of the spec's three pools trade against USDC, and what a swap
 *   pays out must land somewhere. SEED → USDC → FRUIT is how a newcomer gets the FRUIT that
 *   minting needs; BRANCH → ROOT how they get ROOT.
 * - Minted BRANCH is added to the BRANCH balance and locked; locked BRANCH cannot be swapped or
 *   burned, and redeeming turns it (all of it) into half as much FRUIT. Minting again while BRANCH
 *   is locked adds to the lock and starts the 30 seconds again.
 * - Amounts are whole numbers from 1 to MAX_AMOUNT (dev tools: from 0); anything else is refused.
 */

export const TOKENS = ['seed', 'fruit', 'branch', 'root', 'usdc'] as const;
export type Token = (typeof TOKENS)[number];
/** The tokens the dev tools add and burn (USDC comes only from the pools). */
export const DEV_TOKENS = ['seed', 'fruit', 'branch', 'root'] as const;
export type DevToken = (typeof DEV_TOKENS)[number];
export const STAKE_TOKENS = ['root', 'seed'] as const;
export type StakeToken = (typeof STAKE_TOKENS)[number];
export const NFTS = ['seedNFT', 'fruitNFT', 'branchNFT'] as const;
export type Nft = (typeof NFTS)[number];
export const POOLS = ['SEED/USDC', 'FRUIT/USDC', 'BRANCH/ROOT'] as const;
export type PoolId = (typeof POOLS)[number];

/** A pool's two tokens, in the order of its name. */
export const POOL_TOKENS: Record<PoolId, readonly [Token, Token]> = {
  'SEED/USDC': ['seed', 'usdc'],
  'FRUIT/USDC': ['fruit', 'usdc'],
  'BRANCH/ROOT': ['branch', 'root'],
};

/** The spec's numbers (spec 3 §3, §9). */
export const STARTING_SEED = 10_000;
export const MINT_FRUIT_PERCENT = 25;
export const VESTING_MS = 30_000;
export const AI_ACCESS_ROOT = 1000;
export const VOTE_MIN_ROOT = 1;
/** The swap fee, in thousandths of the amount paid in (0.3 %; see the module comment). */
export const SWAP_FEE_PER_MILLE = 3;
/** The largest amount one action takes, so the arithmetic stays exact. */
export const MAX_AMOUNT = 1_000_000_000;
/** The longest proposal, and how many votes the governance panel keeps (newest first). */
export const MAX_PROPOSAL = 200;
export const MAX_VOTES = 20;

export interface Balances {
  seed: number;
  fruit: number;
  branch: number;
  root: number;
  usdc: number;
  stakedRoot: number;
  stakedSeed: number;
}

export interface Vote {
  text: string;
  votes: number;
}

/** The economy's state (spec 3 §3), plus the USDC balance and the votes cast. */
export interface EconomyState {
  balances: Balances;
  nfts: Record<Nft, boolean>;
  vesting: { branchLocked: number; unlockTime: number | null };
  /** Each pool's reserves, keyed by token. */
  pools: Record<PoolId, Partial<Record<Token, number>>>;
  votes: Vote[];
}

export type EconomyAction =
  | { type: 'swap'; pool: PoolId; from: Token; amount: number }
  | { type: 'mint'; seed: number }
  | { type: 'redeem' }
  | { type: 'stake' | 'unstake'; token: StakeToken; amount: number }
  | { type: 'vote'; proposal: string }
  | { type: 'devAdd' | 'devBurn'; amounts: Partial<Record<DevToken, number>> }
  | { type: 'toggleNft'; nft: Nft }
  | { type: 'reset' };

export interface EconomyMessage {
  tone: 'success' | 'error';
  text: string;
}

export interface EconomyResult {
  state: EconomyState;
  message: EconomyMessage;
}

/** The starting state (spec 3 §3). */
export function initialEconomy(): EconomyState {
  return {
    balances: {
      seed: STARTING_SEED,
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
  };
}

/** The display names of tokens and NFTs. */
export const TOKEN_SYMBOL: Record<Token, string> = {
  seed: 'SEED',
  fruit: 'FRUIT',
  branch: 'BRANCH',
  root: 'ROOT',
  usdc: 'USDC',
};
export const NFT_NAME: Record<Nft, string> = {
  seedNFT: 'Seed NFT',
  fruitNFT: 'Fruit NFT',
  branchNFT: 'Branch NFT',
};
/** The NFTs' perks: labels only (spec 3 §6). */
export const NFT_PERK: Record<Nft, string> = {
  seedNFT: 'Lower DEX fees',
  fruitNFT: 'Access to premium rewards',
  branchNFT: 'Boosted BRANCH → ROOT yield',
};

const refuse = (state: EconomyState, text: string): EconomyResult => ({
  state,
  message: { tone: 'error', text },
});
const done = (state: EconomyState, text: string): EconomyResult => ({
  state,
  message: { tone: 'success', text },
});

/** Why an amount is refused, or null for a whole number from 1 to MAX_AMOUNT. */
function amountProblem(amount: number): string | null {
  if (!Number.isSafeInteger(amount) || amount < 1) return economyMessages.invalidAmount;
  if (amount > MAX_AMOUNT) return economyMessages.tooLarge(MAX_AMOUNT);
  return null;
}

/**
 * Reads an amount typed by a person: digits only (spaces around them allowed), else NaN, which
 * every action refuses. '1e3', '1.5', '-2', '' and '0x10' are not amounts.
 */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A dev tool field: blank is 0, otherwise as `parseAmount`. */
export function parseDevAmount(text: string): number {
  return text.trim() === '' ? 0 : parseAmount(text);
}

/** BRANCH that is not locked: what swaps and burns may use. */
export function availableBranch(state: EconomyState): number {
  return state.balances.branch - state.vesting.branchLocked;
}

/** What a token balance can spend now (locked BRANCH excluded). */
export function spendable(state: EconomyState, token: Token): number {
  return token === 'branch' ? availableBranch(state) : state.balances[token];
}

/** The other token of a pool. */
export function otherToken(pool: PoolId, token: Token): Token {
  const [a, b] = POOL_TOKENS[pool];
  return token === a ? b : a;
}

/**
 * What paying `amount` of `from` into `pool` gives back: constant product with the 0.3 % fee on
 * the amount in, rounded down. BigInt keeps it exact however large the reserves grow.
 */
export function swapOutput(state: EconomyState, pool: PoolId, from: Token, amount: number): number {
  const to = otherToken(pool, from);
  const x = BigInt(state.pools[pool][from] ?? 0);
  const y = BigInt(state.pools[pool][to] ?? 0);
  const inAfterFee = BigInt(amount) * BigInt(1000 - SWAP_FEE_PER_MILLE);
  const denominator = x * 1000n + inAfterFee;
  if (denominator === 0n) return 0;
  return Number((y * inAfterFee) / denominator);
}

/** The FRUIT minting `seed` SEED needs: 25 % of it, rounded up (spec 3 §9). */
export function mintFruitNeeded(seed: number): number {
  return Math.ceil((seed * MINT_FRUIT_PERCENT) / 100);
}

/** What redeeming `branchLocked` BRANCH gives: half of it as FRUIT, rounded down (spec 3 §9). */
export function redeemFruit(branchLocked: number): number {
  return Math.floor(branchLocked / 2);
}

/** Milliseconds until the locked BRANCH unlocks (0 once unlocked or when nothing is locked). */
export function vestingLeft(state: EconomyState, now: number): number {
  const { branchLocked, unlockTime } = state.vesting;
  if (branchLocked === 0 || unlockTime === null) return 0;
  return Math.max(0, unlockTime - now);
}

/** The AI agent panel: 1000 ROOT held, or the Branch NFT (spec 3 §6, §9). */
export function hasAiAccess(state: EconomyState): boolean {
  return state.balances.root >= AI_ACCESS_ROOT || state.nfts.branchNFT;
}

function swap(
  state: EconomyState,
  { pool, from, amount }: { pool: PoolId; from: Token; amount: number },
): EconomyResult {
  if (!(POOLS as readonly string[]).includes(pool) || !POOL_TOKENS[pool].includes(from))
    return refuse(state, economyMessages.unknownPool);
  const problem = amountProblem(amount);
  if (problem) return refuse(state, problem);
  if (spendable(state, from) < amount) return refuse(state, specMessages.insufficientBalance);
  const out = swapOutput(state, pool, from, amount);
  if (out < 1) return refuse(state, economyMessages.swapTooSmall);
  const to = otherToken(pool, from);
  const reserves = state.pools[pool];
  return done(
    {
      ...state,
      balances: {
        ...state.balances,
        [from]: state.balances[from] - amount,
        [to]: state.balances[to] + out,
      },
      pools: {
        ...state.pools,
        [pool]: {
          ...reserves,
          [from]: (reserves[from] ?? 0) + amount,
          [to]: (reserves[to] ?? 0) - out,
        },
      },
    },
    economyMessages.swapped(amount, TOKEN_SYMBOL[from], out, TOKEN_SYMBOL[to]),
  );
}

function mint(state: EconomyState, seed: number, now: number): EconomyResult {
  const problem = amountProblem(seed);
  if (problem) return refuse(state, problem);
  const fruit = mintFruitNeeded(seed);
  const { balances } = state;
  if (balances.seed < seed || balances.fruit < fruit)
    return refuse(state, specMessages.notEnoughToMint);
  const branch = seed + fruit;
  return done(
    {
      ...state,
      balances: {
        ...balances,
        seed: balances.seed - seed,
        fruit: balances.fruit - fruit,
        branch: balances.branch + branch,
      },
      vesting: { branchLocked: state.vesting.branchLocked + branch, unlockTime: now + VESTING_MS },
    },
    economyMessages.minted(branch, fruit, seed),
  );
}

function redeem(state: EconomyState, now: number): EconomyResult {
  const { branchLocked, unlockTime } = state.vesting;
  if (branchLocked === 0 || unlockTime === null)
    return refuse(state, economyMessages.nothingToRedeem);
  if (now < unlockTime) return refuse(state, specMessages.stillVesting);
  const fruit = redeemFruit(branchLocked);
  return done(
    {
      ...state,
      balances: {
        ...state.balances,
        branch: state.balances.branch - branchLocked,
        fruit: state.balances.fruit + fruit,
      },
      vesting: { branchLocked: 0, unlockTime: null },
    },
    economyMessages.redeemed(branchLocked, fruit),
  );
}

const STAKED_KEY = { root: 'stakedRoot', seed: 'stakedSeed' } as const;

function stake(
  state: EconomyState,
  { type, token, amount }: { type: 'stake' | 'unstake'; token: StakeToken; amount: number },
): EconomyResult {
  if (!(STAKE_TOKENS as readonly string[]).includes(token))
    return refuse(state, economyMessages.invalidAmount);
  const problem = amountProblem(amount);
  if (problem) return refuse(state, problem);
  const stakedKey = STAKED_KEY[token];
  const symbol = TOKEN_SYMBOL[token];
  const source = type === 'stake' ? state.balances[token] : state.balances[stakedKey];
  if (source === 0)
    return refuse(
      state,
      type === 'stake'
        ? economyMessages.nothingToStake(symbol)
        : economyMessages.nothingToUnstake(symbol),
    );
  const moved = Math.min(amount, source);
  const sign = type === 'stake' ? 1 : -1;
  return done(
    {
      ...state,
      balances: {
        ...state.balances,
        [token]: state.balances[token] - sign * moved,
        [stakedKey]: state.balances[stakedKey] + sign * moved,
      },
    },
    (type === 'stake' ? economyMessages.staked : economyMessages.unstaked)(
      moved,
      symbol,
      moved < amount,
    ),
  );
}

function vote(state: EconomyState, proposal: string): EconomyResult {
  const root = state.balances.root;
  if (root < VOTE_MIN_ROOT) return refuse(state, specMessages.needRoot);
  const text = typeof proposal === 'string' ? proposal.trim() : '';
  if (text === '') return refuse(state, specMessages.invalidProposal);
  if (text.length > MAX_PROPOSAL)
    return refuse(state, economyMessages.proposalTooLong(MAX_PROPOSAL));
  return done(
    { ...state, votes: [{ text, votes: root }, ...state.votes].slice(0, MAX_VOTES) },
    economyMessages.voted(root),
  );
}

function dev(
  state: EconomyState,
  type: 'devAdd' | 'devBurn',
  amounts: Partial<Record<DevToken, number>>,
): EconomyResult {
  const entries = DEV_TOKENS.map((token) => [token, amounts[token] ?? 0] as const);
  if (entries.some(([, amount]) => !Number.isSafeInteger(amount) || amount < 0))
    return refuse(state, economyMessages.invalidDevAmount);
  if (entries.some(([, amount]) => amount > MAX_AMOUNT))
    return refuse(state, economyMessages.tooLarge(MAX_AMOUNT));
  if (entries.every(([, amount]) => amount === 0))
    return refuse(state, economyMessages.noDevAmount);
  const balances = { ...state.balances };
  for (const [token, amount] of entries)
    balances[token] =
      type === 'devAdd' ? balances[token] + amount : Math.max(0, balances[token] - amount);
  // Burning BRANCH below the locked amount shrinks the lock with it (locked ≤ BRANCH always).
  const branchLocked = Math.min(state.vesting.branchLocked, balances.branch);
  const vesting =
    branchLocked === 0
      ? { branchLocked: 0, unlockTime: null }
      : { branchLocked, unlockTime: state.vesting.unlockTime };
  return done(
    { ...state, balances, vesting },
    type === 'devAdd' ? economyMessages.added : economyMessages.burned,
  );
}

function toggleNft(state: EconomyState, nft: Nft): EconomyResult {
  if (!(NFTS as readonly string[]).includes(nft))
    return refuse(state, economyMessages.invalidAmount);
  const owned = !state.nfts[nft];
  return done(
    { ...state, nfts: { ...state.nfts, [nft]: owned } },
    (owned ? economyMessages.nftGranted : economyMessages.nftRevoked)(NFT_NAME[nft]),
  );
}

/** Applies one action at time `now` (ms). A refused action returns `state` itself, unchanged. */
export function reduceEconomy(
  state: EconomyState,
  action: EconomyAction,
  now: number,
): EconomyResult {
  switch (action.type) {
    case 'swap':
      return swap(state, action);
    case 'mint':
      return mint(state, action.seed, now);
    case 'redeem':
      return redeem(state, now);
    case 'stake':
    case 'unstake':
      return stake(state, action);
    case 'vote':
      return vote(state, action.proposal);
    case 'devAdd':
    case 'devBurn':
      return dev(state, action.type, action.amounts);
    case 'toggleNft':
      return toggleNft(state, action.nft);
    case 'reset':
      return done(initialEconomy(), economyMessages.reset);
  }
}

/** The browser-storage key of the saved economy (versioned: a new shape gets a new key). */
export const ECONOMY_STORAGE_KEY = 'weBuildEconomy.v1';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a saved economy; anything missing, malformed or inconsistent is a fresh start. */
export function parseEconomy(saved: string | null): EconomyState {
  if (saved === null) return initialEconomy();
  try {
    const value: unknown = JSON.parse(saved);
    if (!isRecord(value)) return initialEconomy();
    const { balances, nfts, vesting, pools, votes } = value;
    if (!isRecord(balances) || !isRecord(nfts) || !isRecord(vesting) || !isRecord(pools))
      return initialEconomy();
    if (!Array.isArray(votes)) return initialEconomy();
    const fresh = initialEconomy();
    const keys = Object.keys(fresh.balances) as (keyof Balances)[];
    if (!keys.every((key) => isCount(balances[key]))) return initialEconomy();
    if (!NFTS.every((nft) => typeof nfts[nft] === 'boolean')) return initialEconomy();
    const { branchLocked, unlockTime } = vesting;
    if (!isCount(branchLocked) || !(unlockTime === null || isCount(unlockTime)))
      return initialEconomy();
    if (branchLocked > (balances['branch'] as number)) return initialEconomy();
    if ((branchLocked === 0) !== (unlockTime === null)) return initialEconomy();
    for (const pool of POOLS) {
      const reserves = pools[pool];
      if (!isRecord(reserves) || !POOL_TOKENS[pool].every((token) => isCount(reserves[token])))
        return initialEconomy();
    }
    const goodVotes = votes.every(
      (entry) => isRecord(entry) && typeof entry['text'] === 'string' && isCount(entry['votes']),
    );
    if (!goodVotes || votes.length > MAX_VOTES) return initialEconomy();
    return {
      balances: Object.fromEntries(keys.map((key) => [key, balances[key]])) as unknown as Balances,
      nfts: Object.fromEntries(NFTS.map((nft) => [nft, nfts[nft]])) as Record<Nft, boolean>,
      vesting: { branchLocked, unlockTime },
      pools: Object.fromEntries(
        POOLS.map((pool) => {
          const reserves = pools[pool] as Record<string, number>;
          return [pool, Object.fromEntries(POOL_TOKENS[pool].map((t) => [t, reserves[t]]))];
        }),
      ) as EconomyState['pools'],
      votes: (votes as Vote[]).map(({ text, votes: count }) => ({ text, votes: count })),
    };
  } catch {
    return initialEconomy();
  }
}
