import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  fontFamily: vars.font.body,
});

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space['1'],
    borderBottom: `1px solid ${vars.color.border.subtle}`,
  },
  variants: {
    overflow: {
      // Tabs that do not fit scroll sideways in their row.
      scroll: { overflowX: 'auto', scrollbarWidth: 'thin' },
      // Or break onto more rows: every tab in sight, no sideways scrolling.
      wrap: { flexWrap: 'wrap', rowGap: 0 },
    },
  },
  defaultVariants: { overflow: 'scroll' },
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  minHeight: '44px',
  padding: `0 ${vars.space['4']}`,
  border: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space['3'],
      bottom: 0,
      height: '3px',
      borderRadius: `${vars.radius.full} ${vars.radius.full} 0 0`,
      backgroundColor: 'transparent',
    },
    '&:hover:not([data-disabled])': {
      color: vars.color.text.primary,
      backgroundColor: vars.color.accent.soft,
    },
    '&[data-state=active]': { color: vars.color.accent.text },
    '&[data-state=active]::after': { backgroundColor: vars.color.accent.solid },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const content = style({
  color: vars.color.text.primary,
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.sm,
    },
  },
});
