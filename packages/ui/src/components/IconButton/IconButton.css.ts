import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Layered over the Button recipe (imported first, so these win): a square target, no side padding.
export const iconButton = recipe({
  base: { padding: 0, flexShrink: 0, lineHeight: 1 },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', minHeight: '32px', fontSize: '1rem' },
      md: { width: '40px', height: '40px', minHeight: '40px', fontSize: '1.25rem' },
      lg: { width: '48px', height: '48px', minHeight: '48px', fontSize: '1.5rem' },
    },
    round: { true: { borderRadius: vars.radius.full } },
  },
  defaultVariants: { size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

/** Centres an SVG or emoji glyph in the square. */
export const glyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
