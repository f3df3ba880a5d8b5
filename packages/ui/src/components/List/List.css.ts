import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontFamily: vars.font.body,
    color: vars.color.text.primary,
  },
  variants: {
    variant: {
      divided: {
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surface.raised,
        overflow: 'hidden',
      },
      separated: { gap: vars.space['3'] },
      plain: {},
    },
  },
  defaultVariants: { variant: 'divided' },
});

export type ListVariants = NonNullable<RecipeVariants<typeof list>>;

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '56px',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  selectors: {
    [`${list.classNames.variants.variant.divided} > & + &`]: {
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
    [`${list.classNames.variants.variant.separated} > &`]: {
      border: `1px solid ${vars.color.border.subtle}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface.raised,
    },
    [`${list.classNames.variants.variant.plain} > &`]: {
      paddingInline: 0,
    },
    '&[data-highlighted]': { backgroundColor: vars.color.accent.soft },
    '&[data-highlighted]::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      top: vars.space['2'],
      bottom: vars.space['2'],
      width: '4px',
      borderRadius: `0 ${vars.radius.full} ${vars.radius.full} 0`,
      backgroundColor: vars.color.accent.solid,
    },
    '&:has([data-list-action]:hover)': { backgroundColor: vars.color.accent.soft },
  },
});

export const leading = style({ display: 'flex', flexShrink: 0 });
export const trailing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  // Above the stretched action so its own buttons stay clickable.
  position: 'relative',
  zIndex: 1,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  flex: '1 1 auto',
  minWidth: 0,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

/** The text with a footer under it (the row keeps its leading and trailing slots). */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: '1 1 auto',
  minWidth: 0,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  // Above the stretched action, like the trailing slot.
  position: 'relative',
  zIndex: 1,
});

export const action = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    // The whole row is the click target; the ring is drawn around the row.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '-3px',
    },
  },
});

export const primary = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: { '[data-highlighted] &': { fontWeight: vars.fontWeight.bold } },
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
