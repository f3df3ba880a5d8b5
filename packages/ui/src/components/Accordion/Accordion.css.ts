import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  overflow: 'hidden',
  fontFamily: vars.font.body,
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` },
  },
});

export const header = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  width: '100%',
  minHeight: '52px',
  padding: `${vars.space['3']} ${vars.space['5']}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.accent.soft },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { color: vars.color.text.secondary, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[data-state=open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.text.primary,
  selectors: {
    '&[data-state=open]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state=closed]': { animation: `${close} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const contentInner = style({
  padding: `0 ${vars.space['5']} ${vars.space['5']}`,
  lineHeight: vars.lineHeight.normal,
});
