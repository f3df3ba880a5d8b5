import { style } from '@vanilla-extract/css';
import { vars } from '@wegrow/ui';

// The mark's colours as classes, not inline styles: the theme contract (`vars`) then stays in the
// design system's CSS instead of being shipped as a JavaScript object in the first-paint chunk.

export const mark = style({ flex: 'none', display: 'block' });

export const sun = style({ fill: vars.color.accent.soft });

export const stem = style({
  stroke: vars.color.accent.solid,
  strokeWidth: 4,
  strokeLinecap: 'round',
  fill: 'none',
});

export const leaf = style({ fill: vars.color.accent.solid });

export const soil = style({
  stroke: vars.color.text.secondary,
  strokeWidth: 3,
  strokeLinecap: 'round',
  fill: 'none',
});
