/**
 * The farm game (`/FarmGame`, `/farmgame`; spec 3 §2-§5, §7-§9; issue 21): a pure engine, its save
 * format and the screen on GameGrid.
 */
export { FarmGameScreen, type FarmGameScreenProps } from './FarmGameScreen/FarmGameScreen';
export * from './rules/farmEngine';
export * from './rules/farmSave';
export { farmTexts } from './rules/farmTexts';
export { FarmGameScreen as FarmGameRoute } from './FarmGameScreen/FarmGameScreen';
