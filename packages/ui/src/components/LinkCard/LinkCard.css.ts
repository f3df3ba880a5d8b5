import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  // minmax(0, 1fr): a long word in the title wraps inside the card instead of widening it.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  alignItems: 'start',
  height: '100%',
  padding: vars.space['5'],
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  textDecoration: 'none',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, box-shadow ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover': {
      borderColor: vars.color.accent.solid,
      boxShadow: vars.shadow.md,
      transform: 'translateY(-2px)',
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '3px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
});

/** Without an emoji the text takes the whole width. */
export const cardTextOnly = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

export const emoji = style({
  gridRow: '1 / span 2',
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.soft,
  fontSize: '1.5rem',
  lineHeight: 1,
});

export const title = style({
  margin: 0,
  gridColumn: '-2 / -1',
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

/** The title's text: it may shrink beside the arrow, and only a word longer than the line breaks. */
export const titleText = style({ minWidth: 0, overflowWrap: 'break-word' });

export const arrow = style({
  flexShrink: 0,
  color: vars.color.accent.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.lg,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${card}:hover &`]: { transform: 'translateX(3px)' },
    // Right-to-left the arrow points left and moves left.
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
    [`${card}:hover &:dir(rtl)`]: { transform: 'scaleX(-1) translateX(3px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const description = style({
  margin: 0,
  gridColumn: '-2 / -1',
  // A word longer than the line (a pasted address, a name) breaks inside the card.
  overflowWrap: 'break-word',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const tag = style({
  gridColumn: '-2 / -1',
  justifySelf: 'start',
  marginTop: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  letterSpacing: '0.02em',
});
