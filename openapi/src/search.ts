/**
 * Journal tags and full-text search (issues 33, 45): the rules the server and the MSW fakes share.
 * Tags are normalised and validated here on both sides. A query is read here into terms
 * (`searchTerms`: words, `"phrases"`, `or`, `-word`, the last word a prefix while typing); the
 * server turns them into a PostgreSQL `tsquery` in every language of `SEARCH_LANGUAGES` and in the
 * `simple` configuration, over each text's detected language and its exact words; the fakes decide
 * with `matchesSearch` (the exact words, a simple English stemmer, and small Spanish, German and
 * French stemmers for a member's chosen language). Both mark the matched words
 * (`SearchPart`s, never HTML) and cut the same passage (`searchPassage`).
 */

/** The most tags one journal entry carries. */
export const JOURNAL_TAGS_MAX = 10;
/** The longest tag, in characters, after normalising. */
export const JOURNAL_TAG_MAX_LENGTH = 30;

/** The `detail`s of a refused tag list (422), in the server's and the fakes' words. */
export const SEARCH_DETAILS = {
  tagEmpty: 'A tag must not be blank.',
  tagTooLong: `A tag has at most ${JOURNAL_TAG_MAX_LENGTH} characters.`,
  tagCharacters: 'A tag holds only letters, digits, spaces, - and _.',
  tooManyTags: `An entry has at most ${JOURNAL_TAGS_MAX} tags.`,
} as const;

const TAG_PATTERN = /^[\p{L}\p{N}_ -]+$/u;

/** A tag as it is stored and compared: trimmed, runs of spaces made one, lower case. */
export function normaliseTag(tag: string): string {
  return tag.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** The outcome of checking a tag list: the tags to store, or why it is refused. */
export type TagsCheck = { ok: true; tags: string[] } | { ok: false; detail: string };

/** Normalises a tag list, keeps the first of any repeated tag, and checks every rule. */
export function checkTags(tags: readonly string[]): TagsCheck {
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = normaliseTag(raw);
    if (tag === '') return { ok: false, detail: SEARCH_DETAILS.tagEmpty };
    if ([...tag].length > JOURNAL_TAG_MAX_LENGTH)
      return { ok: false, detail: SEARCH_DETAILS.tagTooLong };
    if (!TAG_PATTERN.test(tag)) return { ok: false, detail: SEARCH_DETAILS.tagCharacters };
    if (!kept.includes(tag)) kept.push(tag);
  }
  if (kept.length > JOURNAL_TAGS_MAX) return { ok: false, detail: SEARCH_DETAILS.tooManyTags };
  return { ok: true, tags: kept };
}

/** The languages whose stemming a search uses (PostgreSQL text search configurations). */
export const SEARCH_LANGUAGES = ['english', 'spanish', 'german', 'french'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/**
 * A member's search language (issue 45): `auto` reads each text in its detected language only; a
 * language also reads every text, and the query, in that language (a short Spanish note with no
 * stop words is detected as English: "limones" finds its "limón" once the member chose Spanish).
 */
export const SEARCH_LANGUAGE_CHOICES = ['auto', ...SEARCH_LANGUAGES] as const;
export type SearchLanguageChoice = (typeof SEARCH_LANGUAGE_CHOICES)[number];

/** The language a member chose, or null for `auto` (or anything else). */
export const chosenLanguage = (choice: string | null | undefined): SearchLanguage | null =>
  (SEARCH_LANGUAGES as readonly string[]).includes(choice ?? '')
    ? (choice as SearchLanguage)
    : null;

/** The words of a text as the `simple` configuration reads them: runs of letters and digits, lower case. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** One term of a query: a word or a phrase (its words in a row), left out with `-`. */
export interface SearchTerm {
  words: string[];
  negated: boolean;
  /** The query's last word, still being typed: it matches any word it begins. */
  prefix: boolean;
}

/**
 * A query read as `websearch_to_tsquery` reads it: groups joined by `or`, each a list of terms
 * that must all hold (a word or a quoted phrase, `-` before it to leave it out). The query's last
 * word, when it is a plain word (not in quotes, not left out), is a prefix: `tomat` finds
 * "tomatoes" while it is typed. A query without any word has no groups (it matches nothing).
 */
export function searchTerms(query: string): SearchTerm[][] {
  const groups: SearchTerm[][] = [[]];
  const pattern = /(-?)"([^"]*)"?|(-?)([^\s"]+)/gu;
  let last: SearchTerm | null = null;
  for (const match of query.matchAll(pattern)) {
    const phrase = match[2];
    const raw = match[4];
    const negated = (phrase !== undefined ? match[1] : match[3]) === '-';
    last = null;
    if (raw !== undefined && raw.toLowerCase() === 'or' && !negated) {
      groups.push([]);
      continue;
    }
    const words = searchWords(phrase ?? raw ?? '');
    if (words.length === 0) continue;
    const term: SearchTerm = { words, negated, prefix: false };
    groups[groups.length - 1]?.push(term);
    if (raw !== undefined && !negated && words.length === 1) last = term;
  }
  if (last) last.prefix = true;
  return groups.filter((group) => group.length > 0);
}

/**
 * PostgreSQL's English stop words (`english.stop`): the stemmed search leaves them out, as the
 * server's `english` configuration does (the exact words still find them).
 */
const ENGLISH_STOP_WORDS = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself ' +
    'she her hers herself it its itself they them their theirs themselves what which who whom ' +
    'this that these those am is are was were be been being have has had having do does did ' +
    'doing a an the and but if or because as until while of at by for with about against between ' +
    'into through during before after above below to from up down in out on off over under again ' +
    'further then once here there when where why how all any both each few more most other some ' +
    'such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/**
 * A word's stem for the fakes' search: a small English stemmer (plurals, -ing, -ed, a final e),
 * so that "tomato" and "tomatoes", "garden" and "gardens" or "gardening" meet, as the server's
 * Snowball stemmers make them meet. Not Snowball: only the common endings.
 */
export function stemWord(word: string): string {
  let stem = word.toLowerCase();
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 3 && stem.endsWith('s') && !/(?:ss|us|is)$/u.test(stem))
    stem = stem.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    const rest = stem.slice(0, -suffix.length);
    if (stem.endsWith(suffix) && rest.length >= 3 && /[aeiouy]/u.test(rest)) {
      stem = /([b-df-hj-km-np-rtv-xz])\1$/u.test(rest) ? rest.slice(0, -1) : rest;
      break;
    }
  }
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

/** A text's words as the stemmed search reads them: stems, a stop word a gap (null). */
const stemsOf = (words: readonly string[]) =>
  words.map((word) => (ENGLISH_STOP_WORDS.has(word) ? null : stemWord(word)));

/**
 * A word's Spanish stem for the fakes' search in a member's chosen language (issue 45): accents
 * left out, a plural's -es or -s, then a final vowel, so "limón" and "limones", "tomate" and
 * "tomates" meet as the server's Snowball stemmer makes them meet. Not Snowball: only these.
 */
export function spanishStem(word: string): string {
  let stem = word
    .toLowerCase()
    .normalize('NFD')
    .replace(/(?!\u0303)[\u0300-\u036f]/gu, '')
    .normalize('NFC');
  if (stem.length > 4 && /[^aeiou]es$/u.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && /[aeiou]s$/u.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && /[aeo]$/u.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

const GERMAN_VOWELS = 'aeiouyäöü';

/** Where Snowball's R1 begins: after the first non-vowel that follows a vowel. */
function regionAfter(word: string, vowels: string, from = 0): number {
  for (let i = from + 1; i < word.length; i += 1)
    if (!vowels.includes(word[i] ?? '') && vowels.includes(word[i - 1] ?? '')) return i + 1;
  return word.length;
}

/** The longest of `suffixes` that `word` ends with, at or after `region`. */
const suffixIn = (word: string, suffixes: readonly string[], region: number) =>
  suffixes
    .filter((suffix) => word.endsWith(suffix) && word.length - suffix.length >= region)
    .sort((a, b) => b.length - a.length)[0];

/**
 * A word's German stem for the fakes' search in a member's chosen language (issue 45): Snowball's
 * German steps 1 and 2 (the inflections: -e, -en, -er, -ern, -em, -es, -s, -est, -st, and -eln's
 * n), ß as ss and the umlauts left out, so "Tomate" and "Tomaten", "Garten" and "Gärten",
 * "Kartoffel" and "Kartoffeln" meet as the server's Snowball stemmer makes them meet. Not all of
 * Snowball: the derivations (-ung, -heit, -lich…) are kept.
 */
export function germanStem(word: string): string {
  let stem = word.toLowerCase().replace(/ß/gu, 'ss');
  const r1 = Math.max(3, regionAfter(stem, GERMAN_VOWELS));
  const first = suffixIn(stem, ['em', 'ern', 'er', 'e', 'en', 'es'], r1);
  if (first !== undefined) {
    stem = stem.slice(0, -first.length);
    if (['e', 'en', 'es'].includes(first) && stem.endsWith('niss')) stem = stem.slice(0, -1);
  } else if (stem.length - 1 >= r1 && /[bdfghklmnrt]s$/u.test(stem)) stem = stem.slice(0, -1);
  else if (stem.length - 1 >= r1 && stem.endsWith('eln')) stem = stem.slice(0, -1);
  const second = suffixIn(stem, ['en', 'er', 'est'], r1);
  if (second !== undefined) stem = stem.slice(0, -second.length);
  else if (stem.length - 2 >= Math.max(r1, 4) && /[bdfghklmnt]st$/u.test(stem))
    stem = stem.slice(0, -2);
  return stem
    .normalize('NFD')
    .replace(/(?<=[aou])\u0308/gu, '')
    .normalize('NFC');
}

const FRENCH_VOWELS = 'aeiouyâàëéêèïîôûù';

/**
 * A word's French stem for the fakes' search in a member's chosen language (issue 45): Snowball's
 * French endings (a plural's -s, -eaux and -aux, then a final -e after the word's first vowel, a
 * doubled consonant made one), so "tomate" and "tomates", "jardin" and "jardins", "cheval" and
 * "chevaux" meet as the server's Snowball stemmer makes them meet. Not all of Snowball: the
 * derivations (-ment, -ation…) are kept.
 */
export function frenchStem(word: string): string {
  let stem = word.toLowerCase();
  const vowelAt = (i: number) => FRENCH_VOWELS.includes(stem[i] ?? '');
  // RV: after the third letter when the word begins with two vowels (or par, col, tap), else
  // after its first vowel that does not begin it.
  let rv = stem.length;
  if ((vowelAt(0) && vowelAt(1)) || /^(?:par|col|tap)/u.test(stem)) rv = 3;
  else
    for (let i = 1; i < stem.length; i += 1)
      if (vowelAt(i)) {
        rv = i + 1;
        break;
      }
  if (stem.endsWith('eaux')) return stem.slice(0, -1);
  if (stem.length > 5 && stem.endsWith('aux')) return `${stem.slice(0, -3)}al`;
  if (stem.length > 3 && /[^aiouès]s$/u.test(stem)) stem = stem.slice(0, -1);
  if (stem.endsWith('e') && stem.length - 1 >= rv) stem = stem.slice(0, -1);
  if (/(?:enn|onn|ett|ell|eill)$/u.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** The fakes' stemmer for a language a member may choose (English: `stemWord`, read always). */
const LANGUAGE_STEMMERS: Partial<Record<SearchLanguage, (word: string) => string>> = {
  spanish: spanishStem,
  german: germanStem,
  french: frenchStem,
};

/** The stemmer of a chosen language, or null (none chosen, or English, always read). */
const stemmerOf = (language: SearchLanguage | null) =>
  language === null ? null : (LANGUAGE_STEMMERS[language] ?? null);

/** Whether `run` (null: any word) occurs in `haystack` at some place, word after word. */
function containsRun(
  haystack: readonly (string | null)[],
  run: readonly (string | null)[],
  prefix: boolean,
): boolean {
  if (run.length === 0) return false;
  for (let start = 0; start + run.length <= haystack.length; start += 1)
    if (
      run.every((word, offset) => {
        const found = haystack[start + offset];
        if (word === null) return true;
        if (found === null || found === undefined) return false;
        return prefix && offset === run.length - 1 ? found.startsWith(word) : found === word;
      })
    )
      return true;
  return false;
}

/** A phrase's stems: the stop words at its ends dropped, those inside it gaps. */
function stemRun(words: readonly string[]): (string | null)[] {
  const stems = stemsOf(words);
  const first = stems.findIndex((stem) => stem !== null);
  if (first === -1) return [];
  let end = stems.length;
  while (stems[end - 1] === null) end -= 1;
  return stems.slice(first, end);
}

/** Whether a term holds in a text's words: its exact words, or their stems (negation aside). */
function termFound(words: readonly string[], stems: readonly (string | null)[], term: SearchTerm) {
  return (
    containsRun(words, term.words, term.prefix) ||
    containsRun(stems, stemRun(term.words), term.prefix)
  );
}

/**
 * Whether a text matches a search query, as the server's full-text search decides for plain
 * words, phrases, `or`, `-word` and a last word being typed (the fakes' search): a term is found by
 * its exact words or by their stems. A query without any word matches nothing.
 */
export function matchesSearch(
  text: string,
  query: string,
  language: SearchLanguage | null = null,
): boolean {
  const words = searchWords(text);
  const stems = stemsOf(words);
  // The text's and each term's words read in a chosen language (`spanishStem`, `germanStem`…).
  const stemIn = stemmerOf(language);
  const inLanguage = stemIn === null ? null : words.map(stemIn);
  const found = (term: SearchTerm) =>
    termFound(words, stems, term) ||
    (stemIn !== null &&
      inLanguage !== null &&
      containsRun(inLanguage, term.words.map(stemIn), term.prefix));
  return searchTerms(query).some((group) => group.every((term) => found(term) !== term.negated));
}

/** A piece of a text shown in search results: its words as written, `match` when they matched. */
export interface SearchPart {
  text: string;
  match: boolean;
}

/** Where the server's `ts_headline` marks a match (characters never kept in a searched text). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/** A text with its marks taken out (the characters only a highlight may use). */
export const withoutMarks = (text: string) => text.replace(/[\uE000\uE001]/gu, '');

/** Adjacent pieces with the same `match` made one, empty ones dropped. */
function joined(parts: readonly SearchPart[]): SearchPart[] {
  const out: SearchPart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const previous = out[out.length - 1];
    if (previous && previous.match === part.match) previous.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** A text as pieces from per-character marks. */
function fromMask(text: string, mask: readonly boolean[]): SearchPart[] {
  return joined([...text].map((char, index) => ({ text: char, match: mask[index] === true })));
}

function maskOf(parts: readonly SearchPart[]): { text: string; mask: boolean[] } {
  const mask: boolean[] = [];
  for (const part of parts) for (const _char of part.text) mask.push(part.match);
  return { text: parts.map((part) => part.text).join(''), mask };
}

/**
 * The pieces of `ts_headline` answers over the same text (one per text search configuration),
 * a character marked when any of them marks it.
 */
export function partsFromHeadlines(headlines: readonly string[]): SearchPart[] {
  let text = '';
  const mask: boolean[] = [];
  headlines.forEach((headline, index) => {
    let marked = false;
    let at = 0;
    for (const char of headline) {
      if (char === MARK_START) marked = true;
      else if (char === MARK_END) marked = false;
      else {
        if (index === 0) text += char;
        mask[at] = mask[at] === true || marked;
        at += 1;
      }
    }
  });
  return fromMask(text, mask);
}

/**
 * A text with the words a query names marked (the fakes' `ts_headline`): a word any term names,
 * exactly, by its stem or as the prefix being typed (a left-out word too, as PostgreSQL marks it).
 */
export function markSearch(
  text: string,
  query: string,
  language: SearchLanguage | null = null,
): SearchPart[] {
  const named = searchTerms(query).flat();
  const inLanguage = stemmerOf(language);
  const parts: SearchPart[] = [];
  let at = 0;
  for (const found of withoutMarks(text).matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = found[0].toLowerCase();
    const stem = ENGLISH_STOP_WORDS.has(word) ? null : stemWord(word);
    const match = named.some((term) =>
      term.words.some((typed, index) => {
        const prefix = term.prefix && index === term.words.length - 1;
        if (prefix ? word.startsWith(typed) : word === typed) return true;
        if (inLanguage !== null) {
          const [mine, theirs] = [inLanguage(word), inLanguage(typed)];
          if (prefix ? mine.startsWith(theirs) : mine === theirs) return true;
        }
        if (stem === null || ENGLISH_STOP_WORDS.has(typed)) return false;
        return prefix ? stem.startsWith(stemWord(typed)) : stem === stemWord(typed);
      }),
    );
    parts.push({ text: withoutMarks(text).slice(at, found.index), match: false });
    parts.push({ text: found[0], match });
    at = found.index + found[0].length;
  }
  parts.push({ text: withoutMarks(text).slice(at), match: false });
  return joined(parts);
}

/** How many words a passage shows before its first match, and in all. */
export const PASSAGE_WORDS_BEFORE = 8;
export const PASSAGE_WORDS = 30;

/** Markdown's marks that a passage leaves out: at a line's start, and inline. */
const LINE_MARKS = /^[ \t]*(?:#{1,6}|>+|[-+*]|\d{1,9}[.)])[ \t]+/gmu;
const INLINE_MARKS = /\]\([^)\s]*\)|[*`~[\]]/gu;

/**
 * The passage of a searched text shown in the results: Markdown's marks left out, on one line,
 * from a few words before the first match, at most PASSAGE_WORDS words, with "…" where it is cut.
 * The server and the fakes cut it alike from the same marks.
 */
export function searchPassage(parts: readonly SearchPart[]): SearchPart[] {
  const { text, mask } = maskOf(parts);
  const chars = [...text];
  const keep = chars.map(() => true);
  // Offsets in UTF-16 units mapped to characters.
  const indexAt = new Map<number, number>();
  let unit = 0;
  chars.forEach((char, index) => {
    indexAt.set(unit, index);
    unit += char.length;
  });
  indexAt.set(unit, chars.length);
  for (const pattern of [LINE_MARKS, INLINE_MARKS])
    for (const found of text.matchAll(pattern)) {
      const from = indexAt.get(found.index) ?? 0;
      const to = indexAt.get(found.index + found[0].length) ?? from;
      for (let index = from; index < to; index += 1) keep[index] = false;
    }
  // Words: runs of kept characters that are not spaces, each with its marks.
  const words: SearchPart[][] = [];
  let word: SearchPart[] = [];
  chars.forEach((char, index) => {
    if (!keep[index]) return;
    if (/\s/u.test(char)) {
      if (word.length > 0) words.push(word);
      word = [];
    } else word.push({ text: char, match: mask[index] === true });
  });
  if (word.length > 0) words.push(word);
  const first = words.findIndex((pieces) => pieces.some((piece) => piece.match));
  const start = Math.max(0, first - PASSAGE_WORDS_BEFORE);
  const end = Math.min(words.length, start + PASSAGE_WORDS);
  const shown: SearchPart[] = [];
  if (start > 0) shown.push({ text: '… ', match: false });
  words.slice(start, end).forEach((pieces, index) => {
    if (index > 0) shown.push({ text: ' ', match: false });
    shown.push(...pieces);
  });
  if (end < words.length) shown.push({ text: ' …', match: false });
  return joined(shown);
}

/** Where a search found an item (the contract's `SearchMatch`), as the fakes answer it. */
export function searchMatchOf(
  title: string,
  text: string,
  query: string,
  language: SearchLanguage | null = null,
) {
  return {
    title: markSearch(title, query, language),
    excerpt: searchPassage(markSearch(text, query, language)),
  };
}
