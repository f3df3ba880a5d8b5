/**
 * Lyra's rules shared by the server and the MSW fakes: the visitor id that keeps an anonymous
 * visitor's chat log their own, the facts she remembers from what a person tells her (their name,
 * what they grow, their goals), and every `detail` of this domain.
 */

/** The header an anonymous visitor sends its random id in (the contract's `LyraVisitor`). */
export const LYRA_VISITOR_HEADER = 'X-Lyra-Visitor';

/** `LyraChatEntry.user_id` of a visitor's exchange. */
export const LYRA_ANONYMOUS_USER_ID = 'anonymous';

/** The chat log answers at most this many exchanges, newest first. */
export const LYRA_CHAT_LOG_SIZE = 200;

/** How many of the caller's latest exchanges Lyra reads before she answers. */
export const LYRA_HISTORY_SIZE = 10;

/** `getLyraDreams` lists at most this many dreams, the newest (issue 22: no unbounded list). */
export const LYRA_DREAMS_SHOWN = 200;

/** The longest message, in characters. */
export const LYRA_MESSAGE_MAX = 4000;

/** Error `detail`s. */
export const LYRA_DETAILS = {
  /** 422: `X-Lyra-Visitor` is not a random id (the contract's sentence for its pattern). */
  visitorIdInvalid: "The visitor id must be a random id of 22 to 64 letters, digits, '-' or '_'.",
  /** 404: `forgetLyraFact` of a fact that is not the caller's (or no longer there). */
  factNotFound: 'Lyra remembers no such thing about you.',
} as const;

/** What Lyra remembers about a person (`LyraFact.kind`): their name, what they grow, a goal. */
export const LYRA_FACT_KINDS = ['name', 'grows', 'goal'] as const;
export type LyraFactKind = (typeof LYRA_FACT_KINDS)[number];

/** A fact as she heard it, in the second person ("tomatoes on your balcony"). */
export interface LyraFactText {
  kind: LyraFactKind;
  text: string;
}

/** She remembers at most this many facts of one person (a new name still replaces the old). */
export const LYRA_FACTS_MAX = 30;

/** A fact longer than this many words is not kept: it was no short fact. */
const FACT_WORDS_MAX = 12;

/**
 * First person → second person, word by word ("my balcony" → "your balcony"): the facts Lyra keeps,
 * and the built-in engine's echoes of a journal entry (the server's `platform/ai/local`).
 */
const SECOND_PERSON: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
};

export function toSecondPerson(text: string): string {
  return text.replace(/[\p{L}']+/gu, (word) => SECOND_PERSON[word.toLowerCase()] ?? word);
}

/** "My name is Priya", "I'm called Sam Lee", "I am called Ana". */
const NAME =
  /\b(?:my\s+name\s+is|my\s+name's|i\s+am\s+called|i'm\s+called)\s+([\p{L}][\p{L}'-]*)(?:\s+([\p{L}][\p{L}'-]*))?/iu;
/** Words after "my name is" that are no name. */
const NOT_A_NAME =
  /^(?:not|a|an|the|no|secret|private|unimportant|hidden|too|very|really|just|and|but|so|is)$/i;
/** "I grow tomatoes on my balcony", "we are growing beans". */
const GROWS =
  /\b(?:i|we)\s+(?:(?:also|mostly|mainly)\s+)?(?:grow|am\s+growing|'m\s+growing|are\s+growing|'re\s+growing|have\s+been\s+growing)\s+([^.;!?\n]+)/iu;
/** "I grow tired": not a plant. */
const NOT_GROWN =
  /^(?:tired|old|older|weary|bored|impatient|up|more|less|stronger|weaker|worried)\b/i;
/** "My goal is to…", "I want to…", "I hope to…", "I plan to…". */
const GOAL =
  /\b(?:my\s+goal\s+is\s+to|my\s+dream\s+is\s+to|i\s+want\s+to|i'd\s+like\s+to|i\s+would\s+like\s+to|i\s+hope\s+to|i\s+plan\s+to|i'm\s+planning\s+to|i\s+am\s+planning\s+to)\s+([^.;!?\n]+)/iu;
/** Words of harm: never kept as a goal (Lyra answers them with help, see the server). */
const HARM =
  /\b(?:kill|die|dying|dead|hurt|harm|suicide|suicidal|disappear|end\s+(?:it|my\s+life))\b/i;
/**
 * Where a fact's clause ends: a comma, or "and/but/because/so" before a new subject (`(?<!\s)`:
 * a split starts only where a run of spaces begins, so a long run costs linear time).
 */
const CLAUSE_END =
  /,|(?<!\s)\s+(?:and|but|because|so|while|though|although)\s+(?=(?:i|i'm|we|my|it|they|he|she|you|then|also)\b)/iu;

/** The clause a fact starts, in the second person, or null when it is empty or too long. */
function clauseOf(rest: string): string | null {
  const clause = (rest.split(CLAUSE_END)[0] ?? '').trim().replace(/[\s,:;-]+$/u, '');
  const words = clause.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > FACT_WORDS_MAX) return null;
  return toSecondPerson(words.join(' '));
}

/**
 * The facts a message tells about its writer, in its statements (never in a question: "do you
 * remember what I grow?" tells nothing): their name, what they grow, their goals. English only;
 * each fact is a short clause, kept whole, in the second person.
 */
export function lyraFactsIn(message: string): LyraFactText[] {
  const facts: LyraFactText[] = [];
  const statements = message
    .split(/(?<=[.!?…])\s+|\n+/u)
    .filter((sentence) => !sentence.trim().endsWith('?'));
  for (const sentence of statements) {
    const name = NAME.exec(sentence);
    const first = name?.[1];
    if (first && !NOT_A_NAME.test(first)) {
      // A second word is a surname only when written with a capital ("Sam Lee", not "Sam and").
      const last = name[2];
      const surname = last && last.charAt(0) !== last.charAt(0).toLowerCase() ? last : undefined;
      const full = [first, surname].filter(Boolean).join(' ');
      facts.push({ kind: 'name', text: full.charAt(0).toUpperCase() + full.slice(1) });
    }
    const grown = GROWS.exec(sentence)?.[1];
    if (grown && !NOT_GROWN.test(grown)) {
      const text = clauseOf(grown);
      if (text) facts.push({ kind: 'grows', text });
    }
    const goal = GOAL.exec(sentence)?.[1];
    if (goal && !HARM.test(sentence)) {
      const text = clauseOf(goal);
      if (text) facts.push({ kind: 'goal', text });
    }
  }
  return facts;
}

/** What the screen says when a message could not be sent (spec 3 §8). */
export const LYRA_FAILURE_TEXT = 'Something went wrong talking to Lyra.';

/** A visitor id has at least this many different characters: a fixed word is no random id. */
const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Whether a visitor id looks random: the contract's pattern (22 to 64 of `A-Z a-z 0-9 - _`, e.g.
 * 16 random bytes in base64url, or a UUID) and at least 10 different characters, so a constant
 * such as an old client's "anonymous…" cannot make one log shared by everyone.
 */
export function isRandomVisitorId(id: string): boolean {
  return /^[A-Za-z0-9_-]{22,64}$/.test(id) && new Set(id).size >= MIN_DISTINCT_CHARACTERS;
}
