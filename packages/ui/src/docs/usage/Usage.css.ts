import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const usage = style({
  fontFamily: vars.font.body,
  color: vars.color.text.primary,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space['6'],
});

export const examples = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space['4'],
  margin: `${vars.space['4']} 0`,
});

const exampleBase = style({
  margin: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderTopWidth: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  overflow: 'hidden',
});

export const example = styleVariants({
  do: [exampleBase, { borderTopColor: vars.color.success.solid }],
  dont: [exampleBase, { borderTopColor: vars.color.danger.solid }],
});

export const exampleCanvas = style({
  padding: vars.space['4'],
  background: vars.color.surface.canvas,
});

export const exampleCaption = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
});

export const verdict = styleVariants({
  do: { fontWeight: vars.fontWeight.bold, color: vars.color.success.text },
  dont: { fontWeight: vars.fontWeight.bold, color: vars.color.danger.text },
});
