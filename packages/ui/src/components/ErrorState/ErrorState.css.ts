import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const errorPanel = style({ borderStyle: 'solid', borderColor: vars.color.border.subtle });

export const errorBadge = style({
  backgroundColor: vars.color.danger.soft,
  color: vars.color.danger.solid,
});
