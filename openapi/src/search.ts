/**
 * Journal tags and full-text search (issue 33): the rules the server and the MSW fakes share.
 * Tags are normalised and validated here on both sides; the server searches with PostgreSQL
 * (`to_tsvector('simple', …) @@ websearch_to_tsquery('simple', q)`), and the fakes with
 * `matchesSearch`, which reads the same query syntax over the same kind of words.
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

/** The words of a text as the `simple` configuration reads them: runs of letters and digits, lower case. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

interface Term {
  words: string[];
  negated: boolean;
}

/**
 * A `websearch_to_tsquery` query read into groups joined by `or`, each a list of terms that must
 * all hold: a word or a quoted phrase (its words in a row), `-` before it to leave it out.
 */
function parseQuery(query: string): Term[][] {
  const groups: Term[][] = [[]];
  const pattern = /(-?)"([^"]*)"?|(-?)([^\s"]+)/gu;
  for (const match of query.matchAll(pattern)) {
    const phrase = match[2];
    const raw = match[4];
    const negated = (phrase !== undefined ? match[1] : match[3]) === '-';
    if (raw !== undefined && raw.toLowerCase() === 'or' && !negated) {
      groups.push([]);
      continue;
    }
    const words = searchWords(phrase ?? raw ?? '');
    if (words.length > 0) groups[groups.length - 1]?.push({ words, negated });
  }
  return groups.filter((group) => group.length > 0);
}

function containsRun(haystack: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= haystack.length; start += 1)
    if (run.every((word, offset) => haystack[start + offset] === word)) return true;
  return false;
}

/**
 * Whether a text matches a search query, as the server's full-text search decides for plain
 * words, phrases, `or` and `-word` (the fakes' search). A query without any word matches nothing.
 */
export function matchesSearch(text: string, query: string): boolean {
  const words = searchWords(text);
  return parseQuery(query).some((group) =>
    group.every((term) => containsRun(words, term.words) !== term.negated),
  );
}
