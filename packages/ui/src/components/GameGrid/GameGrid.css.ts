import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const board = style({
  containerType: 'inline-size',
  display: 'grid',
  // Width is set inline: the full pixel size, never wider than the container; the tiles are
  // fractions of it with a 1:1 aspect ratio, so the board scales down and keeps its squares.
  maxWidth: '100%',
  padding: vars.space['2'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
  touchAction: 'manipulation',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1 / 1',
  minWidth: 0,
  overflow: 'hidden',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: 'var(--wg-game-tile-font, 1.5rem)',
  lineHeight: 1,
  userSelect: 'none',
});

export const tileButton = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { boxShadow: `inset 0 0 0 2px ${vars.color.accent.solid}` },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '-3px',
      zIndex: 1,
    },
    '&[aria-disabled=true]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
