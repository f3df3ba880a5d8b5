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

let sharedParser: MarkdownIt | undefined;

/**
 * The one parser of the dialect, made at its first use: making it (markdown-it's rules, linkify-it's
 * patterns) is a few milliseconds of a page's load, paid only when a text needs it.
 */
export function markdownParser(): MarkdownIt {
  sharedParser ??= createMarkdownParser();
  return sharedParser;
}

/**
 * Whether a text is one paragraph of plain words that the parser would give back unchanged: one
 * line, starting with a letter and ending without a space, made of letters, digits, single-line
 * spaces, emoji and the punctuation `, ; ' " ? ! ( ) % - +`, with a full stop only before a space
 * or at the end. Nothing in it can open Markdown syntax (`*`, `_`, `` ` ``, `[`, `#`, `>`, `<`,
 * `&`, `~`, `\`, a list or heading marker) or become a link (no `:`, `/`, `@`, and no `word.word`
 * a bare domain needs). Such a text renders without the parser (the Markdown tests hold the two
 * renderings equal).
 */
export function isPlainParagraph(text: string): boolean {
  return PLAIN_PARAGRAPH.test(text) && !text.endsWith(' ');
}

const PLAIN_PARAGRAPH =
  /^\p{L}(?:[\p{L}\p{M}\p{N}\p{Extended_Pictographic} ,;'"?!()%+-]|\p{Emoji_Modifier}|\u200d|\.(?= |$))*$/u;

/**
 * A Markdown text as plain text, for excerpts and titles in lists: the words only, no markup (no
 * `#`, `*`, `>`, list markers or link targets; a link is its text, raw HTML its characters). Each
 * line as typed, heading, list item, quote line and code line is one line of the result; blank
 * lines are dropped and runs of spaces become one.
 */
export function markdownPlainText(text: string): string {
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    const words = line.replace(/\s+/gu, ' ').trim();
    if (words !== '') lines.push(words);
    line = '';
  };
  for (const token of markdownParser().parse(text, {})) {
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'softbreak' || child.type === 'hardbreak') flush();
        else if (child.type === 'text' || child.type === 'code_inline') line += child.content;
      }
    } else if (token.type === 'code_block' || token.type === 'fence') {
      for (const codeLine of token.content.split('\n')) {
        line += codeLine;
        flush();
      }
    } else if (token.nesting !== 1) {
      flush(); // the end of a block (or a rule)
    }
  }
  flush();
  return lines.join('\n');
}
