import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toneMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger.soft,
  color: vars.color.danger.text,
  flexShrink: 0,
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});
