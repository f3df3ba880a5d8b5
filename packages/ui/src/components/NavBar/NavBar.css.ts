import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/contract.css';

/**
 * Narrower than the md breakpoint, measured on the nav's own width (a container query), so the
 * nav collapses wherever it has too little room: beside a long title, in a sidebar, in a story.
 */
const narrow = `(max-width: ${breakpoints.md - 0.02}px)`;
/**
 * Too little room even for the collapsed bar (a 320 px phone: the title, the Menu button with a
 * count and the theme switch): a Menu button that carries a count drops its word and keeps its
 * icon and count.
 */
const tight = '(max-width: 11.99rem)';
/** The full bar: the links in a row. */
const wide = `(min-width: ${breakpoints.md}px)`;

export const root = style({
  containerType: 'inline-size',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minWidth: 0,
  fontFamily: vars.font.body,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  '@container': { [narrow]: { justifyContent: 'flex-end' } },
});

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.soft },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[aria-expanded=true]': {
      backgroundColor: vars.color.accent.soft,
      borderColor: vars.color.accent.solid,
    },
  },
  '@container': { [narrow]: { display: 'inline-flex' } },
});

/** The Menu button's word; its name stays "Menu" (aria-label) when the word is hidden. */
export const menuLabel = style({
  '@container': {
    [tight]: { selectors: { [`${menuButton}[data-counted] &`]: { display: 'none' } } },
  },
});

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flex: '1 1 auto',
  minWidth: 0,
  '@container': {
    [narrow]: {
      position: 'absolute',
      top: `calc(100% + ${vars.space['2']})`,
      insetInlineEnd: 0,
      zIndex: vars.zIndex.dropdown,
      display: 'none',
      flexDirection: 'column',
      alignItems: 'stretch',
      width: `min(18rem, calc(100vw - 2 * ${vars.space['4']}))`,
      padding: vars.space['2'],
      border: `1px solid ${vars.color.border.subtle}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surface.overlay,
      boxShadow: vars.shadow.lg,
      selectors: { [`${root}[data-open] &`]: { display: 'flex' } },
    },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const account = style({
  marginInlineStart: 'auto',
  '@container': {
    [narrow]: {
      marginInlineStart: 0,
      marginTop: vars.space['1'],
      paddingTop: vars.space['2'],
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.soft, color: vars.color.accent.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[aria-current=page]': {
      backgroundColor: vars.color.accent.soft,
      color: vars.color.accent.text,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@container': {
    [narrow]: {
      minHeight: '44px',
      borderRadius: vars.radius.md,
      fontSize: vars.fontSize.md,
    },
  },
});

/**
 * A link with a tag: on the bar the tag sits under the label as a small caption, so a row of tagged
 * links is no wider than without; in the collapsed menu it follows the label as a pill.
 */
export const tagged = style({
  '@container': {
    [wide]: {
      flexDirection: 'column',
      justifyContent: 'center',
      gap: '1px',
      lineHeight: 1.1,
    },
  },
});

/** A link's tag ("New"). */
export const tag = style({
  color: vars.color.text.secondary,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  letterSpacing: '0.06em',
  '@container': {
    [wide]: { textTransform: 'uppercase' },
    [narrow]: {
      display: 'inline-flex',
      alignItems: 'center',
      padding: `0 ${vars.space['2']}`,
      minHeight: '1.25rem',
      border: `1px solid ${vars.color.border.strong}`,
      borderRadius: vars.radius.full,
      fontSize: vars.fontSize.xs,
      letterSpacing: '0.02em',
    },
  },
});

/** The menu's own actions (Logout): after the Account link, or at the bottom of the menu. */
export const menuActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
  '@container': {
    [narrow]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      marginTop: vars.space['1'],
      paddingTop: vars.space['2'],
      borderTop: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexShrink: 0,
});
