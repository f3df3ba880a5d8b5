import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px)) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** The dimmed backdrop behind every modal (Dialog and ConfirmDialog). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: 'rgba(16, 24, 16, 0.55)',
  backdropFilter: 'blur(2px)',
  selectors: {
    '&[data-state=open]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The modal panel, centred, scrolling inside itself when taller than the viewport. */
export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    width: `calc(100vw - 2 * ${vars.space['4']})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space['4']})`,
    overflowY: 'auto',
    padding: vars.space['6'],
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state=open]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
    },
    '@media': {
      '(max-width: 479.98px)': { padding: vars.space['5'] },
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '34rem' },
      lg: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  // Leaves room for the close button in the corner.
  paddingInlineEnd: vars.space['7'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const body = style({
  color: vars.color.text.primary,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space['3'],
  insetInlineEnd: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.accent.soft, color: vars.color.text.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
