import { describe, expect, it } from 'vitest';
import { markdownPlainText } from './markdownRules';

describe('markdownPlainText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      markdownPlainText(
        '# Seed *swap*\n\nBring **tomatoes** and [beans](https://example.org), `jars` too.\n\n- one\n- two\n\n> quoted\n',
      ),
    ).toBe('Seed swap\nBring tomatoes and beans, jars too.\none\ntwo\nquoted');
  });

  it('keeps each typed line and code line, drops blank lines and extra spaces', () => {
    expect(markdownPlainText('first   line\nsecond line\n\n\n```\nlet a = 1;\n```')).toBe(
      'first line\nsecond line\nlet a = 1;',
    );
  });

  it('shows raw HTML and entities as text, never a link target', () => {
    expect(markdownPlainText('<b>hi</b> &amp; [x](javascript:alert(1))')).toBe(
      '<b>hi</b> & [x](javascript:alert(1))',
    );
    expect(markdownPlainText('see https://example.org/a')).toBe('see https://example.org/a');
  });

  it('is empty for a text of markup only', () => {
    expect(markdownPlainText('---\n\n   \n')).toBe('');
  });
});
