import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBorder, focusRing } from '../Field/Field.css';

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '26px',
  borderRadius: vars.radius.full,
  border: `2px solid ${controlBorder}`,
  backgroundColor: vars.color.surface.sunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.normal} ${vars.motion.easing}, border-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent.solid },
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': {
      backgroundColor: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  backgroundColor: controlBorder,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}, background-color ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: 'translateX(20px)',
      backgroundColor: vars.color.accent.onSolid,
    },
    // Right-to-left, the thumb starts on the right and moves left when checked.
    '&:dir(rtl)': { transform: 'translateX(-2px)' },
    '&[data-state="checked"]:dir(rtl)': { transform: 'translateX(-20px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

// A 26px-high switch: nudge the label so a one-line label centres on it.
export const switchText = style({ paddingTop: '1px' });
