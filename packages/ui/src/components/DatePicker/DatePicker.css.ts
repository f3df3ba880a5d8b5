import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBorder, focusRing } from '../Field/Field.css';

/** The input and its button; the popover is placed under it. */
export const anchor = style({ position: 'relative', minWidth: 0 });

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space['2'] });

export const input = style({ flex: '1 1 auto', fontVariantNumeric: 'tabular-nums' });

export const button = style({
  display: 'inline-flex',
  flex: '0 0 auto',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  minHeight: '44px',
  padding: 0,
  border: `1px solid ${controlBorder}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.accent.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.accent.soft },
    '&:focus-visible': focusRing,
    '&[data-state="open"]': { backgroundColor: vars.color.accent.soft },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surface.sunken,
      color: vars.color.text.secondary,
      opacity: 0.75,
    },
  },
});

export const small = style({ width: '36px', minHeight: '36px' });

/**
 * Under the field, as wide as 20rem or the viewport less a margin, whichever is less: at 320 px
 * it still fits (the picker shifts it left when the field starts far to the right).
 */
export const popover = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  top: `calc(100% + ${vars.space['1']})`,
  insetInlineStart: 0,
  boxSizing: 'border-box',
  width: `min(20rem, calc(100vw - 2 * ${vars.space['2']}))`,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.overlay,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus-visible': focusRing },
});
