import { createVar } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

type SpaceKey = keyof typeof vars.space;

/** The most columns the grid may show. */
export const columnsVar = createVar();
/** The narrowest an item may get before the grid drops a column. */
export const minItemWidthVar = createVar();
const gapVar = createVar();

const gaps = Object.fromEntries(
  (Object.keys(vars.space) as SpaceKey[]).map((key) => [
    key,
    { gap: vars.space[key], vars: { [gapVar]: vars.space[key] } },
  ]),
) as Record<SpaceKey, { gap: string; vars: Record<string, string> }>;

export const grid = recipe({
  base: {
    display: 'grid',
    minWidth: 0,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    vars: { [minItemWidthVar]: '12rem' },
  },
  variants: {
    gap: gaps,
    layout: {
      // At most `columns` equal tracks, fewer whenever a track would be narrower than the
      // minimum item width: responsive to the container with no media query.
      columns: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${minItemWidthVar}, (100% - (${columnsVar} - 1) * ${gapVar}) / ${columnsVar})), 1fr))`,
      },
      // As many tracks as fit at the minimum item width.
      fluid: {
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidthVar}), 1fr))`,
      },
    },
  },
  defaultVariants: { gap: '4', layout: 'fluid' },
});

export type GridVariants = NonNullable<RecipeVariants<typeof grid>>;
