/**
 * The arcade game (`/SheasGame`; spec 3 §2-§5, §9; issue 21): a pure engine, the best score kept
 * on this device and the screen on GameGrid.
 */
export { ArcadeScreen, type ArcadeScreenProps } from './ArcadeScreen/ArcadeScreen';
export * from './rules/arcadeEngine';
export * from './rules/arcadeBest';
export { arcadeTexts } from './rules/arcadeTexts';
export { ArcadeScreen as ArcadeRoute } from './ArcadeScreen/ArcadeScreen';
