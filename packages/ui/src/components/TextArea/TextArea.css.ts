import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  resize: 'vertical',
  minHeight: '6rem',
  paddingBlock: vars.space['3'],
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(${vars.space['1']} * -1)`,
});

export const count = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.secondary,
  },
  variants: {
    state: {
      normal: {},
      near: { color: vars.color.warning.text, fontWeight: vars.fontWeight.medium },
      full: { color: vars.color.danger.text, fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { state: 'normal' },
});
