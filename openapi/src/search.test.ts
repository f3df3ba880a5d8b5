import { describe, expect, it } from 'vitest';
import {
  checkTags,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_MAX,
  matchesSearch,
  normaliseTag,
  SEARCH_DETAILS,
  searchWords,
} from './search';

describe('journal tags', () => {
  it('are normalised: trimmed, one space, lower case', () => {
    expect(normaliseTag('  Good \t  Days ')).toBe('good days');
    expect(normaliseTag('ÉTÉ')).toBe('été');
  });

  it('keep the first of a repeated tag, in the order given', () => {
    expect(checkTags(['Garden', 'rest', 'garden '])).toEqual({
      ok: true,
      tags: ['garden', 'rest'],
    });
    expect(checkTags([])).toEqual({ ok: true, tags: [] });
  });

  it('refuse a blank, too long or odd tag, and too many', () => {
    expect(checkTags([' '])).toEqual({ ok: false, detail: SEARCH_DETAILS.tagEmpty });
    expect(checkTags(['x'.repeat(JOURNAL_TAG_MAX_LENGTH + 1)])).toEqual({
      ok: false,
      detail: SEARCH_DETAILS.tagTooLong,
    });
    expect(checkTags(['x'.repeat(JOURNAL_TAG_MAX_LENGTH)]).ok).toBe(true);
    for (const odd of ['a,b', '#tag', '<b>', 'a/b'])
      expect(checkTags([odd]), odd).toEqual({ ok: false, detail: SEARCH_DETAILS.tagCharacters });
    expect(checkTags(['self-care', 'to_do', 'week 3']).ok).toBe(true);
    const many = Array.from({ length: JOURNAL_TAGS_MAX + 1 }, (_, i) => `t${i}`);
    expect(checkTags(many)).toEqual({ ok: false, detail: SEARCH_DETAILS.tooManyTags });
  });
});

describe('the fakes’ full-text matcher', () => {
  const text = 'Morning pages: the Seedlings on the windowsill finally sprouted.';

  it('reads words as runs of letters and digits, lower case', () => {
    expect(searchWords('Grüße, B12-vitamin!')).toEqual(['grüße', 'b12', 'vitamin']);
  });

  it('matches whole words in any case, all of them', () => {
    expect(matchesSearch(text, 'seedlings')).toBe(true);
    expect(matchesSearch(text, 'SEEDLINGS windowsill')).toBe(true);
    expect(matchesSearch(text, 'seedling')).toBe(false);
    expect(matchesSearch(text, 'seedlings compost')).toBe(false);
  });

  it('reads phrases, or and -word', () => {
    expect(matchesSearch(text, '"on the windowsill"')).toBe(true);
    expect(matchesSearch(text, '"windowsill the"')).toBe(false);
    expect(matchesSearch(text, 'compost or sprouted')).toBe(true);
    expect(matchesSearch(text, 'seedlings -sprouted')).toBe(false);
    expect(matchesSearch(text, '-compost')).toBe(true);
  });

  it('matches nothing with a query without words', () => {
    expect(matchesSearch(text, '!!!')).toBe(false);
    expect(matchesSearch(text, '"')).toBe(false);
  });
});
