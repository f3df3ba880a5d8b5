/**
 * The local engine's dream texts. From one vision, the We Dream mantra: the writer's intention, or
 * their vision's first words held as a dream. From several dreams, the Dream Machine's nightly
 * blend, shown to everyone: a summary that counts the words the dreams share and says in theme
 * words what the most representative dreams are about (never quoting a dream: no markup, no run of
 * five words of any dream), and a "we" mantra made from the mantra of the dream that carries the
 * most of them when, said as "we", it no longer repeats that dream word for word.
 * Deterministic, like the rest of the engine: the same dreams give the same texts.
 */
import type { AiSubject } from '../provider';
import { verbatimRun, withoutMarkup } from '../verbatim';
import { END_MARKS, keywordsOf, read, sentencesOf } from './analysis';

function pick(options: readonly [string, ...string[]], seed: number): string {
  return options[seed % options.length] ?? options[0];
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

const FIRST_PERSON = /^(?:i|i'm|i've|i'll|i'd)$/i;

// ------------------------------------------------------------------------------- mantra

/** At most this many words of the vision are held in a mantra. */
const MAX_HELD_WORDS = 12;

/** The vision's first sentence without its end punctuation, when it is short enough to hold. */
function heldClause(vision: string): string | undefined {
  const [first] = sentencesOf(vision);
  if (!first) return undefined;
  const clause = first.replace(END_MARKS, '').trim();
  const words = clause.split(/\s+/);
  if (words.length > MAX_HELD_WORDS) return undefined;
  const [head = ''] = words;
  // "A neighbourhood where…" reads on after a colon as "a neighbourhood where…"; "I…" stays.
  const keep = FIRST_PERSON.test(head) || (head.length > 1 && head === head.toUpperCase());
  return keep ? clause : `${clause.charAt(0).toLowerCase()}${clause.slice(1)}`;
}

/** The We Dream mantra: a first-person sentence that carries the vision. */
export function writeDreamMantra(vision: string): string {
  const reading = read('', vision);
  const { act } = reading.intention;
  if (act) return `I am ready to ${act}, one step at a time.`;
  const held = heldClause(vision);
  if (held)
    return pick(
      [
        `I hold this dream: ${held}.`,
        `Every day I grow toward this: ${held}.`,
        `I carry this dream with me: ${held}.`,
      ],
      reading.seed,
    );
  const [theme] = reading.themes;
  if (theme) return `I tend my dream of ${theme.phrase}, a little every day.`;
  return 'I hold my dream gently, and it grows.';
}

// ------------------------------------------------------------------------------- the blend

/** A word several dreams use. */
export interface SharedWord {
  /** Lower case, singular when any dream has the singular ("garden"). */
  key: string;
  /** As first written ("gardens"). */
  word: string;
  /** In how many dreams it appears. */
  dreams: number;
}

/** Each dream's words, a plural counted with its singular when any dream has the singular. */
function wordsByDream(dreams: readonly AiSubject[]): { key: string; word: string }[][] {
  const perDream = dreams.map(({ title, text }) => keywordsOf(`${text}\n${title}`));
  const keys = new Set(perDream.flat().map(({ key }) => key));
  const common = (key: string) =>
    key.endsWith('s') && !key.endsWith('ss') && keys.has(key.slice(0, -1)) ? key.slice(0, -1) : key;
  return perDream.map((words) => words.map(({ key, word }) => ({ key: common(key), word })));
}

/** The words two or more dreams share, most shared first (then first used). */
export function sharedWords(dreams: readonly AiSubject[]): SharedWord[] {
  const counts = new Map<string, { word: string; dreams: number; first: number }>();
  // Keys are counted once per dream; `first` orders ties by first use across the dreams.
  let position = 0;
  for (const words of wordsByDream(dreams)) {
    for (const key of new Set(words.map((w) => w.key))) {
      const seen = counts.get(key);
      const word = words.find((w) => w.key === key)?.word ?? key;
      counts.set(key, {
        word: seen?.word ?? word,
        dreams: (seen?.dreams ?? 0) + 1,
        first: seen?.first ?? position++,
      });
    }
  }
  return [...counts.entries()]
    .filter(([, { dreams: n }]) => n >= 2)
    .sort(([, a], [, b]) => b.dreams - a.dreams || a.first - b.first)
    .map(([key, { word, dreams: n }]) => ({ key, word, dreams: n }));
}

/** How many of the shared words each dream holds (the dreams to describe first). */
function weights(dreams: readonly AiSubject[], shared: readonly SharedWord[]): number[] {
  const wanted = new Set(shared.map(({ key }) => key));
  return wordsByDream(dreams).map(
    (words) => new Set(words.filter(({ key }) => wanted.has(key)).map(({ key }) => key)).size,
  );
}

/** The dreams in the order they are described: those holding the most shared words first. */
function quoteOrder(dreams: readonly AiSubject[], shared: readonly SharedWord[]): number[] {
  const weight = weights(dreams, shared);
  return dreams
    .map((_, index) => index)
    .sort((a, b) => (weight[b] ?? 0) - (weight[a] ?? 0) || a - b);
}

const MAX_DESCRIBED_DREAMS = 3;
const MAX_SHARED_WORDS = 3;
const MAX_THEMES = 3;

/**
 * The summary repeats no run of this many consecutive words of any dream (a shared word, a theme
 * word: single words; a sentence that would still repeat a run is left out).
 */
export const MAX_QUOTED_RUN = 5;

/** A dream as the blend reads it: its markup taken out. */
const plain = ({ title, text }: AiSubject): AiSubject => ({
  title: withoutMarkup(title),
  text: withoutMarkup(text),
});

/** What a dream is about, in single words of the analysis: its themes, else its first words. */
function aboutOf(dream: AiSubject): string[] {
  const themes = read(dream.title, dream.text).themes.map((theme) => theme.word);
  const words =
    themes.length > 0 ? themes : keywordsOf(`${dream.text}\n${dream.title}`).map((k) => k.word);
  return words.slice(0, MAX_THEMES);
}

/**
 * The Dream Machine's public summary of several dreams (title: the mantra, text: the vision): how
 * many, the words they share and how many dreams share each, and what the most representative
 * dreams are about, in theme words. It never quotes a dream: no markup, and no run of
 * `MAX_QUOTED_RUN` consecutive words of any dream (personal dreams are private; the summary is
 * shown to everyone).
 */
export function writeDreamSummary(subjects: readonly AiSubject[]): string {
  if (subjects.length === 0) return 'No dream was shared this week.';
  const dreams = subjects.map(plain);
  const sources = dreams.flatMap(({ title, text }) => [title, text]);
  const about = (index: number) => {
    const dream = dreams[index];
    return dream ? aboutOf(dream) : [];
  };
  const [only] = dreams;
  const parts: string[] = [];
  let closing: string;
  if (dreams.length === 1 && only) {
    parts.push('One dream was shared this week.');
    const words = about(0);
    if (words.length > 0) parts.push(`It speaks of ${listed(words)}.`);
    closing = "It is tonight's collective dream.";
  } else {
    parts.push(`${dreams.length} dreams were shared this week.`);
    const shared = sharedWords(dreams).slice(0, MAX_SHARED_WORDS);
    if (shared.length > 0) {
      parts.push(
        `The words they share: ${listed(shared.map(({ word, dreams: n }) => `"${word}" (${n} dreams)`))}.`,
      );
    } else {
      const own = wordsByDream(dreams)
        .map((words) => words[0]?.word)
        .filter((word): word is string => word !== undefined)
        .slice(0, 4);
      if (own.length > 0)
        parts.push(`Each reaches somewhere of its own: ${listed(own.map((word) => `"${word}"`))}.`);
    }
    const introductions = ['One speaks of', 'Another of', 'And another of'] as const;
    quoteOrder(dreams, shared)
      .slice(0, MAX_DESCRIBED_DREAMS)
      .forEach((index, position) => {
        const words = about(index);
        if (words.length > 0)
          parts.push(`${introductions[position] ?? 'Another of'} ${listed(words)}.`);
      });
    closing = "Together they make tonight's collective dream.";
  }
  const kept = parts.filter(
    (part, index) => index === 0 || verbatimRun(part, sources, MAX_QUOTED_RUN) === null,
  );
  const summary = [...kept, closing].join(' ');
  // A run across two sentences: only the count is left.
  return verbatimRun(summary, sources, MAX_QUOTED_RUN) === null
    ? summary
    : [parts[0] ?? '', closing].join(' ');
}

/** First person singular → plural, word by word ("I plant my seeds" → "we plant our seeds"). */
const PLURAL: Readonly<Record<string, string>> = {
  i: 'we',
  me: 'us',
  my: 'our',
  mine: 'ours',
  myself: 'ourselves',
  am: 'are',
  was: 'were',
  "i'm": "we're",
  "i've": "we've",
  "i'll": "we'll",
  "i'd": "we'd",
};

export function toFirstPersonPlural(text: string): string {
  return text.replace(/[\p{L}']+/gu, (word, offset: number) => {
    const plural = PLURAL[word.toLowerCase()];
    if (!plural) return word;
    return offset === 0 ? `${plural.charAt(0).toUpperCase()}${plural.slice(1)}` : plural;
  });
}

/**
 * The collective mantra: the mantra of the dream holding the most shared words, said as "we"; when
 * that still repeats a run of `MAX_QUOTED_RUN` words of a dream ("…and so do I" → "…and so do
 * we"), the shared words instead.
 */
export function writeCollectiveMantra(subjects: readonly AiSubject[]): string {
  const dreams = subjects.map(plain);
  const shared = sharedWords(dreams);
  const [first] = quoteOrder(dreams, shared);
  const mantra = first === undefined ? undefined : dreams[first]?.title.trim();
  const fallback =
    shared.length > 0
      ? `We dream of ${listed(shared.slice(0, MAX_SHARED_WORDS).map(({ word }) => word))}, and together we grow.`
      : 'We dream together, and together we grow.';
  if (!mantra) return fallback;
  const plural = toFirstPersonPlural(mantra);
  const sentence = /[.!?…]$/u.test(plural) ? plural : `${plural}.`;
  const said = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
  const sources = dreams.flatMap(({ title, text }) => [title, text]);
  return verbatimRun(said, sources, MAX_QUOTED_RUN) === null ? said : fallback;
}
