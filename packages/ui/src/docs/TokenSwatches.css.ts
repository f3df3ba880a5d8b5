import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))',
  alignItems: 'start',
  gap: vars.space['6'],
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const groupTitle = style({
  margin: `0 0 ${vars.space['3']}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textTransform: 'capitalize',
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13.5rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['2'],
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const chip = style({
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
});

export const swatchText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

export const tokenName = style({ fontWeight: vars.fontWeight.bold, fontFamily: vars.font.mono });

export const mono = style({
  fontFamily: vars.font.mono,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '9.5rem 1fr',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const bar = style({
  height: '1rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent.solid,
});

export const radiusBox = style({
  width: '3.5rem',
  height: '2.25rem',
  border: `2px solid ${vars.color.accent.solid}`,
  backgroundColor: vars.color.accent.soft,
});

export const sample = style({
  margin: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const colorPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
