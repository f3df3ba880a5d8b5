import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    variant: {
      neutral: {
        backgroundColor: vars.color.surface.sunken,
        borderColor: vars.color.border.subtle,
        color: vars.color.text.primary,
      },
      accent: { backgroundColor: vars.color.accent.solid, color: vars.color.accent.onSolid },
      danger: { backgroundColor: vars.color.danger.solid, color: vars.color.surface.raised },
      success: { backgroundColor: vars.color.success.soft, color: vars.color.success.text },
      warning: { backgroundColor: vars.color.warning.soft, color: vars.color.warning.text },
    },
    shape: {
      // A number: a small pill that is a circle for one digit.
      count: {
        minWidth: '1.375rem',
        height: '1.375rem',
        padding: `0 ${vars.space['1']}`,
        fontSize: vars.fontSize.xs,
        fontVariantNumeric: 'tabular-nums',
      },
      // A word, e.g. "Pending" or "Admin".
      label: {
        minHeight: '1.5rem',
        padding: `${vars.space['1']} ${vars.space['2']}`,
        fontSize: vars.fontSize.xs,
        letterSpacing: '0.02em',
      },
    },
  },
  defaultVariants: { variant: 'neutral', shape: 'label' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
