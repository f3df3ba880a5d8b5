import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { controlBorder, focusRing } from '../Field/Field.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const preview = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '6rem',
  height: '6rem',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const empty = style({
  padding: vars.space['2'],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.secondary,
});

export const input = style({
  minWidth: 0,
  maxWidth: '100%',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&::file-selector-button': {
      marginInlineEnd: vars.space['3'],
      minHeight: '40px',
      padding: `0 ${vars.space['4']}`,
      border: `1px solid ${controlBorder}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface.raised,
      color: vars.color.accent.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      fontWeight: vars.fontWeight.medium,
      cursor: 'pointer',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&:hover:not(:disabled)::file-selector-button': { backgroundColor: vars.color.accent.soft },
    '&[aria-invalid="true"]::file-selector-button': { borderColor: vars.color.danger.solid },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&:disabled::file-selector-button': { cursor: 'not-allowed' },
  },
});
