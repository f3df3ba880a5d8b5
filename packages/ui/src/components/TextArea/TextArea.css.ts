import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  resize: 'vertical',
  minHeight: '6rem',
  paddingBlock: vars.space['3'],
});
