/**
 * The local engine's Lyra: a short, calm reply to the person's last message, in the light of the
 * conversation she was given and of what she remembers of them (their name, what they grow, their
 * goals: the `fact:` parts, issue 45). Asked "Do you remember my name?" she answers from those
 * facts alone (a fact the person deleted is forgotten); asked "What did I just tell you?" she says
 * it back in her own words; she rephrases a statement or a question in the second person, whole
 * (never a clause cut mid-phrase), names what a question is about and says honestly that she
 * cannot answer it herself; to words of crisis she answers with the one caring answer that points
 * to help. Deterministic: the same conversation, facts and soul give the same reply.
 */
import { lyraFactsIn, type LyraFactKind, type LyraFactText } from '@wegrow/contract/lyra';
import type { AiMessage, AiSubject } from '../provider';
import { withoutMarkup } from '../verbatim';
import { CRISIS_ANSWER, LYRA_ENGLISH_ONLY } from './foreign';
import { END_MARKS, read, seedOf, sentencesOf, shorten } from './analysis';
import { languageOf, speaksOfCrisis } from './language';
import { nounPhrasesOf } from './people';

const QUESTIONS = [
  'What would it look like to let that grow, one small step at a time?',
  'What part of that feels most alive to you right now?',
  'Who in your life could walk a little of this way with you?',
  'What would you tell a friend who said the same to you?',
] as const;

const GENTLE_QUESTIONS = [
  'What would help you most right now, even a little?',
  'Is there someone who could be with you in this today?',
] as const;

/** The title prefix of a fact part (`fact:name`…), as `prompts/lyra-chat.ts` writes it. */
const FACT_PART = 'fact:';
const KINDS: readonly LyraFactKind[] = ['name', 'grows', 'goal'];

/** "What did I just tell you?", "Do you remember what I said?" */
const RECALL =
  /\b(?:what\s+(?:did|have)\s+i\s+(?:just\s+)?(?:tell|told|say|said|write|wrote|mention|mentioned)|do\s+you\s+remember|what\s+was\s+i\s+(?:just\s+)?(?:saying|talking\s+about)|repeat\s+what\s+i)\b/i;

/** A question to her memory: "Do you remember…", "Do you know…". */
const MEMORY = /\b(?:remember|recall|know|forgot|forgotten|forget)\b/i;
/** What a memory question asks about. */
const ASKS: Readonly<Record<LyraFactKind, RegExp>> = {
  name: /\b(?:my\s+name|who\s+i\s+am|what\s+i(?:'m|\s+am)\s+called)\b/i,
  grows:
    /\bwhat\s+(?:(?:do|did)\s+)?(?:i|we)\s+(?:grow|plant|planted)\b|\bwhat\s+(?:i|we)(?:'m|'re|\s+am|\s+are)\s+growing\b|\bmy\s+(?:plants|crops|vegetables)\b/i,
  goal: /\bmy\s+(?:goals?|plans?)\b|\bwhat\s+(?:(?:do|did)\s+)?i\s+(?:want|hope|plan)\b/i,
};
/** Asking for everything she remembers. */
const ASKS_ALL = /\b(?:about\s+me|remember\s+me|know\s+me)\b/i;
/** Direct questions that need no memory word: "What's my name?", "What do I grow?". */
const DIRECT =
  /\bwhat(?:'s|\s+is)\s+my\s+name\b|\bwho\s+am\s+i\b|\bwhat\s+do\s+(?:i|we)\s+grow\b|\bwhat\s+are\s+my\s+goals\b/i;

const GREETING = /^(?:hi|hello|hey|hiya|good\s+(?:morning|afternoon|evening)|greetings)\b/i;

/** First person ↔ second person: her words to the person, and the person's words about her. */
const SWAP: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
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
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
  "you've": "I've",
  "you'll": "I'll",
  "you'd": "I'd",
};
/** Verbs that follow a subject "you" (then it is "I", not "me"). */
const AFTER_SUBJECT =
  /^(?:are|were|have|had|can|could|will|would|should|shall|may|might|must|do|did|know|see|seem|remember|understand|think|feel|help|always|never|really|also|just)$/i;
/** Words after which "you" is a subject ("I think you helped me" → "you think I helped you"). */
const BEFORE_SUBJECT =
  /^(?:|and|but|or|that|because|if|when|so|since|while|think|know|hope|wish|feel|believe|guess)$/i;
/** Words that begin a sentence in lower case when it is said back ("The frost…" → "the frost…"). */
const COMMON_START =
  /^(?:the|a|an|this|that|these|those|it|its|there|today|yesterday|tomorrow|tonight|last|this|some|every|all|our|my|we|finally|sometimes|lately|recently|so|and|but|just|also)$/i;

/**
 * A sentence said back to its writer: first and second person swapped ("I am", "my leaves" → "you
 * are", "your leaves"; "you helped me" → "I helped you"), end marks dropped, never cut.
 */
export function sayBack(sentence: string): string {
  const tokens = sentence.replace(END_MARKS, '').trim().split(/(\s+)/);
  let previous = '';
  let first = true;
  const out = tokens.map((token, index) => {
    if (/^\s+$/.test(token) || token === '') return token;
    const match = /^([^\p{L}']*)([\p{L}'’]+)(.*)$/u.exec(token);
    if (!match) return token;
    const [, lead = '', word = '', tail = ''] = match;
    const lower = word.toLowerCase().replace(/’/g, "'");
    const next = (tokens[index + 2] ?? '').toLowerCase().replace(/[^\p{L}']/gu, '');
    let said: string;
    if (lower === 'you')
      said = AFTER_SUBJECT.test(next) || BEFORE_SUBJECT.test(previous) ? 'I' : 'me';
    else if (lower === 'am' && previous === 'i') said = 'are';
    else if (lower === 'was' && (previous === 'i' || previous === 'we')) said = 'were';
    else if (lower === 'are' && previous === 'you') said = 'am';
    else if (lower === 'were' && previous === 'you') said = 'was';
    else said = SWAP[lower] ?? (first && COMMON_START.test(word) ? lower : word);
    previous = lower;
    first = false;
    return `${lead}${said}${tail}`;
  });
  return out.join('');
}

/** Whole sentences said back, up to about `max` characters (one long sentence shortened at a clause). */
function sayBackSentences(text: string, max = 200): string {
  const sentences = sentencesOf(text.replace(/\s+/g, ' '));
  const kept: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    if (kept.length > 0 && length + sentence.length > max) break;
    kept.push(sayBack(sentence));
    length += sentence.length;
  }
  return shorten(kept.join('; '), max + 40);
}

/** The person's messages before this one, newest first. */
function earlierMessages(messages: readonly AiMessage[], message: string): string[] {
  const mine = messages
    .filter((turn) => turn.role === 'user')
    .map((turn) => withoutMarkup(turn.content));
  if (mine.at(-1) === message) mine.pop();
  return mine.reverse();
}

function listed(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

/** The facts of the parts, by kind (the latest name). */
function factsOf(parts: readonly AiSubject[]): Record<LyraFactKind, string[]> {
  const facts: Record<LyraFactKind, string[]> = { name: [], grows: [], goal: [] };
  for (const part of parts) {
    if (!part.title.startsWith(FACT_PART)) continue;
    const kind = part.title.slice(FACT_PART.length) as LyraFactKind;
    if (KINDS.includes(kind)) facts[kind].push(part.text);
  }
  facts.name = facts.name.slice(-1);
  return facts;
}

const KNOWN: Readonly<Record<LyraFactKind, (items: readonly string[]) => string>> = {
  name: ([name = '']) => `your name is ${name}`,
  grows: (items) => `you grow ${listed(items)}`,
  goal: (items) => `you want to ${listed(items)}`,
};
const UNKNOWN: Readonly<Record<LyraFactKind, string>> = {
  name: 'your name',
  grows: 'what you grow',
  goal: 'what you hope to do',
};

/** The answer to "Do you remember my name and what I grow?": from the facts alone. */
function fromMemory(asked: readonly LyraFactKind[], facts: Record<LyraFactKind, string[]>): string {
  const known = asked.filter((kind) => facts[kind].length > 0);
  const unknown = asked.filter((kind) => facts[kind].length === 0);
  const [name] = facts.name;
  const said = listed(known.map((kind) => KNOWN[kind](facts[kind])));
  const missing = listed(
    unknown.map((kind) => UNKNOWN[kind]),
    'or',
  );
  if (unknown.length === 0)
    return `Yes, I remember: ${said}. What would you like to talk about today${name ? `, ${name}` : ''}?`;
  if (known.length === 0)
    return `You have not told me ${missing} yet, so I do not know it. If you tell me, I will remember it for our next talks.`;
  return `I remember that ${said}, but you have not told me ${missing} yet. Would you like to?`;
}

/** What a memory question asks about, or null when the message is no such question. */
function askedOf(message: string): LyraFactKind[] | null {
  const direct = DIRECT.test(message);
  if (!direct && !(MEMORY.test(message) && /\?\s*$|\bremember\b/i.test(message))) return null;
  if (ASKS_ALL.test(message)) return [...KINDS];
  const asked = KINDS.filter((kind) => ASKS[kind].test(message));
  return asked.length > 0 ? asked : null;
}

/** What the message tells of its writer: "Nice to meet you, Priya. So you grow tomatoes…" */
function acknowledge(told: readonly LyraFactText[]): string {
  const name = told.find((fact) => fact.kind === 'name')?.text;
  const grows = told.filter((fact) => fact.kind === 'grows').map((fact) => fact.text);
  const goals = told.filter((fact) => fact.kind === 'goal').map((fact) => fact.text);
  return [
    name ? `Nice to meet you, ${name}.` : '',
    grows.length > 0 ? `So you grow ${listed(grows)}: that is a garden worth tending.` : '',
    goals.length > 0 ? `You want to ${listed(goals)}, and I will keep that in mind.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Modal and auxiliary verbs a question starts its clause with. */
const AUX =
  /^(should|can|could|would|will|might|must|shall|may|do|does|did|am|is|are|was|were|have|has)$/i;
const WH = /^(what|why|how|when|where|who|which|whom|whose)$/i;

/**
 * A question in reported speech, when its shape is a plain one: "What should I do about X?" → "what
 * you should do about X"; "Should I water them?" → "whether you should water them"; "Can you help
 * me with Y?" → "whether I can help you with Y". Null for any other shape.
 */
export function reportQuestion(question: string): string | null {
  const words = question
    .replace(/[?!.…\s]+$/u, '')
    .trim()
    .split(/\s+/);
  let wh = '';
  if (WH.test(words[0] ?? '')) wh = (words.shift() ?? '').toLowerCase();
  const aux = (words[0] ?? '').toLowerCase();
  const subject = (words[1] ?? '').toLowerCase();
  if (!AUX.test(aux) || !['i', 'we', 'you'].includes(subject)) return null;
  const rest = sayBack(words.slice(2).join(' '));
  const who = subject === 'you' ? 'I' : 'you';
  let verb: string;
  if (['do', 'does', 'did'].includes(aux)) verb = aux === 'did' ? 'did' : '';
  else if (aux === 'am' || aux === 'are' || aux === 'is') verb = subject === 'you' ? 'am' : 'are';
  else if (aux === 'was' || aux === 'were') verb = subject === 'you' ? 'was' : 'were';
  else verb = aux;
  if (aux === 'did' && wh === '') return null;
  const clause = [who, verb, rest].filter(Boolean).join(' ');
  return `${wh || 'whether'} ${clause}`;
}

/** Words that are not what a question is about. */
const PRONOUNS = /^(?:i|me|you|we|us|it|they|them|this|that|what|anything|something|lyra)$/i;

/** The noun phrase a question is about, with its "of…/for…" complement when short ("my dream of opening a bakery"). */
function topicOf(sentence: string): string | undefined {
  const [noun] = nounPhrasesOf(sentence).filter((phrase) => !PRONOUNS.test(phrase));
  if (noun === undefined) return undefined;
  const at = sentence.indexOf(noun);
  if (at < 0) return sayBack(noun);
  const after = sentence.slice(at + noun.length);
  const complement = /^\s+(?:of|for|about|with|in|on)\s+[^?!.,;:]+/iu.exec(after)?.[0] ?? '';
  const whole = complement.trim().split(/\s+/).length <= 6 ? `${noun}${complement}` : noun;
  return sayBack(whole.trim());
}

/** The name to address the person by, if they told it. */
const addressed = (name: string | undefined, text: string) =>
  name ? `${name}, ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;

export function writeLyraReply(
  message: string,
  parts: readonly AiSubject[],
  messages: readonly AiMessage[] = [],
): string {
  const lang = languageOf(message);
  if (speaksOfCrisis(message)) return CRISIS_ANSWER[lang === 'other' ? 'en' : lang];
  if (lang === 'de' || lang === 'fr' || lang === 'es') return LYRA_ENGLISH_ONLY[lang];

  const beliefs = parts.filter((part) => !part.title.startsWith(FACT_PART));
  const facts = factsOf(parts);
  const [name] = facts.name;
  const seed = seedOf(message);

  const asked = askedOf(message);
  if (asked) return fromMemory(asked, facts);

  const [last] = earlierMessages(messages, message);
  if (RECALL.test(message)) {
    return last
      ? `You told me that ${sayBackSentences(last)}. What would you like to do with it?`
      : 'You have not told me anything before this message in our conversation, so there is nothing I can recall yet. What would you like to tell me?';
  }

  const reading = read('', message);
  const gentle = reading.gentle;
  const belief = !gentle && beliefs.length > 0 ? beliefs[seed % beliefs.length]?.text : undefined;
  const question = gentle
    ? GENTLE_QUESTIONS[seed % GENTLE_QUESTIONS.length]
    : QUESTIONS[seed % QUESTIONS.length];
  const sentences = sentencesOf(message);
  const [first = message.trim()] = sentences;

  const told = lyraFactsIn(message);
  if (told.length > 0 && !gentle) return [acknowledge(told), question].join(' ');

  if (message.trim().endsWith('?')) {
    const asking = sentences.filter((sentence) => sentence.endsWith('?'));
    const telling = sentences.filter((sentence) => !sentence.endsWith('?'));
    let lastQuestion = asking.at(-1) ?? first;
    // "My leaves are yellow, what should I do?": the statement before the question's comma.
    const comma = lastQuestion.lastIndexOf(', ');
    if (telling.length === 0 && comma > 0) {
      const tail = lastQuestion.slice(comma + 2);
      if (reportQuestion(tail)) {
        telling.push(lastQuestion.slice(0, comma));
        lastQuestion = tail;
      }
    }
    const context =
      telling.length > 0 ? `You tell me that ${sayBackSentences(telling.join(' '))}` : '';
    const reported = reportQuestion(lastQuestion);
    const topic = reported ? undefined : topicOf(lastQuestion);
    const asks = reported ? `you ask ${reported}` : topic ? `you are asking about ${topic}` : '';
    const about = [
      context,
      context && asks ? `, and ${asks}` : asks ? asks.charAt(0).toUpperCase() + asks.slice(1) : '',
    ]
      .join('')
      .trim();
    return [
      about ? `${addressed(name, about)}.` : '',
      'I am the built-in engine, so I cannot answer that from knowledge of my own; I can only reflect what you tell me.',
      belief,
      question,
    ]
      .filter(Boolean)
      .join(' ');
  }

  if (GREETING.test(first) && first.split(/\s+/).length <= 5)
    return [`Hello${name ? `, ${name}` : ''}. It is good to hear from you.`, question].join(' ');

  const heard = sayBackSentences(first);
  const opening = gentle
    ? `${addressed(name, 'That sounds hard')}: ${heard}. Thank you for telling me.`
    : `${addressed(name, 'It sounds like')} ${heard}.`;
  return [opening, belief, question].filter(Boolean).join(' ');
}
