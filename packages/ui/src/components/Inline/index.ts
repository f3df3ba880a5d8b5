export { Inline, inlineAlignments, inlineJustifications, type InlineProps } from './Inline';
