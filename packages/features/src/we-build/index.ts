/**
 * The We Build domain (`/WeBuild`, `/webuild`, `?view=`): the mock DAO token economy, a pure
 * reducer with its texts, and the screen of its ten views (spec 3 §2-§9; issue 20).
 */
export { panelsOf, WeBuildScreen, type WeBuildScreenProps } from './WeBuildScreen/WeBuildScreen';
export { formatVestingLeft } from './WeBuildScreen/VestingCountdown';
export {
  AI_ACCESS_ROOT,
  ECONOMY_STORAGE_KEY,
  hasAiAccess,
  initialEconomy,
  MINT_FRUIT_PERCENT,
  mintFruitNeeded,
  parseAmount,
  parseEconomy,
  redeemFruit,
  reduceEconomy,
  STARTING_SEED,
  SWAP_FEE_PER_MILLE,
  swapOutput,
  VESTING_MS,
  vestingLeft,
  type EconomyAction,
  type EconomyMessage,
  type EconomyResult,
  type EconomyState,
} from './rules/economy';
export { economyMessages, specMessages, weBuildTexts } from './rules/weBuildTexts';

export { WeBuildRoute } from './routes';
