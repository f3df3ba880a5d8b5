import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightColors, staticTokens } from './tokens';

const shape = { color: lightColors, ...staticTokens };

/** The theme contract: every token as a stable `--wg-…` CSS variable. */
export const vars = createGlobalThemeContract(shape, (_value, path) => `wg-${path.join('-')}`);
