/**
 * The server renders no Markdown (issue 41): a member's Markdown leaves it as written (the Atom
 * feed carries it as `type="text"`; the site's Markdown component renders it in the reader's
 * browser, packages/ui markdownLinear.test.ts). What the server does write from a member's words,
 * escaped XML and HTML (platform/markup.ts) and a post page's head (the excerpt, as a meta
 * description), runs in time linear in the text: a 20,000-character pathological text, the
 * longest a post may be, is written in under 100 ms. (The excerpt read every character of the post
 * with Intl.Segmenter, each step of which takes time in the length of the text on Node 20: 0.4 s
 * for every view of a 20,000-character post's page. It reads only a prefix now.)
 */
import { describe, expect, it } from 'vitest';
import { excerpt } from '@wegrow/contract/blog';
import { xmlText } from '../src/platform/markup';
import { withPageHead } from '../src/platform/site';
import { workMs } from './helpers/work-time';

const LENGTH = 20_000;
const BUDGET_MS = 100;

const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Texts of markup characters, characters XML forbids, spaces and grapheme clusters. */
const PATHOLOGICAL = ((length: number): Readonly<Record<string, string>> => ({
  'markup characters': fill(`<>&"'`, length),
  'forbidden characters': fill('\u0000\u0001\uFFFE\uD800', length),
  'a tag that never closes': `<title>${fill('a', length - 7)}`,
  'closing tags': fill('</title><meta name="description">', length),
  'spaces and line breaks': fill(' \n\t', length),
  'one long word': fill('a', length),
  'emoji with skin tones': fill('👍🏽', length),
  'a family of ZWJ sequences': fill('👨‍👩‍👧‍👦', length),
  'combining marks': `a${fill('\u0301', length - 1)}`,
  flags: fill('🇫🇷', length),
}))(LENGTH);

/** Milliseconds `work` took (helpers/work-time.ts: neither load nor other threads stretch it). */
const took = workMs;

const INDEX = '<!doctype html><html><head><title>WeGrow</title></head><body></body></html>';

describe('writing a member’s words into markup', () => {
  it(`escapes every pathological text of ${LENGTH} characters in under ${BUDGET_MS} ms`, () => {
    xmlText('warm <up>');
    for (const [name, text] of Object.entries(PATHOLOGICAL))
      expect(
        took(() => xmlText(text)),
        name,
      ).toBeLessThan(BUDGET_MS);
    expect(xmlText('<b a="1">&\u0000</b>')).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&lt;/b&gt;');
  });

  it(`writes a post page’s head from any ${LENGTH}-character post in under ${BUDGET_MS} ms`, () => {
    withPageHead(INDEX, { title: 'warm', description: excerpt('warm 👍🏽 up') });
    for (const [name, text] of Object.entries(PATHOLOGICAL)) {
      let html = '';
      const ms = took(() => {
        html = withPageHead(INDEX, { title: `${text} · WeGrow`, description: excerpt(text) });
      });
      expect(ms, name).toBeLessThan(BUDGET_MS);
      // One title and one description, whatever the text held.
      expect(html.match(/<title>/g), name).toHaveLength(1);
      expect(html.match(/<meta name="description"/g), name).toHaveLength(1);
    }
    // Still whole characters, cut at 100.
    expect(excerpt(fill('🇫🇷', LENGTH))).toBe(`${'🇫🇷'.repeat(100)}…`);
    expect(excerpt(fill('👨‍👩‍👧‍👦 ', LENGTH))).toBe(`${'👨‍👩‍👧‍👦 '.repeat(50).trimEnd()}…`);
    expect(excerpt(`a${fill('\u0301', LENGTH - 1)}`)).toHaveLength(LENGTH);
  });
});
