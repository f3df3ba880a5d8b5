import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

type SpaceKey = keyof typeof vars.space;

const gaps = Object.fromEntries(
  (Object.keys(vars.space) as SpaceKey[]).map((key) => [key, { gap: vars.space[key] }]),
) as Record<SpaceKey, { gap: string }>;

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0, margin: 0, padding: 0 },
  variants: {
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
    },
  },
  defaultVariants: { gap: '4', align: 'start' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
