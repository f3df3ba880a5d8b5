import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['2'],
});

export const input = recipe({
  base: {
    width: '4.5rem',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeight.medium,
    paddingInline: vars.space['2'],
    MozAppearance: 'textfield',
    selectors: {
      // The − and + buttons replace the browser's tiny spin arrows (the arrow keys still step).
      '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': {
        WebkitAppearance: 'none',
        margin: 0,
      },
    },
  },
  variants: {
    size: {
      sm: { height: '32px', minHeight: '32px', paddingBlock: 0, width: '3.5rem' },
      md: { height: '40px', minHeight: '40px', paddingBlock: 0 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const symbol = style({ display: 'block' });
