/**
 * We Choose (`/wechoose`): the civic tiles and the current parliamentary bills the server fetches
 * and caches, with the pure rules it follows (spec 3 §2, §7, §8; issue 19).
 */
export { WeChooseScreen, type WeChooseScreenProps } from './WeChooseScreen/WeChooseScreen';
export {
  asOfText,
  billSponsor,
  billStatus,
  billsNotice,
  billTitle,
  type BillsNotice,
  type TimeOptions,
} from './rules/civicRules';
export { civicTexts, civicTiles } from './rules/civicTexts';

export { WeChooseRoute } from './routes';
