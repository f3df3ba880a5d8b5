import { clsx } from 'clsx';
import type Token from 'markdown-it/lib/token.mjs';
import {
  createElement,
  forwardRef,
  Fragment,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useMemo,
} from 'react';
import { Link } from '../Link/Link';
import { markdown, markdownInline, markdownSize } from './Markdown.css';
import { isMarkdownLinkAllowed, isPlainParagraph, markdownParser } from './markdownRules';
import { useLocale } from '../Theme/LocaleProvider';

/** The `rel` of every link a Markdown text makes: the words are the writer's, not the site's. */
export const MARKDOWN_LINK_REL = 'nofollow ugc noopener';

export const markdownHeadingLevels = [2, 3, 4, 5, 6] as const;

export const markdownSizes = ['sm', 'md', 'lg'] as const;

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The Markdown text to show. Raw HTML in it is shown as text, never as markup. */
  children: string;
  /**
   * The heading level a `#` heading renders as, so a text's headings sit below the page's own
   * (`##` one level lower, and so on, never past `h6`). @default 3
   */
  headingLevel?: (typeof markdownHeadingLevels)[number];
  /** The body text's size. @default 'md' */
  size?: (typeof markdownSizes)[number];
  /** Words for screen readers after each link (links open in a new tab). @default '(opens in a new tab)' */
  newTabLabel?: string;
  /**
   * A short, one-paragraph rendering for lists and cards (e.g. a community's description on a
   * card that is itself a link): only emphasis and inline code keep their markup; headings,
   * paragraphs, list items and quotes become plain text run together, links become their text
   * (no link inside a link), and the whole is a `<span>` clamped to three lines, so it fits
   * inside a `<p>`; it takes the surrounding font (`size` does not apply). @default false
   */
  inline?: boolean;
  /**
   * Renders each run of plain text outside links and code (e.g. `@name` mentions as links to
   * profiles); the text itself by default. Not used by an `inline` rendering (no link inside a
   * link there).
   */
  renderText?: (text: string) => ReactNode;
}

/** Elements a token may become; any other token renders its text only. */
const BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 's']);

/** The elements an inline rendering keeps (phrasing content only). */
const INLINE = new Set(['strong', 'em', 's']);

interface Node {
  token: Token | null;
  children: ReactNode[];
}

function headingTag(tag: string, base: number): string {
  const level = Number(tag.slice(1));
  return `h${Math.min(6, base + level - 1)}`;
}

function renderLeaf(token: Token, key: number, context: RenderContext): ReactNode {
  switch (token.type) {
    case 'text':
      if (context.renderText && !context.inline && !context.inLink)
        return <Fragment key={key}>{context.renderText(token.content)}</Fragment>;
      return token.content;
    case 'softbreak':
    case 'hardbreak':
      // A line break as typed stays a line break: members write lines, not reflowed prose.
      return context.inline ? ' ' : <br key={key} />;
    case 'hr':
      return context.inline ? ' ' : <hr key={key} />;
    case 'code_inline':
      return <code key={key}>{token.content}</code>;
    case 'code_block':
    case 'fence':
      if (context.inline) return <code key={key}>{token.content.trim()}</code>;
      return (
        <pre key={key}>
          <code>{token.content}</code>
        </pre>
      );
    case 'inline':
      return renderTokens(token.children ?? [], context);
    default:
      // Nothing else is enabled; whatever it is, only its text shows.
      return token.content;
  }
}

export interface RenderContext {
  headingLevel: number;
  newTabLabel: string;
  inline: boolean;
  renderText?: ((text: string) => ReactNode) | undefined;
  /** Inside a link's text (set while rendering it). */
  inLink?: boolean;
}

/** A node of an inline rendering: emphasis keeps its element, a block ends with a space. */
function closeInline(node: Node, key: number): ReactNode {
  const token = node.token as Token;
  if (INLINE.has(token.tag)) return createElement(token.tag, { key }, node.children);
  if (token.block) return [...node.children, ' '];
  return node.children; // a link: its text only
}

function close(node: Node, key: number, context: RenderContext): ReactNode {
  const token = node.token;
  if (token === null) return node.children;
  if (context.inline) return closeInline(node, key);
  if (token.hidden) return node.children; // a tight list's paragraph: its text only
  if (token.type === 'link_open') {
    const href = token.attrGet('href');
    if (!isMarkdownLinkAllowed(href)) return node.children;
    return (
      <Link
        key={key}
        href={href}
        external
        rel={MARKDOWN_LINK_REL}
        newTabLabel={context.newTabLabel}
      >
        {node.children}
      </Link>
    );
  }
  if (/^h[1-6]$/.test(token.tag)) {
    return createElement(headingTag(token.tag, context.headingLevel), { key }, node.children);
  }
  if (token.tag === 'ol') {
    const start = Number(token.attrGet('start') ?? '1');
    return (
      <ol key={key} start={Number.isSafeInteger(start) && start !== 1 ? start : undefined}>
        {node.children}
      </ol>
    );
  }
  if (BLOCKS.has(token.tag)) return createElement(token.tag, { key }, node.children);
  return node.children;
}

function renderTokens(tokens: readonly Token[], context: RenderContext): ReactNode[] {
  const stack: Node[] = [{ token: null, children: [] }];
  tokens.forEach((token, index) => {
    const top = stack[stack.length - 1] as Node;
    if (token.nesting === 1) {
      stack.push({ token, children: [] });
    } else if (token.nesting === -1) {
      const node = stack.length > 1 ? (stack.pop() as Node) : top;
      (stack[stack.length - 1] as Node).children.push(close(node, index, context));
    } else {
      const inLink = stack.some((node) => node.token?.type === 'link_open');
      top.children.push(renderLeaf(token, index, inLink ? { ...context, inLink } : context));
    }
  });
  // Unclosed tokens (not produced by the parser, but never trusted): their text only.
  while (stack.length > 1) {
    const node = stack.pop() as Node;
    (stack[stack.length - 1] as Node).children.push(...node.children);
  }
  return (stack[0] as Node).children;
}

/**
 * A text's rendering: the parser's tokens as elements, or, for one paragraph of plain words
 * (`isPlainParagraph`), the same elements without the parser.
 */
export function renderMarkdown(text: string, context: RenderContext): ReactNode[] {
  if (!isPlainParagraph(text)) return renderParsedMarkdown(text, context);
  // As the tokens paragraph_open (0), inline (1) with one text token (0), paragraph_close (2) render.
  const words =
    context.renderText && !context.inline ? (
      <Fragment key={0}>{context.renderText(text)}</Fragment>
    ) : (
      text
    );
  return context.inline ? [[[words], ' ']] : [createElement('p', { key: 2 }, [[words]])];
}

/** {@link renderMarkdown} always through the parser (the tests compare the two). */
export function renderParsedMarkdown(text: string, context: RenderContext): ReactNode[] {
  return renderTokens(markdownParser().parse(text, {}), context);
}

/**
 * Shows a member's Markdown text safely: headings, emphasis, lists, quotes, links and code, with
 * bare URLs turned into links. It never uses `innerHTML`: the text is parsed into tokens and only
 * an allow-list of elements is built from them, so raw HTML stays text, and a link is made only
 * for an absolute `http(s):` or `mailto:` target (anything else stays text). Every link opens in a
 * new tab with `rel="nofollow ugc noopener"`.
 */
export const Markdown = forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(
  {
    children,
    headingLevel = 3,
    size = 'md',
    newTabLabel: newTabLabelProp,
    inline = false,
    renderText,
    className,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const newTabLabel = newTabLabelProp ?? labels.opensInNewTab;
  const rendered = useMemo(
    () => renderMarkdown(children, { headingLevel, newTabLabel, inline, renderText }),
    [children, headingLevel, newTabLabel, inline, renderText],
  );
  if (inline) {
    return (
      // The ref is the `<div>`'s for the block rendering; a span's element is an HTMLElement too.
      <span
        ref={ref as unknown as Ref<HTMLSpanElement>}
        className={clsx(markdownInline, className)}
        {...(rest as HTMLAttributes<HTMLSpanElement>)}
      >
        {rendered}
      </span>
    );
  }
  return (
    <div ref={ref} className={clsx(markdown, markdownSize[size], className)} {...rest}>
      {rendered}
    </div>
  );
});
