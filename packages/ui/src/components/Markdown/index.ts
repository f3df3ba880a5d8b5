export { Markdown, MARKDOWN_LINK_REL, markdownHeadingLevels, type MarkdownProps } from './Markdown';
export { isMarkdownLinkAllowed } from './markdownRules';
