import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

type SpaceKey = keyof typeof vars.space;
const spaceKeys = Object.keys(vars.space) as SpaceKey[];

function spaceVariants<T>(toStyle: (value: string) => T): Record<SpaceKey, T> {
  return Object.fromEntries(spaceKeys.map((key) => [key, toStyle(vars.space[key])])) as Record<
    SpaceKey,
    T
  >;
}

export const box = recipe({
  base: { minWidth: 0 },
  variants: {
    padding: spaceVariants((v) => ({ padding: v })),
    paddingX: spaceVariants((v) => ({ paddingInline: v })),
    paddingY: spaceVariants((v) => ({ paddingBlock: v })),
    background: {
      canvas: { backgroundColor: vars.color.surface.canvas, color: vars.color.text.primary },
      raised: { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary },
      sunken: { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary },
      accentSoft: { backgroundColor: vars.color.accent.soft, color: vars.color.text.primary },
    },
    radius: {
      none: { borderRadius: vars.radius.none },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      full: { borderRadius: vars.radius.full },
    },
    border: {
      true: { border: `1px solid ${vars.color.border.subtle}` },
    },
    shadow: {
      sm: { boxShadow: vars.shadow.sm },
      md: { boxShadow: vars.shadow.md },
      lg: { boxShadow: vars.shadow.lg },
    },
  },
});

export type BoxVariants = NonNullable<RecipeVariants<typeof box>>;
