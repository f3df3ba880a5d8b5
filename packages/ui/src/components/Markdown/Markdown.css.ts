import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const markdown = style({
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const markdownSize = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
});

globalStyle(`${markdown} :is(p, ul, ol, blockquote, pre, h1, h2, h3, h4, h5, h6, hr)`, {
  marginBlock: 0,
});
// Blocks a line apart (declared after the reset, at the same specificity, so it wins).
globalStyle(`${markdown} > * + :is(p, ul, ol, blockquote, pre, h1, h2, h3, h4, h5, h6, hr)`, {
  marginBlockStart: vars.space['3'],
});
globalStyle(`${markdown} :is(li > ul, li > ol)`, { marginBlockStart: vars.space['1'] });
globalStyle(`${markdown} :is(ul, ol)`, { paddingInlineStart: vars.space['6'] });
globalStyle(`${markdown} :is(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${markdown} h1, ${markdown} h2, ${markdown} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${markdown} h4, ${markdown} h5, ${markdown} h6`, { fontSize: vars.fontSize.md });
globalStyle(`${markdown} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
});
globalStyle(`${markdown} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  backgroundColor: vars.color.surface.sunken,
  borderRadius: vars.radius.sm,
  paddingInline: '0.25em',
});
globalStyle(`${markdown} pre`, {
  overflowX: 'auto',
  padding: vars.space['3'],
  backgroundColor: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre',
});
globalStyle(`${markdown} pre code`, { padding: 0, backgroundColor: 'transparent' });
globalStyle(`${markdown} hr`, {
  border: 0,
  borderBlockStart: `1px solid ${vars.color.border.strong}`,
});
// A text's own lists start at disc, wherever the text sits (even inside a list item of the page).
globalStyle(`${markdown} ul`, { listStyleType: 'disc' });
globalStyle(`${markdown} ul ul`, { listStyleType: 'circle' });
globalStyle(`${markdown} ul ul ul`, { listStyleType: 'square' });

/** The inline rendering (lists, cards): at most three lines, whatever the text's length. */
export const markdownInline = style({
  fontFamily: 'inherit',
  lineHeight: 'inherit',
  color: 'inherit',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});
globalStyle(`${markdownInline} code`, {
  fontFamily: vars.font.mono,
  fontSize: '0.9em',
  backgroundColor: vars.color.surface.sunken,
  borderRadius: vars.radius.sm,
  paddingInline: '0.25em',
});
