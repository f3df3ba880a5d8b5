import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['2']}`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.soft },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: '3rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '[aria-checked=true] > &': {
      backgroundColor: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'calc(1.75rem - 6px)',
  height: 'calc(1.75rem - 6px)',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.warning.text,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '[aria-checked=true] > * > &': {
      transform: 'translateX(1.25rem)',
      color: vars.color.accent.text,
    },
    '[aria-checked=true] > * > &:dir(rtl)': { transform: 'translateX(-1.25rem)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
