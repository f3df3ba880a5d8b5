import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

type SpaceKey = keyof typeof vars.space;

const gaps = Object.fromEntries(
  (Object.keys(vars.space) as SpaceKey[]).map((key) => [key, { gap: vars.space[key] }]),
) as Record<SpaceKey, { gap: string }>;

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0, margin: 0, padding: 0 },
  variants: {
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
      stretch: { alignItems: 'stretch' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
      false: { flexWrap: 'nowrap' },
    },
  },
  defaultVariants: { gap: '3', align: 'center', justify: 'start', wrap: true },
});

export type InlineVariants = NonNullable<RecipeVariants<typeof inline>>;
