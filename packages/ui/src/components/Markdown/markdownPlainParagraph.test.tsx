import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderParsedMarkdown, type RenderContext } from './Markdown';
import { isPlainParagraph } from './markdownRules';

const markup = (nodes: ReactNode[]) => renderToStaticMarkup(createElement('div', null, nodes));

/** Each text run wrapped, so a text the parser splits in two runs would render differently. */
const renderText = (text: string) => createElement('span', { 'data-run': '' }, text);

const contexts: RenderContext[] = [
  { headingLevel: 3, newTabLabel: '(opens in a new tab)', inline: false },
  { headingLevel: 3, newTabLabel: '(opens in a new tab)', inline: true },
  { headingLevel: 3, newTabLabel: '(opens in a new tab)', inline: false, renderText },
];

/** Plain texts of the demo data and the stories, and near misses of every rule. */
const plain = [
  'Neighbours turning lawns into food gardens. Try the goals, the chat, the resource board and the calendar.',
  'Meet at the community garden at 10. Gloves provided.',
  'Soup for everyone afterwards 🍲',
  'Welcome to Riverside Growers! The seeds arrive on Saturday.',
  "It's (almost) 100% well-being; isn't it? Yes + no - maybe",
  'Ünïcode wörds, ελληνικά, 日本語 and a family 👩‍👩‍👧 👍🏽 ❤️',
  'localhost',
  'x',
];

const notPlain = [
  '',
  ' leading space',
  'trailing space ',
  'two\nlines',
  'tab\there',
  '1. a list',
  '- a list',
  '# heading',
  '> quote',
  '**bold**',
  'snake_case',
  'a `code` span',
  'a [link](https://example.org)',
  'www.example.org',
  'example.org',
  'e.g. this',
  'mail me@example.org',
  'see https://example.org',
  'see //example.org',
  'fish &amp; chips',
  '<b>html</b>',
  '~~gone~~',
  'back\\slash',
  'a | table',
  'ends with an ellipsis...',
];

describe('plain paragraphs, rendered without the parser', () => {
  it('knows a plain paragraph from a text that may hold Markdown or a link', () => {
    for (const text of plain) expect(isPlainParagraph(text), text).toBe(true);
    for (const text of notPlain) expect(isPlainParagraph(text), text).toBe(false);
  });

  it('renders a plain paragraph exactly as the parser would, in every rendering', () => {
    for (const context of contexts) {
      for (const text of plain) {
        expect(markup(renderMarkdown(text, context)), text).toBe(
          markup(renderParsedMarkdown(text, context)),
        );
      }
    }
  });

  it('renders random plain paragraphs as the parser would', () => {
    const alphabet = [...'aZé9 ,;\'"?!()%+-.🍲ß'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed;
    };
    let tried = 0;
    for (let i = 0; i < 3_000; i++) {
      const length = 1 + (next() % 24);
      const text = Array.from({ length }, () => alphabet[next() % alphabet.length] as string).join(
        '',
      );
      if (!isPlainParagraph(text)) continue;
      tried++;
      for (const context of contexts) {
        expect(markup(renderMarkdown(text, context)), text).toBe(
          markup(renderParsedMarkdown(text, context)),
        );
      }
    }
    expect(tried).toBeGreaterThan(100);
  });
});
