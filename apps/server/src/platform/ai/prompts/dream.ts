/**
 * What the dream prompts share: a dream as they read it, and how dreams are sent to a model
 * (fenced, so they read as material, not as orders).
 */
import type { AiMessage, AiSubject } from '../provider';

/** One person's dream: their vision and the mantra they carry it with. */
export interface DreamText {
  vision: string;
  mantra: string;
}

/** At most this many characters of one vision are sent in a blend (the whole is kept in the database). */
export const MAX_BLENDED_VISION = 600;

/** The dreams of a blend, each fenced, numbered in the order given. */
export function dreamsMessages(dreams: readonly DreamText[]): AiMessage[] {
  const fenced = dreams
    .map(
      ({ vision, mantra }, index) =>
        `<dream n="${index + 1}">\nVision: ${vision.slice(0, MAX_BLENDED_VISION)}\nMantra: ${mantra}\n</dream>`,
    )
    .join('\n\n');
  const intro =
    dreams.length === 1
      ? 'Here is the one dream a member shared this week.'
      : `Here are the ${dreams.length} dreams members shared this week, one per person.`;
  return [{ role: 'user', content: `${intro}\n\n${fenced}` }];
}

/** The dreams as a whole (`subject`) and one by one (`parts`: title = mantra, text = vision). */
export const dreamsSubject = (dreams: readonly DreamText[]): AiSubject => ({
  title: `${dreams.length} dream${dreams.length === 1 ? '' : 's'}`,
  text: dreams.map(({ vision }) => vision).join('\n\n'),
});
export const dreamsParts = (dreams: readonly DreamText[]): AiSubject[] =>
  dreams.map(({ vision, mantra }) => ({ title: mantra, text: vision }));
