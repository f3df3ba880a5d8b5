/**
 * The local engine's Lyra: a short, calm reply to the person's last message, in the light of the
 * conversation she was given. She recalls what they said when asked ("What did I just tell you?"),
 * takes up the words of a statement, names what a question is about (a whole noun phrase, read by
 * compromise) and says honestly that she cannot answer it herself; to words of crisis she answers
 * with the one caring answer that points to help. Deterministic: the same conversation and soul
 * give the same reply.
 */
import type { AiMessage, AiSubject } from '../provider';
import { withoutMarkup } from '../verbatim';
import { CRISIS_ANSWER, LYRA_ENGLISH_ONLY } from './foreign';
import { END_MARKS, read, seedOf, sentencesOf, shorten, toSecondPerson } from './analysis';
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

/** "What did I just tell you?", "Do you remember what I said?" */
const RECALL =
  /\b(?:what\s+(?:did|have)\s+i\s+(?:just\s+)?(?:tell|told|say|said|write|wrote|mention|mentioned)|do\s+you\s+remember|what\s+was\s+i\s+(?:just\s+)?(?:saying|talking\s+about)|repeat\s+what\s+i)\b/i;

/** Words that are not what a question is about. */
const PRONOUNS = /^(?:i|me|you|we|us|it|they|them|this|that|what|anything|something|lyra)$/i;

const said = (text: string) =>
  shorten(text.replace(/\s+/g, ' ').trim().replace(END_MARKS, ''), 160);

/** The person's messages before this one, newest first. */
function earlierMessages(messages: readonly AiMessage[], message: string): string[] {
  const mine = messages
    .filter((turn) => turn.role === 'user')
    .map((turn) => withoutMarkup(turn.content));
  if (mine.at(-1) === message) mine.pop();
  return mine.reverse();
}

/** The noun phrase and what completes it, up to the end of its clause: "my dream of opening a bakery". */
function topicFrom(sentence: string, noun: string): string {
  const at = sentence.indexOf(noun);
  if (at < 0) return noun;
  const rest = sentence.slice(at).split(/[?!.,;:]/u)[0] ?? noun;
  return rest.trim().split(/\s+/).slice(0, 8).join(' ');
}

export function writeLyraReply(
  message: string,
  beliefs: readonly AiSubject[],
  messages: readonly AiMessage[] = [],
): string {
  const lang = languageOf(message);
  if (speaksOfCrisis(message)) return CRISIS_ANSWER[lang === 'other' ? 'en' : lang];
  if (lang === 'de' || lang === 'fr' || lang === 'es') return LYRA_ENGLISH_ONLY[lang];

  const seed = seedOf(message);
  const earlier = earlierMessages(messages, message);
  const [last] = earlier;
  if (RECALL.test(message)) {
    return last
      ? `You told me: "${said(last)}". What would you like to do with it?`
      : 'You have not told me anything before this message in our conversation, so there is nothing I can recall yet. What would you like to tell me?';
  }

  const reading = read('', message);
  const gentle = reading.gentle;
  const belief = !gentle && beliefs.length > 0 ? beliefs[seed % beliefs.length]?.text : undefined;
  const question = gentle
    ? GENTLE_QUESTIONS[seed % GENTLE_QUESTIONS.length]
    : QUESTIONS[seed % QUESTIONS.length];
  const [first = message.trim()] = sentencesOf(message);

  if (message.trim().endsWith('?')) {
    const [noun] = nounPhrasesOf(first).filter((phrase) => !PRONOUNS.test(phrase));
    const topic = noun === undefined ? undefined : topicFrom(first, noun);
    const about = topic ? `You are asking about ${toSecondPerson(topic)}. ` : '';
    return [
      `${about}I am the built-in engine, so I cannot answer that from knowledge of my own; I can only reflect what you tell me.`,
      belief,
      question,
    ]
      .filter(Boolean)
      .join(' ');
  }
  const opening = gentle
    ? `That sounds hard: "${said(first)}". Thank you for telling me.`
    : `I hear you: "${said(first)}".`;
  return [opening, belief, question].filter(Boolean).join(' ');
}
