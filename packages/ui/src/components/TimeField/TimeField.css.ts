import { style } from '@vanilla-extract/css';

/** Digits of equal width, so the time does not jiggle while it is stepped. */
export const input = style({ fontVariantNumeric: 'tabular-nums', maxWidth: '10rem' });
