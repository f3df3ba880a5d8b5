import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space['2'],
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-state=open]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: '40px',
    padding: `0 ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.accent.soft },
      '&[data-highlighted]:focus-visible': {
        outline: `2px solid ${vars.color.border.focus}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { color: vars.color.text.secondary, cursor: 'not-allowed', opacity: 0.7 },
    },
  },
  variants: {
    tone: {
      default: {},
      danger: {
        color: vars.color.danger.text,
        selectors: { '&[data-highlighted]': { backgroundColor: vars.color.danger.soft } },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type DropdownMenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const icon = style({
  display: 'inline-flex',
  width: '1.25rem',
  justifyContent: 'center',
  flexShrink: 0,
});

export const separator = style({
  height: '1px',
  margin: `${vars.space['2']} ${vars.space['1']}`,
  backgroundColor: vars.color.border.subtle,
});

export const label = style({
  padding: `${vars.space['2']} ${vars.space['3']} ${vars.space['1']}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
