/**
 * The local engine's Lyra: a short, calm reply that takes up the person's own words (the first
 * sentence of their message, quoted back to them), offers one of her beliefs and asks one question.
 * Deterministic: the same message and soul give the same reply.
 */
import type { AiSubject } from '../provider';
import { END_MARKS, keywordsOf, sentencesOf, shorten } from './analysis';

/** A small, stable number from a text (which belief, which question). */
function seedOf(text: string): number {
  let seed = 0;
  for (const character of text) seed = (seed * 31 + (character.codePointAt(0) ?? 0)) % 1_000_003;
  return seed;
}

const QUESTIONS = [
  'What would it look like to let that grow, one small step at a time?',
  'What part of that feels most alive to you right now?',
  'Who in your life could walk a little of this way with you?',
  'What would you tell a friend who said the same to you?',
] as const;

export function writeLyraReply(message: string, beliefs: readonly AiSubject[]): string {
  const seed = seedOf(message);
  const [first = message.trim()] = sentencesOf(message);
  const said = shorten(first.replace(END_MARKS, ''), 160);
  const [keyword] = keywordsOf(message);
  const opening = first.trim().endsWith('?')
    ? keyword
      ? `You ask about ${keyword.word}.`
      : 'You ask me something I hold gently.'
    : `I hear you: "${said}".`;
  const belief = beliefs.length > 0 ? beliefs[seed % beliefs.length]?.text : undefined;
  const question = QUESTIONS[seed % QUESTIONS.length] ?? QUESTIONS[0];
  return [opening, belief, question].filter(Boolean).join(' ');
}
