import type { PolicyBreakdown } from '../../types';
import { mock } from '../support/route';

/** The local engine's source label (the server's `LOCAL_SOURCE`). */
const LOCAL_SOURCE = 'local';

/**
 * A breakdown from the text's own sentences (the server's local engine is richer): its first
 * sentence is what it says, the rest are pointers on what to look for. Deterministic.
 */
function breakdownOf(text: string): PolicyBreakdown {
  const sentences = text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence !== '');
  const first = sentences[0] ?? text.trim();
  return {
    what: `It says: "${first}"`,
    impact: 'Look for who the rules apply to, and who pays.',
    pros: 'What it offers, in its own words, is in the text above.',
    cons: 'The text names no cost, duty or restriction in so many words; ask who pays and who must do what.',
    controversy: 'The text names no disagreement; look for who opposes it and why.',
    importance: `It is ${String(sentences.length)} sentence${sentences.length === 1 ? '' : 's'} long; read it closely.`,
    source: LOCAL_SOURCE,
  };
}

export const weLearnHandlers = [
  mock.post('/we-learn/interpret', ({ body, response }) =>
    response(200).json(breakdownOf(body.text)),
  ),
];
