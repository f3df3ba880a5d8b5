import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
  },
  variants: {
    variant: {
      raised: {
        backgroundColor: vars.color.surface.raised,
        border: `1px solid ${vars.color.border.subtle}`,
        boxShadow: vars.shadow.sm,
      },
      outlined: {
        backgroundColor: 'transparent',
        border: `1px solid ${vars.color.border.strong}`,
      },
      sunken: {
        backgroundColor: vars.color.surface.sunken,
        border: '1px solid transparent',
      },
    },
    padding: {
      sm: { gap: vars.space['3'], padding: vars.space['4'] },
      md: { gap: vars.space['4'], padding: vars.space['5'] },
      lg: { gap: vars.space['5'], padding: vars.space['6'] },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}, transform ${vars.motion.fast} ${vars.motion.easing}`,
        selectors: {
          '&:hover': {
            borderColor: vars.color.accent.solid,
            boxShadow: vars.shadow.md,
            transform: 'translateY(-1px)',
          },
          '&:focus-visible': {
            outline: `3px solid ${vars.color.border.focus}`,
            outlineOffset: '2px',
          },
        },
        '@media': { '(prefers-reduced-motion: reduce)': { transform: 'none' } },
      },
    },
  },
  defaultVariants: { variant: 'raised', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const headerExtra = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });

export const body = style({ lineHeight: vars.lineHeight.normal, minWidth: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: 'auto',
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
