import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-collapsible-content-height)', opacity: 1 },
});
const close = keyframes({
  from: { height: 'var(--radix-collapsible-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontFamily: vars.font.body,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  marginInlineStart: `calc(-1 * ${vars.space['3']})`,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.accent.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.accent.soft },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    // The chevron points along the line: right, or left right-to-left; down when open.
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
    [`${trigger}[data-state=open] &`]: { transform: 'rotate(90deg)' },
  },
});

export const content = style({
  alignSelf: 'stretch',
  overflow: 'hidden',
  color: vars.color.text.primary,
  selectors: {
    '&[data-state=open]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-state=closed]': { animation: `${close} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
