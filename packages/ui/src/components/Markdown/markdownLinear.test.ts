/**
 * No Markdown text freezes a reader's page (issue 41): the dialect's parser (markdown-it, nesting
 * capped at 100 levels by its `default` preset) reads a 20,000-character pathological text, the
 * longest a blog post may be, in well under a second, and so does the plain-text reading of lists
 * and titles. A quadratic reading would take seconds (20,000² steps).
 */
import { describe, expect, it } from 'vitest';
import { createMarkdownParser, markdownPlainText } from './markdownRules';

const LENGTH = 20_000;
/** A few times what the slowest case takes (about 70 ms), in CPU time (a busy machine cannot move it). */
const BUDGET_MS = 250;

const fill = (unit: string, length = LENGTH) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Texts that make Markdown parsers backtrack: unclosed brackets, emphasis, links, nesting. */
const PATHOLOGICAL: Readonly<Record<string, string>> = {
  'open brackets': fill('['),
  'open double brackets': fill('[['),
  'image openers': fill('!['),
  'link openers': fill('[a]('),
  'unclosed link titles': fill('[a](b "'),
  'brackets, then one link': `${fill('[', LENGTH - 6)}a](b)`,
  'nested link texts': `${fill('[a', LENGTH - 4_000)}${fill('](b)', 4_000)}`,
  'reference definitions': fill('[a]: b\n'),
  'stars around one word': `${'*'.repeat(LENGTH / 2 - 1)}a${'*'.repeat(LENGTH / 2)}`,
  'emphasis openers': fill('**a'),
  'mixed emphasis': fill('*a _b **c __d '),
  'stars and underscores': fill('*_'),
  'strikethrough marks': fill('~~a'),
  'backtick runs': Array.from({ length: 199 }, (_, i) => '`'.repeat(i)).join('a'),
  'quotes in quotes': fill('>'),
  'quoted lists': fill('> - '),
  'nested lists': Array.from({ length: 1_000 }, (_, i) => `${' '.repeat((i * 2) % 200)}- a`).join(
    '\n',
  ),
  'bare links': fill('http://a.'),
  'www. addresses': fill('www.'),
  'e-mail addresses': fill('a@b.'),
  'angle brackets': fill('<http://'),
  entities: fill('&#'),
  backslashes: fill('\\'),
  'line breaks and spaces': fill(' \n'),
};

/** Milliseconds of this process's CPU that `work` took: the wall clock of a shared machine stretches. */
function took(work: () => unknown): number {
  const started = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

describe('reading Markdown', () => {
  const parser = createMarkdownParser();

  it(`parses every ${LENGTH}-character pathological text in under ${BUDGET_MS} ms`, () => {
    parser.parse('warm *up*', {});
    for (const [name, text] of Object.entries(PATHOLOGICAL))
      expect(
        took(() => parser.parse(text, {})),
        name,
      ).toBeLessThan(BUDGET_MS);
  });

  it(`reads every one as plain text in under ${BUDGET_MS} ms`, () => {
    markdownPlainText('warm *up*');
    for (const [name, text] of Object.entries(PATHOLOGICAL))
      expect(
        took(() => markdownPlainText(text)),
        name,
      ).toBeLessThan(BUDGET_MS);
  });
});
