import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.sunken,
    verticalAlign: 'middle',
    userSelect: 'none',
    boxShadow: `0 0 0 2px ${vars.color.surface.raised}`,
  },
  variants: {
    size: {
      sm: { width: '2rem', height: '2rem', fontSize: vars.fontSize.xs },
      md: { width: '2.5rem', height: '2.5rem', fontSize: vars.fontSize.sm },
      lg: { width: '3.5rem', height: '3.5rem', fontSize: vars.fontSize.lg },
      xl: { width: '5rem', height: '5rem', fontSize: vars.fontSize['2xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  letterSpacing: '0.02em',
});

/** Soft background + matching text pairs; one is picked from the name so it never changes. */
export const tone = styleVariants({
  moss: { backgroundColor: vars.color.accent.soft, color: vars.color.accent.text },
  sky: { backgroundColor: vars.color.info.soft, color: vars.color.info.text },
  clay: { backgroundColor: vars.color.danger.soft, color: vars.color.danger.text },
  wheat: { backgroundColor: vars.color.warning.soft, color: vars.color.warning.text },
  leaf: { backgroundColor: vars.color.success.soft, color: vars.color.success.text },
});
