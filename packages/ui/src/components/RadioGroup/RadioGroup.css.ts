import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { controlBorder, focusRing } from '../Field/Field.css';

export const options = recipe({
  base: { display: 'flex', gap: vars.space['3'] },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['5'] },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

export const radio = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `2px solid ${controlBorder}`,
  backgroundColor: vars.color.surface.raised,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent.solid },
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { borderColor: vars.color.accent.solid },
    // Radios of an invalid group take the danger colour.
    '[aria-invalid="true"] &': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const dot = style({
  display: 'block',
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
});
