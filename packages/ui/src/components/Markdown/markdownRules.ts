import MarkdownIt from 'markdown-it';

/** The only schemes a Markdown link may use; any other link renders as its text. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * Whether a Markdown link target may become a link: an absolute `http:`, `https:` or `mailto:`
 * URL. Relative and protocol-relative (`//host`) targets, and every other scheme (`javascript:`,
 * `data:`, `vbscript:` …, however cased, encoded or padded with whitespace or control characters),
 * are refused. The URL parser reads the scheme the way a browser would.
 */
export function isMarkdownLinkAllowed(href: string | null | undefined): href is string {
  if (typeof href !== 'string' || href.trim() === '') return false;
  // A target must start with its scheme: no leading spaces or controls a browser would trim.
  if (!/^(https?:\/\/|mailto:)/i.test(href)) return false;
  try {
    return LINK_SCHEMES.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * The Markdown dialect: CommonMark's headings, emphasis, lists, quotes, links and code, plus
 * strikethrough and bare URLs as links. Raw HTML is never parsed as HTML (it stays text), images
 * and tables are off, and a link whose target `isMarkdownLinkAllowed` refuses stays text.
 */
export function createMarkdownParser(): MarkdownIt {
  const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false });
  md.disable(['image', 'table', 'html_block', 'html_inline']);
  md.validateLink = (url) => isMarkdownLinkAllowed(url);
  return md;
}
