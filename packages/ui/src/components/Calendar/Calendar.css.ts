import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Narrower than this, days show event dots instead of titles. */
const compact = '(max-width: 559.98px)';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const navButtons = style({ display: 'flex', gap: vars.space['2'] });

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.accent.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.soft },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    // Past `min`/`max`: the border and chevron fade; it stays focusable (and says why it is inert).
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      borderColor: vars.color.border.subtle,
      backgroundColor: vars.color.surface.sunken,
      color: vars.color.text.secondary,
    },
  },
});

export const grid = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: vars.space['1'],
  margin: `calc(-1 * ${vars.space['1']})`,
  marginTop: 0,
});

export const weekday = style({
  paddingBottom: vars.space['1'],
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  textAlign: 'center',
});

export const weekdayLong = style({ '@container': { [compact]: { display: 'none' } } });
export const weekdayShort = style({
  display: 'none',
  '@container': { [compact]: { display: 'inline' } },
});

export const cell = style({ position: 'relative', padding: 0, verticalAlign: 'top' });

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['1'],
  width: '100%',
  minHeight: '6.5rem',
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '1px',
      position: 'relative',
      zIndex: 1,
    },
    '&[data-outside]': {
      backgroundColor: vars.color.surface.sunken,
      color: vars.color.text.secondary,
    },
    '&[data-selected]': {
      borderColor: vars.color.accent.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent.solid}`,
    },
    // Before `min` or after `max`: struck through on the sunken surface, in readable grey.
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      backgroundColor: vars.color.surface.sunken,
      color: vars.color.text.secondary,
      textDecoration: 'line-through',
    },
    '&[aria-disabled="true"]:hover': { borderColor: vars.color.border.subtle },
  },
  '@container': {
    [compact]: {
      alignItems: 'center',
      minHeight: '48px',
      padding: `${vars.space['1']} 0`,
      gap: '2px',
    },
  },
});

export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  minWidth: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-today] > &': {
      backgroundColor: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@container': { [compact]: { alignSelf: 'center' } },
});

export const eventLayer = style({
  position: 'absolute',
  top: '2.5rem',
  insetInline: vars.space['2'],
  pointerEvents: 'none',
  '@container': { [compact]: { top: 'auto', bottom: '5px' } },
});

export const events = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  '@container': { [compact]: { display: 'none' } },
});

export const event = style({
  overflow: 'hidden',
  padding: `1px ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const more = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  paddingInlineStart: vars.space['2'],
});

export const dots = style({
  display: 'none',
  gap: '3px',
  justifyContent: 'center',
  '@container': { [compact]: { display: 'flex' } },
});

export const dot = style({
  width: '6px',
  height: '6px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.solid,
});
