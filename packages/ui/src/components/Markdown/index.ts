export {
  Markdown,
  MARKDOWN_LINK_REL,
  markdownHeadingLevels,
  markdownSizes,
  type MarkdownProps,
} from './Markdown';
export { isMarkdownLinkAllowed, markdownPlainText } from './markdownRules';
