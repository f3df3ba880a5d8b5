/**
 * Reads a journal entry the way the local engine needs it: its sentences, the feelings it names
 * (negated ones left out), its key themes as the writer phrased them, what the writer says they
 * want to do or keep thinking about, the people they name, and the sentence most worth quoting.
 * Pure and deterministic: the same entry always gives the same reading.
 */
import {
  DETERMINERS,
  FEELING_FAMILIES,
  FEELING_OF,
  FEELINGS,
  type FeelingFamily,
  NEGATIONS,
  STOPWORDS,
} from './lexicon';
import { isHeavy } from './language';
import { peopleAmong, tagsOf } from './people';

export interface Theme {
  /** The key word, lower case, singular where the entry has both forms ("seedling"). */
  word: string;
  /** The word as the writer phrased it around its first use: "the seed library", "my sister". */
  phrase: string;
  /** True when the phrase names several things ("the seedlings"). */
  plural: boolean;
}

export interface Intention {
  /** What the writer wants or means to do, as a verb phrase in their words: "start the seed library". */
  act?: string;
  /** What the writer keeps thinking about, as they named it: "the seed library". */
  topic?: string;
}

export interface Reading {
  title: string;
  sentences: string[];
  /** Feeling families named, most mentioned first (then first mentioned). */
  feelings: FeelingFamily[];
  themes: Theme[];
  intention: Intention;
  /** People named in the entry ("Lena", "Sam"): capitalised words compromise reads as people. */
  names: string[];
  /** Loss, grief, fear or anger (a heavy word, or a heavy main feeling): answered gently. */
  gentle: boolean;
  /** The sentence that carries the most feeling, shortened to fit a quote. */
  quote: string;
  /** A number derived from the text, to vary the wording deterministically. */
  seed: number;
}

interface Token {
  text: string;
  lower: string;
  sentence: number;
  /** Index within its sentence. */
  position: number;
}

/** Words after which the next word is a verb. */
const VERB_BEFORE: ReadonlySet<string> = new Set(
  "to should could would will can must might may shall didn't don't".split(' '),
);
/** Plurals that do not end in s. */
const IRREGULAR_PLURALS: ReadonlySet<string> = new Set(
  'people children men women feet teeth mice geese folks'.split(' '),
);

/**
 * The end marks closing a text ("…", "?!"). The lookbehind starts a match only where a run of end
 * marks begins, so a text made of thousands of them is still read in linear time (without it, every
 * mark of a run not at the end would rescan the rest of the run).
 */
export const END_MARKS = /(?<![.!?…])[.!?…]+$/u;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;
const MAX_QUOTE = 160;

/** FNV-1a over the text: a stable seed for choosing among phrasings. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The text cut into sentences (end punctuation or line breaks). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

function tokensOf(sentences: readonly string[]): Token[] {
  return sentences.flatMap((sentence, index) =>
    [...sentence.matchAll(WORD)].map((match, position) => {
      const text = match[0].replace(/’/g, "'");
      return { text, lower: text.toLowerCase(), sentence: index, position };
    }),
  );
}

function isNegated(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at];
  if (!token) return false;
  for (let back = 1; back <= 3; back++) {
    const before = tokens[at - back];
    if (!before || before.sentence !== token.sentence) return false;
    if (NEGATIONS.has(before.lower) || before.lower.endsWith("n't")) return true;
  }
  return false;
}

function feelingsOf(tokens: readonly Token[]): FeelingFamily[] {
  const counts = new Map<FeelingFamily, { count: number; first: number }>();
  tokens.forEach((token, index) => {
    const family = FEELING_OF.get(token.lower);
    if (!family || isNegated(tokens, index)) return;
    const seen = counts.get(family);
    counts.set(family, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? index });
  });
  return FEELING_FAMILIES.filter((family) => counts.has(family)).sort((a, b) => {
    const ca = counts.get(a);
    const cb = counts.get(b);
    return (cb?.count ?? 0) - (ca?.count ?? 0) || (ca?.first ?? 0) - (cb?.first ?? 0);
  });
}

/** A word that can carry a theme: not a function word, feeling, adverb or plain past-tense verb. */
function isContentWord(lower: string): boolean {
  if (lower.length < 3 || STOPWORDS.has(lower) || FEELING_OF.has(lower)) return false;
  if (/^\d+$/.test(lower) || lower.includes("'")) return false;
  if (lower.length > 4 && lower.endsWith('ly')) return false;
  if (lower.length > 4 && lower.endsWith('ed') && !lower.endsWith('eed')) return false;
  return true;
}

/** A capitalised word ("Lena"); built once, not per token. */
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;

/** Capitalised mid-sentence, not "I": a name ("Lena"). */
function isNameAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token || !CAPITALISED.test(token.text) || STOPWORDS.has(token.lower)) return false;
  if (token.position > 0) return true;
  // At the start of a sentence only when a verb of telling or doing follows ("Sam brought maps").
  const next = tokens[index + 1];
  return (
    next !== undefined &&
    next.sentence === token.sentence &&
    /^(brought|said|came|called|helped|told|gave|asked|made|took|sent|showed|shared|and)$/.test(
      next.lower,
    )
  );
}

function namesOf(tokens: readonly Token[]): string[] {
  const names: string[] = [];
  tokens.forEach((token, index) => {
    if (isNameAt(tokens, index) && !names.includes(token.text)) names.push(token.text);
  });
  return names;
}

/** The key form of a word: lower case, without "'s", singular when the singular is in the entry too. */
function keyOf(lower: string, all: ReadonlySet<string>): string {
  const bare = lower.replace(/'s$/, '');
  if (bare.endsWith('s') && !bare.endsWith('ss') && all.has(bare.slice(0, -1)))
    return bare.slice(0, -1);
  return bare;
}

/** The words around a theme's first use, as written: determiner, up to two modifiers, the word, one more noun. */
function phraseAt(tokens: readonly Token[], index: number, names: readonly string[]): string {
  const token = tokens[index];
  if (!token) return '';
  const sameSentence = (i: number) => tokens[i]?.sentence === token.sentence;
  const show = (t: Token) => (names.includes(t.text) ? t.text : t.lower);
  let start = index;
  while (
    start > index - 2 &&
    sameSentence(start - 1) &&
    isContentWord(tokens[start - 1]?.lower ?? '')
  )
    start--;
  const before = tokens[start - 1];
  const determiner = before && sameSentence(start - 1) && DETERMINERS.has(before.lower);
  let end = index;
  const after = tokens[index + 1];
  if (after && sameSentence(index + 1) && isContentWord(after.lower) && !names.includes(after.text))
    end = index + 1;
  const words = tokens.slice(determiner ? start - 1 : start, end + 1).map(show);
  return words.join(' ');
}

function themesOf(
  title: readonly Token[],
  content: readonly Token[],
  names: readonly string[],
): Theme[] {
  const all = new Set([...title, ...content].map((token) => token.lower.replace(/'s$/, '')));
  const scores = new Map<
    string,
    { score: number; first: number; index: number; inTitle: boolean }
  >();
  const add = (tokens: readonly Token[], weight: number, inTitle: boolean, offset: number) =>
    tokens.forEach((token, index) => {
      if (!isContentWord(token.lower) || names.includes(token.text)) return;
      // After "to" or a modal the word is a verb ("want to call", "should fit").
      const before = tokens[index - 1];
      if (before && before.sentence === token.sentence && VERB_BEFORE.has(before.lower)) return;
      // An -ing word is a thing only after a determiner or a modifier ("the rain garden meeting"),
      // not as a verb ("finishing the quilt").
      if (
        token.lower.endsWith('ing') &&
        !(
          before &&
          before.sentence === token.sentence &&
          (DETERMINERS.has(before.lower) || isContentWord(before.lower))
        )
      )
        return;
      const key = keyOf(token.lower, all);
      const seen = scores.get(key);
      scores.set(key, {
        score: (seen?.score ?? 0) + weight,
        first: seen?.first ?? offset + index,
        index: seen && !seen.inTitle ? seen.index : index,
        inTitle: seen ? seen.inTitle && inTitle : inTitle,
      });
    });
  // The content says what the entry is about; a title word only breaks ties or fills in.
  add(content, 1, false, 0);
  add(title, 0.5, true, content.length);
  const themes: Theme[] = [];
  const ranked = [...scores.entries()].sort(
    ([, a], [, b]) => b.score - a.score || a.first - b.first,
  );
  for (const [word, { index, inTitle }] of ranked) {
    if (themes.length === 3) break;
    const phrase = phraseAt(inTitle ? title : content, index, names);
    const phraseWords = phrase.split(' ');
    // "the seed library" already covers "seed" and "library".
    const overlaps = themes.some(
      (theme) =>
        theme.phrase.split(' ').some((w) => keyOf(w, all) === word) ||
        phraseWords.some((w) => keyOf(w, all) === theme.word),
    );
    if (overlaps) continue;
    const head = phraseWords.at(-1) ?? word;
    themes.push({
      word,
      phrase,
      plural: IRREGULAR_PLURALS.has(head) || (head.endsWith('s') && !head.endsWith('ss')),
    });
  }
  return themes;
}

/** Characters either side of a theme's phrase that compromise reads to tag it. */
const TAG_MARGIN = 60;
/** Heads that are no theme: a time or an amount ("three hours", "this morning"). */
const NOT_A_HEAD = /^(?:Date|Duration|Value|Pronoun)$/;

/**
 * The themes as compromise reads their sentence: a verb at the phrase's end is cut ("my head
 * aches" → "my head"), and a phrase whose head is a time or an amount is left out ("three hours").
 */
function asNouns(themes: readonly Theme[], sentences: readonly string[]): Theme[] {
  const kept: Theme[] = [];
  for (const theme of themes) {
    const lower = theme.phrase.toLowerCase();
    const sentence = sentences.find((s) => s.toLowerCase().includes(lower));
    if (!sentence) {
      kept.push(theme);
      continue;
    }
    // The phrase and a few words either side are enough to tag it (and keep a long text cheap).
    const at = sentence.toLowerCase().indexOf(lower);
    const tags = tagsOf(
      sentence.slice(Math.max(0, at - TAG_MARGIN), at + lower.length + TAG_MARGIN),
    );
    const words = theme.phrase.split(' ');
    const tagged = (word: string) => tags.get(word.toLowerCase()) ?? [];
    while (
      words.length > 1 &&
      tagged(words.at(-1) ?? '').includes('Verb') &&
      !tagged(words.at(-1) ?? '').includes('Noun')
    )
      words.pop();
    const head = words.at(-1) ?? '';
    if (tagged(head).some((tag) => NOT_A_HEAD.test(tag))) continue;
    if (words.length === 1 && DETERMINERS.has(head.toLowerCase())) continue;
    const phrase = words.join(' ');
    kept.push(
      phrase === theme.phrase
        ? theme
        : {
            word: theme.word,
            phrase,
            plural:
              IRREGULAR_PLURALS.has(head) ||
              tagged(head).includes('Plural') ||
              (head.endsWith('s') && !head.endsWith('ss')),
          },
    );
  }
  return kept;
}

/** Cuts a captured phrase at the first clause that leads elsewhere, and to at most `max` words. */
function clause(text: string, max: number): string | undefined {
  const cut = text
    .split(/[,;:()]|\s(?:but|because|so that|so|and then|instead|although|though|which|when)\s/i)[0]
    ?.trim()
    .replace(END_MARKS, '');
  if (!cut) return undefined;
  const words = cut.split(/\s+/);
  if (words.length > max) return undefined;
  return words.join(' ');
}

const ACT =
  /\b(?:I|we)\s+(?:really\s+|still\s+)?(?:want|need|plan|hope|intend|wish|mean|would like|'d like|am going|'m going|have)\s+to\s+([^.!?;:]+)/i;
const SHOULD =
  /\b(?:I|we)\s+(?:really\s+)?(?:should|must|will|could)\s+(?!not\b|never\b|be\s+able)([^.!?;:]+)/i;
const TOPIC =
  /\b(?:I|we)\s+(?:(?:keep|kept|can't stop|have been|'ve been|am|'m)\s*)?(?:thinking|wondering|dreaming)\s+about\s+([^.!?;:]+)/i;

function intentionOf(sentences: readonly string[]): Intention {
  const intention: Intention = {};
  for (const raw of sentences) {
    const sentence = raw.replace(/’/g, "'");
    const act = ACT.exec(sentence)?.[1] ?? SHOULD.exec(sentence)?.[1];
    if (!intention.act && act) intention.act = clause(act, 10);
    const topic = TOPIC.exec(sentence)?.[1];
    if (!intention.topic && topic) intention.topic = clause(topic, 6);
  }
  return intention;
}

/** The sentence with the most feeling (then the most "I", then the key theme), shortened. */
function quoteOf(sentences: readonly string[], themes: readonly Theme[]): string {
  let best = sentences[0] ?? '';
  let bestScore = -1;
  for (const sentence of sentences) {
    const tokens = tokensOf([sentence]);
    const feelings = tokens.filter(
      (token, index) => FEELING_OF.has(token.lower) && !isNegated(tokens, index),
    ).length;
    const self = tokens.filter((token) => /^(i|my|me|myself|i'm|i've)$/.test(token.lower)).length;
    const theme = themes[0] && sentence.toLowerCase().includes(themes[0].word) ? 1 : 0;
    const plain = sentence.replace(/’/g, "'");
    const intent = ACT.test(plain) || TOPIC.test(plain) ? 2 : 0;
    const score = feelings * 3 + Math.min(self, 2) + theme + intent;
    if (score > bestScore) {
      best = sentence;
      bestScore = score;
    }
  }
  return shorten(best.replace(/\s+/g, ' '), MAX_QUOTE);
}

/** At most `max` characters: cut at a clause, else at a word, with an ellipsis. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const clauseEnd = Math.max(
    head.lastIndexOf(', '),
    head.lastIndexOf('; '),
    head.lastIndexOf(': '),
  );
  const end = clauseEnd > max / 2 ? clauseEnd : head.lastIndexOf(' ');
  return `${(end > 0 ? head.slice(0, end) : head).replace(/(?<![,;:\s])[,;:\s]+$/, '')}…`;
}

/** A content word of a text: its key (lower case, singular where the text has both) and how it was written. */
export interface Keyword {
  key: string;
  /** The word as first written, lower case ("gardens"). */
  word: string;
}

/**
 * Every content word of a text, once, in the order of first use: what several texts can be
 * compared by (the Dream Machine counts the dreams each word appears in). Names are left out.
 */
export function keywordsOf(text: string): Keyword[] {
  const tokens = tokensOf(sentencesOf(text));
  const names = namesOf(tokens);
  const all = new Set(tokens.map((token) => token.lower.replace(/'s$/, '')));
  const seen = new Map<string, Keyword>();
  for (const token of tokens) {
    if (!isContentWord(token.lower) || names.includes(token.text)) continue;
    const key = keyOf(token.lower, all);
    if (!seen.has(key)) seen.set(key, { key, word: token.lower.replace(/'s$/, '') });
  }
  return [...seen.values()];
}

export function read(title: string, text: string): Reading {
  const sentences = sentencesOf(text);
  const content = tokensOf(sentences);
  const heading = tokensOf([title]);
  const candidates = namesOf(content);
  const names = peopleAmong(text, candidates);
  // A capitalised word that is no person is still no theme ("Paris", "Monday").
  const themes = asNouns(themesOf(heading, content, candidates), [...sentences, title]);
  const feelings = feelingsOf(content);
  const main = feelings[0];
  return {
    title: title.trim(),
    sentences,
    feelings,
    gentle: isHeavy(`${title}\n${text}`) || (main !== undefined && !FEELINGS[main].positive),
    themes,
    intention: intentionOf(sentences),
    names,
    quote: quoteOf(sentences.length ? sentences : [text.trim()], themes),
    seed: seedOf(`${title}\n${text}`),
  };
}

/** Whether the entry's main feeling is a pleasant one (undefined when it names none). */
export function mainFeelingIsPositive(reading: Reading): boolean | undefined {
  const [main] = reading.feelings;
  return main === undefined ? undefined : FEELINGS[main].positive;
}

/** First person → second person, word by word ("my sister" → "your sister"): the contract's. */
export { toSecondPerson } from '@wegrow/contract/lyra';
