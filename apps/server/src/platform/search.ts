/**
 * Language-aware full-text search (issue 45) for the journal and We Talk. A searched text is
 * indexed as its words in its detected language (stemmed, stop words left out) and as they are
 * (`simple`: names and exact words); a query (read by `searchTerms` of @wegrow/contract, as the
 * fakes read it) becomes a `tsquery` where each term may match in any language of
 * SEARCH_LANGUAGES or exactly, the last word typed a prefix. Matches are marked with `ts_headline`
 * and returned as plain pieces of text (`SearchPart`s), never HTML.
 */
import {
  MARK_END,
  MARK_START,
  partsFromHeadlines,
  SEARCH_LANGUAGES,
  type SearchLanguage,
  type SearchPart,
  type SearchTerm,
  searchTerms,
} from '@wegrow/contract/search';
import { type SQL, sql } from 'drizzle-orm';

/** Every configuration a query is read in: the languages, then the exact words. */
const CONFIGS = [...SEARCH_LANGUAGES, 'simple'] as const;

const config = (name: (typeof CONFIGS)[number]) => sql.raw(`'${name}'::regconfig`);

/** How many of a text's words are not stop words of `language` (a tsquery of them, counted). */
const wordsIn = (language: (typeof SEARCH_LANGUAGES)[number], text: SQL) =>
  sql`numnode(plainto_tsquery(${config(language)}, ${text}))`;

/**
 * A text's language (an immutable expression, for an index): the one of SEARCH_LANGUAGES whose
 * stop words leave the fewest of its words, English when they tie (a text with no stop words).
 */
export function searchLanguage(text: SQL): SQL {
  const [english, spanish, german, french] = SEARCH_LANGUAGES.map((language) =>
    wordsIn(language, text),
  );
  return sql`case when ${english} <= least(${spanish}, ${german}, ${french}) then ${config('english')} when ${spanish} <= least(${german}, ${french}) then ${config('spanish')} when ${german} <= ${french} then ${config('german')} else ${config('french')} end`;
}

/**
 * The words a search looks in (the GIN indexes' expression): `text` and `extra` (a journal entry's
 * tags) stemmed in `text`'s language, and as they are.
 */
export function searchVector(text: SQL, extra?: SQL): SQL {
  const all = extra === undefined ? text : sql`${text} || ' ' || ${extra}`;
  return sql`(to_tsvector(${searchLanguage(text)}, ${all}) || to_tsvector(${config('simple')}, ${all}))`;
}

/**
 * A text's words in one language (stemmed, its stop words left out): what a search reads besides
 * the text's detected language once the member chose that language (issue 45).
 */
export function languageVector(language: SearchLanguage, text: SQL): SQL {
  return sql`to_tsvector(${config(language)}, ${text})`;
}

/** One term in one configuration: a phrase (stop words skipped), or the prefix being typed. */
function termIn(name: (typeof CONFIGS)[number], term: SearchTerm): SQL {
  return term.prefix
    ? sql`to_tsquery(${config(name)}, ${`${term.words[0] ?? ''}:*`}::text)`
    : sql`phraseto_tsquery(${config(name)}, ${term.words.join(' ')}::text)`;
}

/**
 * A query as a `tsquery` (the terms of `searchTerms`: all of a group, any group; each term in any
 * language or exactly, `-` left out); null when it has no word (it matches nothing).
 */
export function searchQuery(
  q: string,
  configs: readonly (typeof CONFIGS)[number][] = CONFIGS,
): SQL | null {
  const groups = searchTerms(q);
  if (groups.length === 0) return null;
  const term = (one: SearchTerm) => {
    const any = sql`(${sql.join(
      configs.map((name) => termIn(name, one)),
      sql` || `,
    )})`;
    return one.negated ? sql`(!! ${any})` : any;
  };
  return sql`(${sql.join(
    groups.map((group) => sql`(${sql.join(group.map(term), sql` && `)})`),
    sql` || `,
  )})`;
}

const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/**
 * `text` marked where `query` matches it, in every configuration (an array, one per
 * configuration, read by `searchParts`); the marks' characters are taken out of the text first.
 */
export function searchHeadlines(text: SQL, query: SQL): SQL<string[]> {
  const clean = sql`translate(${text}, ${`${MARK_START}${MARK_END}`}::text, '')`;
  return sql<string[]>`array[${sql.join(
    CONFIGS.map(
      (name) => sql`ts_headline(${config(name)}, ${clean}, ${query}, ${HEADLINE_OPTIONS}::text)`,
    ),
    sql`, `,
  )}]`;
}

/** The pieces of a text from `searchHeadlines`' answer. */
export const searchParts = (headlines: readonly string[]): SearchPart[] =>
  partsFromHeadlines(headlines);

/**
 * Whether a text matches a search (`query`, from `searchQuery(q)`): its indexed words (`vector`,
 * its detected language and as written) hold the query, or, when the member chose a `language`,
 * the text read in that language holds the query read in it.
 */
export function searchMatches(
  vector: SQL,
  text: SQL,
  query: SQL,
  q: string,
  language: SearchLanguage | null,
): SQL {
  const indexed = sql`${vector} @@ ${query}`;
  if (language === null) return indexed;
  const inLanguage = searchQuery(q, [language]);
  if (inLanguage === null) return indexed;
  return sql`(${indexed} or ${languageVector(language, text)} @@ ${inLanguage})`;
}
