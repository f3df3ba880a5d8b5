import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** A disabled button that is not busy (a loading button keeps its variant's look). */
const DISABLED = '&:is(:disabled, [aria-disabled="true"]):not([aria-busy="true"])';

/** Hover, only on a button that can be used. */
const HOVER = '&:hover:not(:disabled, [aria-disabled="true"])';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      // Disabled reads as "not available now", not as a faded action: a neutral sunken face, a
      // dashed edge and muted (still readable) text, whatever the variant, in both themes.
      [DISABLED]: {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surface.sunken,
        color: vars.color.text.secondary,
        borderColor: vars.color.border.strong,
        borderStyle: 'dashed',
      },
      // A busy button blocks presses too, but keeps its look: it is working, not unavailable.
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
        selectors: { [HOVER]: { backgroundColor: vars.color.accent.solidHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface.raised,
        color: vars.color.accent.text,
        borderColor: vars.color.border.strong,
        selectors: { [HOVER]: { backgroundColor: vars.color.accent.soft } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent.text,
        selectors: { [HOVER]: { backgroundColor: vars.color.accent.soft } },
      },
      danger: {
        backgroundColor: vars.color.danger.solid,
        color: vars.color.surface.raised,
        selectors: { [HOVER]: { backgroundColor: vars.color.danger.solidHover } },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
      lg: { minHeight: '48px', padding: `0 ${vars.space['5']}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
