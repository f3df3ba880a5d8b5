/**
 * The words of We Build (`/WeBuild`; spec 3 §2, §5, §6, §8). The spec's alerts are kept word for
 * word (`specMessages`); the rest is ours.
 */

/** The spec's alerts (spec 3 §5), shown inline with the same words. */
export const specMessages = {
  insufficientBalance: 'Insufficient balance',
  notEnoughToMint: 'Not enough SEED or FRUIT',
  stillVesting: 'Branch tokens still vesting. Please wait.',
  needRoot: 'You need ROOT tokens to vote.',
  invalidProposal: 'Enter a valid proposal.',
  selectTool: 'Select a tool from above to view and test it.',
} as const;

const n = (value: number) => value.toLocaleString('en-US');

/** Our own messages for the rules' outcomes and refusals. */
export const economyMessages = {
  invalidAmount: 'Enter a whole number of tokens greater than 0.',
  tooLarge: (max: number) => `Enter at most ${n(max)} tokens at a time.`,
  invalidDevAmount: 'Dev tool amounts are whole numbers of 0 or more.',
  noDevAmount: 'Enter an amount for at least one token.',
  unknownPool: 'Choose one of the three pools and one of its two tokens.',
  swapTooSmall: 'This swap is too small to get any tokens back.',
  swapped: (paid: number, from: string, got: number, to: string) =>
    `Swapped ${n(paid)} ${from} for ${n(got)} ${to}.`,
  minted: (branch: number, fruit: number, seed: number) =>
    `Minted ${n(branch)} BRANCH from ${n(seed)} SEED and ${n(fruit)} FRUIT. It is locked for 30 seconds.`,
  nothingToRedeem: 'Nothing to redeem: mint BRANCH first.',
  redeemed: (branch: number, fruit: number) =>
    `Redeemed ${n(branch)} BRANCH for ${n(fruit)} FRUIT.`,
  nothingToStake: (token: string) => `You have no ${token} available to stake.`,
  nothingToUnstake: (token: string) => `You have no ${token} staked.`,
  staked: (amount: number, token: string, capped: boolean) =>
    `Staked ${n(amount)} ${token}${capped ? ' (all you had available)' : ''}.`,
  unstaked: (amount: number, token: string, capped: boolean) =>
    `Unstaked ${n(amount)} ${token}${capped ? ' (all you had staked)' : ''}.`,
  proposalTooLong: (max: number) => `A proposal can be at most ${String(max)} characters.`,
  voted: (votes: number) => `Vote cast with ${n(votes)} ROOT.`,
  added: 'Tokens added.',
  burned: 'Tokens burned (a balance never goes below 0).',
  nftGranted: (name: string) => `${name} granted.`,
  nftRevoked: (name: string) => `${name} revoked.`,
  reset: 'The simulation is back at its starting balances.',
} as const;

/** The screen's words. */
export const weBuildTexts = {
  title: 'We Build',
  intro:
    'A mock DAO token economy: swap, mint, redeem, stake and vote with SEED, FRUIT, BRANCH and ROOT.',
  simulation:
    'A simulation only: these tokens have no real value, and nothing leaves this browser.',
  simulationTitle: 'Simulation',
  reset: 'Reset simulation',
  toolsLabel: 'We Build tools',
  tools: {
    balances: 'Token Balances',
    swap: 'AMM Swap',
    mint: 'Mint BRANCH',
    redeem: 'Redeem BRANCH',
    nfts: 'NFT Panel',
    governance: 'Governance',
    ai: 'AI Agent',
    dev: 'Dev Tools',
    stake: 'Stake ROOT & SEED',
    all: 'Show All',
  },
  balances: {
    title: 'Token Balances',
    available: 'Available',
    staked: 'Staked',
    locked: (amount: number) => `${n(amount)} locked while vesting`,
  },
  tokenInfo: {
    seed: 'SEED: tradable, earned from community action',
    fruit: 'FRUIT: loyalty and reward token',
    branch: 'BRANCH: stakable, intermediary token',
    root: 'ROOT: governance and AI access token',
    usdc: 'USDC: the pools’ stable coin',
  },
  swap: {
    title: 'AMM Swap',
    about:
      'Constant-product pools (x × y = k) with a 0.3 % fee that stays in the pool. You get what the curve gives, rounded down.',
    pool: 'Pool',
    from: 'You pay',
    amount: 'Amount to pay',
    quote: (amount: number, token: string) => `You would get about ${n(amount)} ${token}.`,
    reserves: (a: number, tokenA: string, b: number, tokenB: string) =>
      `Reserves: ${n(a)} ${tokenA} and ${n(b)} ${tokenB}`,
    submit: 'Swap',
  },
  mint: {
    title: 'Mint BRANCH',
    about:
      'Mint BRANCH from SEED plus 25 % of that SEED as FRUIT (rounded up). The BRANCH you mint is locked for 30 seconds.',
    amount: 'SEED to convert',
    have: (seed: number, fruit: number) => `You have ${n(seed)} SEED and ${n(fruit)} FRUIT.`,
    needs: (seed: number, fruit: number, branch: number) =>
      `Needs ${n(seed)} SEED and ${n(fruit)} FRUIT; gives ${n(branch)} BRANCH.`,
    submit: 'Mint BRANCH',
  },
  redeem: {
    title: 'Redeem BRANCH',
    about: 'Once unlocked, locked BRANCH is redeemed for half as much FRUIT (rounded down).',
    none: 'No BRANCH is locked.',
    ready: (branch: number, fruit: number) =>
      `Ready to redeem ${n(branch)} BRANCH for ${n(fruit)} FRUIT.`,
    vesting: (branch: number) => `${n(branch)} BRANCH vesting.`,
    unlocksIn: 'Unlocks in',
    submit: 'Redeem BRANCH',
  },
  nfts: {
    title: 'NFT Panel',
    about: 'Perks are labels only in this simulation. Grant or revoke NFTs with the Dev Tools.',
    owned: 'Owned',
    notOwned: 'Not owned',
  },
  governance: {
    title: 'Governance',
    about: 'Vote on a proposal with the ROOT you hold (at least 1 ROOT).',
    proposal: 'Proposal',
    submit: 'Submit Vote',
    votes: 'Votes cast',
    noVotes: 'No votes yet.',
    vote: (votes: number, text: string) => `${n(votes)} ROOT: ${text}`,
  },
  ai: {
    title: 'AI Agent',
    granted: 'Access granted: welcome to the AI agent interface.',
    denied: 'Access denied: requires 1,000 ROOT or the Branch NFT.',
    holding: (root: number) => `You hold ${n(root)} ROOT.`,
  },
  dev: {
    title: 'Dev Tools',
    about: 'Add or burn tokens to try the other tools. Burning never takes a balance below 0.',
    add: 'Add Tokens',
    burn: 'Burn Tokens',
    nfts: 'NFTs',
    grant: (name: string) => `Grant ${name}`,
    revoke: (name: string) => `Revoke ${name}`,
  },
  stake: {
    title: 'Stake ROOT & SEED',
    about:
      'Staking moves tokens from available to staked; you can stake at most what is available and unstake at most what is staked.',
    amount: (token: string) => `${token} amount`,
    figures: (token: string, available: number, staked: number) =>
      `Available ${token}: ${n(available)} · Staked ${token}: ${n(staked)}`,
    stake: (token: string) => `Stake ${token}`,
    unstake: (token: string) => `Unstake ${token}`,
  },
} as const;
