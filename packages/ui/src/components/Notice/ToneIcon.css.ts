import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const toneColors = {
  success: vars.color.success,
  error: vars.color.danger,
  info: vars.color.info,
  warning: vars.color.warning,
} as const;

/** The disc takes the tone's solid colour; the mark inside is cut out in its soft colour. */
export const toneIcon = recipe({
  base: { flexShrink: 0, display: 'block' },
  variants: {
    tone: {
      success: { color: toneColors.success.solid },
      error: { color: toneColors.error.solid },
      info: { color: toneColors.info.solid },
      warning: { color: toneColors.warning.solid },
    },
  },
});

export const mark = recipe({
  variants: {
    tone: {
      success: { stroke: toneColors.success.soft, fill: 'none' },
      error: { stroke: toneColors.error.soft, fill: 'none' },
      info: { stroke: toneColors.info.soft, fill: toneColors.info.soft },
      warning: { stroke: toneColors.warning.soft, fill: toneColors.warning.soft },
    },
  },
});

export const dot = style({ stroke: 'none' });
