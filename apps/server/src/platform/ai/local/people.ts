/**
 * People named in an English text, by compromise (parts of speech and a lexicon of names): "Lena",
 * "my sister Sam". A capitalised word is a person only when compromise reads it as one.
 */
import nlp from 'compromise';

/** compromise reads at most this many characters (the sentences that name someone, first). */
const MAX_SAMPLE = 1_500;

// compromise compiles its tagger on the first text it reads (40–60 ms): done once at start, so
// no person's first answer waits for it.
nlp('Sam and Lena walked to the garden.').people().out('array');

/** The people compromise finds among `candidates` (capitalised words of the text), in their order. */
export function peopleAmong(text: string, candidates: readonly string[]): string[] {
  if (candidates.length === 0) return [];
  const sentences = text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .filter((sentence) => candidates.some((name) => sentence.includes(name)));
  let sample = '';
  for (const sentence of sentences) {
    if (sample.length + sentence.length > MAX_SAMPLE) break;
    sample += `${sentence} `;
  }
  if (!sample) return [];
  const found = new Set(
    (nlp(sample).people().out('array') as string[]).flatMap((person) =>
      person.split(/[\s,.;:!?'’]+/u),
    ),
  );
  return candidates.filter((name) => found.has(name));
}

/** The noun phrases of an English sentence, as written ("my dream of opening a bakery"). */
export function nounPhrasesOf(text: string): string[] {
  return (nlp(text.slice(0, MAX_SAMPLE)).nouns().out('array') as string[]).map((phrase) =>
    phrase.replace(/[.,;:!?]+$/u, '').trim(),
  );
}

/** compromise's tags of each word of a sentence, lower case, its punctuation left off. */
export function tagsOf(sentence: string): Map<string, string[]> {
  const terms = nlp(sentence.slice(0, MAX_SAMPLE)).terms().json() as {
    terms: { normal?: string; text: string; tags: string[] }[];
  }[];
  const tags = new Map<string, string[]>();
  for (const { terms: [term] = [] } of terms)
    if (term) tags.set((term.normal ?? term.text).toLowerCase(), term.tags);
  return tags;
}
