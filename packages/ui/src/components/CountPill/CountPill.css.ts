import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.375rem',
  height: '1.375rem',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.solid,
  color: vars.color.text.inverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  flexShrink: 0,
});

/** Hides text visually but keeps it in the accessible name. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
