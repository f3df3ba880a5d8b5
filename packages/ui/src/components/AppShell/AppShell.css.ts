import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/contract.css';

const narrow = `(max-width: ${breakpoints.sm - 0.02}px)`;

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.surface.canvas,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
});

/** Hidden until focused; then a bar above the header (in the flow, so it covers nothing). */
export const skipLink = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      display: 'block',
      padding: `${vars.space['3']} ${vars.space['5']}`,
      backgroundColor: vars.color.accent.solid,
      color: vars.color.accent.onSolid,
      fontWeight: vars.fontWeight.bold,
      textDecoration: 'underline',
      outline: `3px solid ${vars.color.accent.onSolid}`,
      outlineOffset: '-6px',
    },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.dropdown,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['5'],
  maxWidth: '75rem',
  margin: '0 auto',
  padding: `${vars.space['3']} ${vars.space['5']}`,
  '@container': {
    [narrow]: { gap: vars.space['3'], padding: `${vars.space['2']} ${vars.space['4']}` },
  },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  minHeight: '40px',
  color: vars.color.text.primary,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
  '@container': { [narrow]: { fontSize: vars.fontSize.lg } },
});

export const nav = style({ flex: '1 1 auto', minWidth: 0 });

export const main = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: '75rem',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['5']}`,
  selectors: { '&:focus': { outline: 'none' } },
  '@container': { [narrow]: { padding: `${vars.space['5']} ${vars.space['4']}` } },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  maxWidth: '75rem',
  margin: '0 auto',
  padding: `${vars.space['5']}`,
  '@container': { [narrow]: { padding: vars.space['4'] } },
});

export const copyright = style({ margin: 0 });

globalStyle(`${footerInner} a`, {
  color: vars.color.text.link,
  textUnderlineOffset: '0.2em',
});
