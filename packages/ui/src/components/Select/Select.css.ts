import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'block', minWidth: 0 });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space['3']} + 1.5rem)`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

// Native option lists are drawn by the OS; give them the theme's surface where supported.
globalStyle(`${select} option`, {
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text.secondary,
});
