/** The blog list's excerpt (spec 2 §2 /blog, §9: the first 100 characters and an ellipsis). */
import { describe, expect, it } from 'vitest';
import { BLOG_EXCERPT_LENGTH, excerpt } from '../src';

/** What a reader counts as characters. */
const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;

describe('excerpt', () => {
  it('keeps a short text whole, without an ellipsis', () => {
    expect(excerpt('Bring seeds, take seeds.')).toBe('Bring seeds, take seeds.');
    expect(excerpt('x'.repeat(BLOG_EXCERPT_LENGTH))).toBe('x'.repeat(100));
  });

  it('shows at most 100 characters, then "…"', () => {
    const long = 'word '.repeat(60);
    const cut = excerpt(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(graphemes(cut) - 1).toBeLessThanOrEqual(100);
    expect(graphemes(cut) - 1).toBeGreaterThan(90);
  });

  it('never cuts a word in half', () => {
    const text =
      'Forty neighbours, six raised beds and one very patient pizza oven. On Saturday we turned an empty lot on Mill Street into a garden.';
    const cut = excerpt(text);
    expect(cut).toBe(
      'Forty neighbours, six raised beds and one very patient pizza oven. On Saturday we turned an empty…',
    );
    expect(excerpt('Forty neighbours, six raised beds', 20)).toBe('Forty neighbours,…');
    // The word ends exactly at the limit: nothing to take back.
    expect(excerpt('Forty neighbours gathered', 16)).toBe('Forty neighbours…');
  });

  it('cuts a single word longer than the limit at the limit', () => {
    expect(excerpt('a'.repeat(150))).toBe(`${'a'.repeat(100)}…`);
  });

  it('never cuts an emoji in half (skin tones, families, flags)', () => {
    const emoji = ['👍🏽', '👨‍👩‍👧', '🇳🇿', '🌱'];
    for (const one of emoji) {
      const cut = excerpt(one.repeat(120));
      expect(cut).toBe(`${one.repeat(100)}…`);
    }
    expect(excerpt(`${'a'.repeat(99)}👨‍👩‍👧 and more`)).toBe(`${'a'.repeat(99)}👨‍👩‍👧…`);
  });

  it('puts the text on one line (paragraphs and line breaks become spaces)', () => {
    expect(excerpt('First paragraph.\n\nSecond line\r\nthird.  ')).toBe(
      'First paragraph. Second line third.',
    );
  });
});
