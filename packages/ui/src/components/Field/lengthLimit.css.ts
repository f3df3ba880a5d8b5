import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The line under a text control: the paste note (left) and the count (right). */
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'baseline',
  gap: vars.space['3'],
  marginTop: `calc(${vars.space['1']} * -1)`,
});

export const pasteNote = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.warning.text,
  fontWeight: vars.fontWeight.medium,
});

export const count = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.secondary,
    whiteSpace: 'nowrap',
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
