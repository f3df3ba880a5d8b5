import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const divider = recipe({
  base: { border: 'none', margin: 0, flexShrink: 0 },
  variants: {
    orientation: {
      horizontal: { width: '100%', height: 0, borderTop: '1px solid' },
      vertical: {
        alignSelf: 'stretch',
        width: 0,
        minHeight: '1em',
        borderInlineStart: '1px solid',
      },
    },
    tone: {
      subtle: { borderColor: vars.color.border.subtle },
      strong: { borderColor: vars.color.border.strong },
    },
  },
  defaultVariants: { orientation: 'horizontal', tone: 'subtle' },
});

export type DividerVariants = NonNullable<RecipeVariants<typeof divider>>;
