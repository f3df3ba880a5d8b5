import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: '-0.01em',
    color: vars.color.text.primary,
    textWrap: 'balance',
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.md },
      sm: { fontSize: vars.fontSize.lg },
      md: { fontSize: vars.fontSize.xl },
      lg: { fontSize: vars.fontSize['2xl'] },
      xl: {
        fontSize: vars.fontSize['2xl'],
        '@media': { 'screen and (min-width: 768px)': { fontSize: vars.fontSize['3xl'] } },
      },
      '2xl': {
        fontSize: vars.fontSize['3xl'],
        letterSpacing: '-0.02em',
        '@media': {
          'screen and (min-width: 768px)': { fontSize: `calc(${vars.fontSize['3xl']} * 1.25)` },
        },
      },
    },
    tone: {
      primary: { color: vars.color.text.primary },
      accent: { color: vars.color.accent.text },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
