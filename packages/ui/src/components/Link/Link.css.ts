import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.text.link,
    fontWeight: vars.fontWeight.medium,
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transition: `color ${vars.motion.fast} ${vars.motion.easing}, text-decoration-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      // In running text: always underlined so it is not told apart by colour alone.
      inline: { textDecorationLine: 'underline' },
      // Navigation and "Back to …" links standing on their own.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space['1'],
        minHeight: '24px',
        textDecorationLine: 'none',
        selectors: { '&:hover': { textDecorationLine: 'underline' } },
      },
    },
    tone: {
      accent: {},
      neutral: { color: vars.color.text.primary },
    },
  },
  defaultVariants: { variant: 'inline', tone: 'accent' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalMark = style({
  display: 'inline-block',
  marginInlineStart: '0.15em',
  fontSize: '0.85em',
  textDecoration: 'none',
});

/** An unsafe `href` renders its text plainly, in the surrounding colour. */
export const plain = style({ color: 'inherit' });
