import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBorder, focusRing } from '../Field/Field.css';

/** A choice control beside its label and description; shared with Switch. */
export const choice = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['3'] });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  // Centres a one-line label on the 24px control.
  paddingTop: '1px',
});

export const label = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.text.secondary } },
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  border: `2px solid ${controlBorder}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.accent.onSolid,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent.solid },
    '&:focus-visible': focusRing,
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({ display: 'grid', placeItems: 'center' });

export const checkMark = style({
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});

export const dashMark = style({
  selectors: { [`${indicator}:not([data-state="indeterminate"]) &`]: { display: 'none' } },
});
