import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Shared by EmptyState and ErrorState: a calm, centred panel. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['6']} ${vars.space['5']}`,
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  '@media': {
    'screen and (min-width: 768px)': { padding: `${vars.space['7']} ${vars.space['6']}` },
  },
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  marginBottom: vars.space['1'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontSize: '2rem',
  lineHeight: 1,
});

export const description = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});
