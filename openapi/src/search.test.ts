import { describe, expect, it } from 'vitest';
import {
  checkTags,
  frenchStem,
  germanStem,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_MAX,
  markSearch,
  matchesSearch,
  normaliseTag,
  partsFromHeadlines,
  SEARCH_DETAILS,
  searchPassage,
  searchTerms,
  searchWords,
  stemWord,
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

  it('matches words in any case, all of them, by their stems too (issue 45)', () => {
    expect(matchesSearch(text, 'seedlings')).toBe(true);
    expect(matchesSearch(text, 'SEEDLINGS windowsill')).toBe(true);
    expect(matchesSearch(text, 'seedling windowsills')).toBe(true);
    expect(matchesSearch(text, 'seedlings compost')).toBe(false);
    expect(matchesSearch('I grow tomatoes', 'tomato')).toBe(true);
    expect(matchesSearch('Who has seed potatoes?', 'potato')).toBe(true);
    expect(matchesSearch('A tomato', 'tomatoes')).toBe(true);
    expect(matchesSearch('Gardening all day', 'garden')).toBe(true);
    expect(matchesSearch('A tomato', 'potato')).toBe(false);
  });

  it('reads the last plain word as a prefix while it is typed', () => {
    expect(matchesSearch('I grow tomatoes', 'tomat')).toBe(true);
    expect(matchesSearch('I grow tomatoes', 'tomat grow')).toBe(false);
    expect(matchesSearch('I grow tomatoes', 'grow tomat')).toBe(true);
    expect(matchesSearch('I grow tomatoes', '"tomat"')).toBe(false);
    // A left-out word is a whole word.
    expect(matchesSearch('I grow tomatoes', 'grow -tomat')).toBe(true);
    expect(searchTerms('a or b').at(-1)?.[0]?.prefix).toBe(true);
    expect(
      searchTerms('a or')
        .flat()
        .some((term) => term.prefix),
    ).toBe(false);
  });

  it('stems the common English endings', () => {
    const pairs = [
      ['tomatoes', 'tomato'],
      ['potatoes', 'potato'],
      ['gardens', 'garden'],
      ['gardening', 'garden'],
      ['berries', 'berry'],
      ['planted', 'plant'],
      ['running', 'run'],
      ['horses', 'horse'],
    ];
    for (const [a = '', b = ''] of pairs) expect(stemWord(a), a).toBe(stemWord(b));
    expect(stemWord('glass')).toBe('glass');
  });

  it('stems German and French in a member’s chosen language, as Snowball does (issue 45)', () => {
    // The stems PostgreSQL's german and french configurations give these words.
    const german = {
      tomaten: 'tomat',
      tomate: 'tomat',
      gärten: 'gart',
      garten: 'gart',
      kartoffeln: 'kartoffel',
      äpfel: 'apfel',
      blumen: 'blum',
      bäumen: 'baum',
      häusern: 'haus',
      gießen: 'giess',
      erdbeeren: 'erdbe',
      ergebnisse: 'ergebnis',
      gartens: 'gart',
    };
    for (const [word, stem] of Object.entries(german)) expect(germanStem(word), word).toBe(stem);
    const french = {
      tomates: 'tomat',
      tomate: 'tomat',
      jardins: 'jardin',
      jardinage: 'jardinag',
      chevaux: 'cheval',
      bateaux: 'bateau',
      pommes: 'pomm',
      légumes: 'légum',
      arbres: 'arbre',
      cerises: 'ceris',
    };
    for (const [word, stem] of Object.entries(french)) expect(frenchStem(word), word).toBe(stem);

    expect(matchesSearch('Eine Tomate', 'Tomaten', 'german')).toBe(true);
    expect(matchesSearch('Drei Gärten', 'Garten', 'german')).toBe(true);
    expect(matchesSearch('Kartoffel und Basilikum', 'kartoffeln basilikum', 'german')).toBe(true);
    expect(matchesSearch('Eine Tomate', 'Tomaten', 'english')).toBe(false);
    expect(matchesSearch('Un cheval', 'chevaux', 'french')).toBe(true);
    expect(matchesSearch('Des tomates au jardin', 'tomate jardins', 'french')).toBe(true);
    expect(matchesSearch('Un cheval', 'chevaux', 'german')).toBe(false);
    expect(markSearch('Drei Gärten.', 'garten', 'german')).toEqual([
      { text: 'Drei ', match: false },
      { text: 'Gärten', match: true },
      { text: '.', match: false },
    ]);
  });

  it('reads phrases, or and -word', () => {
    expect(matchesSearch(text, '"on the windowsill"')).toBe(true);
    expect(matchesSearch(text, '"sprouted seedlings"')).toBe(false);
    // Stemmed, a phrase's stop words are left out at its ends, any word inside it.
    expect(matchesSearch(text, '"windowsill the"')).toBe(true);
    expect(matchesSearch(text, '"seedlings in the windowsill"')).toBe(true);
    expect(matchesSearch(text, 'compost or sprouted')).toBe(true);
    expect(matchesSearch(text, 'seedlings -sprouted')).toBe(false);
    expect(matchesSearch(text, '-compost')).toBe(true);
  });

  it('matches nothing with a query without words', () => {
    expect(matchesSearch(text, '!!!')).toBe(false);
    expect(matchesSearch(text, '"')).toBe(false);
  });
});

describe('search highlights', () => {
  it('mark the words a query names, exactly, by stem or prefix', () => {
    expect(markSearch('Seed potatoes, and a potato.', 'potato')).toEqual([
      { text: 'Seed ', match: false },
      { text: 'potatoes', match: true },
      { text: ', and a ', match: false },
      { text: 'potato', match: true },
      { text: '.', match: false },
    ]);
    expect(markSearch('My tomatoes', 'tomat')).toEqual([
      { text: 'My ', match: false },
      { text: 'tomatoes', match: true },
    ]);
  });

  it('read ts_headline answers, a character marked when any marks it', () => {
    expect(partsFromHeadlines(['a \uE000bc\uE001 d', '\uE000a\uE001 bc d'])).toEqual([
      { text: 'a', match: true },
      { text: ' ', match: false },
      { text: 'bc', match: true },
      { text: ' d', match: false },
    ]);
  });

  it('cut a passage around the first match, Markdown left out', () => {
    const words = Array.from({ length: 50 }, (_, i) => `w${i}`);
    words[20] = '**tomatoes**';
    const passage = searchPassage(markSearch(`# Title\n\n${words.join(' ')}`, 'tomato'));
    expect(passage[0]).toEqual({ text: '… w12 w13 w14 w15 w16 w17 w18 w19 ', match: false });
    expect(passage[1]).toEqual({ text: 'tomatoes', match: true });
    expect(passage.at(-1)?.text.endsWith('w41 …')).toBe(true);
    expect(searchPassage(markSearch('- one\n- *two*', 'x'))).toEqual([
      { text: 'one two', match: false },
    ]);
  });
});
