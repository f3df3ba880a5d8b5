import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      'screen and (min-width: 768px)': { paddingInline: vars.space['6'] },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '40rem' },
      md: { maxWidth: '52rem' },
      lg: { maxWidth: '68rem' },
      xl: { maxWidth: '80rem' },
    },
    paddingY: {
      none: { paddingBlock: 0 },
      md: { paddingBlock: vars.space['5'] },
      lg: {
        paddingBlock: vars.space['6'],
        '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space['7'] } },
      },
    },
  },
  defaultVariants: { size: 'lg', paddingY: 'none' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
