import { style } from '@vanilla-extract/css';

/**
 * For icons that point along the line (chevrons, arrows): drawn for left-to-right, flipped
 * horizontally where the text runs right-to-left (`dir="rtl"` on `Theme` or an ancestor).
 */
export const mirrorInRtl = style({
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
