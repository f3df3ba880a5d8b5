import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['2']}`,
  captionSide: 'top',
  textAlign: 'start',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

export const captionHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const headerCell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `2px solid ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
  selectors: {
    'tbody > tr:last-child > &': { borderBottom: 'none' },
  },
});

/** A header cell that heads a row (`scope="row"`): reads like a cell, in bold. */
export const rowHeaderCell = style([
  cell,
  { fontWeight: vars.fontWeight.bold, textAlign: 'start', whiteSpace: 'nowrap' },
]);

export const numeric = style({ textAlign: 'end' });

export const row = style({
  selectors: {
    'tbody > &:hover': { backgroundColor: vars.color.surface.canvas },
  },
});
