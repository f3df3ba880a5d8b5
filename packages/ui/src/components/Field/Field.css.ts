import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * The outline of form controls. `border.strong` alone is under the 3:1 non-text contrast that
 * WCAG 1.4.11 asks of a control's boundary on the light canvas and sunken surfaces (2.88 and 2.59),
 * so it is mixed with `text.secondary`: at least 3.6:1 on every surface in both themes.
 */
export const controlBorder = `color-mix(in srgb, ${vars.color.border.strong} 60%, ${vars.color.text.secondary})`;

export const focusRing = {
  outline: `3px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

/** The look shared by text inputs, text areas, selects and the stepper's number input. */
export const control = recipe({
  base: {
    display: 'block',
    width: '100%',
    minWidth: 0,
    margin: 0,
    border: `1px solid ${controlBorder}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text.secondary },
      '&:focus-visible': {
        ...focusRing,
        outlineOffset: '1px',
        borderColor: vars.color.accent.solid,
      },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.danger.solid,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger.solid}`,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surface.sunken,
        color: vars.color.text.secondary,
        opacity: 0.75,
      },
    },
  },
  variants: {
    size: {
      sm: {
        minHeight: '36px',
        padding: `${vars.space['1']} ${vars.space['3']}`,
        fontSize: vars.fontSize.sm,
      },
      md: { minHeight: '44px', padding: `${vars.space['2']} ${vars.space['3']}` },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['1'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const requiredMark = style({
  color: vars.color.danger.text,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  marginTop: `calc(${vars.space['1']} * -1)`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger.text,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });
