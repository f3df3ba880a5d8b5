/**
 * The garden defence game (`/GardenGame`; spec 3 §2-§5, §8, §9; issue 21): a pure turn-based
 * engine and the screen on GameGrid.
 */
export { GardenGameScreen, type GardenGameScreenProps } from './GardenGameScreen/GardenGameScreen';
export * from './rules/gardenEngine';
export * from './rules/gardenTexts';
export { GardenGameScreen as GardenGameRoute } from './GardenGameScreen/GardenGameScreen';
