import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../Field/Field.css';

export const group = recipe({
  base: {
    display: 'inline-flex',
    alignSelf: 'flex-start',
    flexWrap: 'wrap',
    gap: vars.space['1'],
    padding: vars.space['1'],
    maxWidth: '100%',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: vars.color.surface.sunken,
  },
  variants: {
    fullWidth: { true: { display: 'flex', alignSelf: 'stretch', width: '100%' } },
  },
});

export const segment = recipe({
  base: {
    all: 'unset',
    boxSizing: 'border-box',
    flex: '1 1 auto',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled]):not([data-state="checked"])': {
        backgroundColor: vars.color.surface.raised,
        color: vars.color.text.primary,
      },
      '&:focus-visible': { ...focusRing, outlineOffset: '1px' },
      '&[data-state="checked"]': {
        backgroundColor: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
        boxShadow: vars.shadow.sm,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '40px', padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({ lineHeight: 1 });
