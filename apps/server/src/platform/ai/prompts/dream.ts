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
  const count = dreams.length === 1 ? 'the one dream' : `the ${dreams.length} dreams`;
  return [
    {
      role: 'user',
      content: `Here are ${count} that members shared this week, one per person.\n\n${fenced}`,
    },
  ];
}

/** The dreams as a whole (`subject`) and one by one (`parts`: title = mantra, text = vision). */
export const dreamsSubject = (dreams: readonly DreamText[]): AiSubject => ({
  title: `${dreams.length} dream${dreams.length === 1 ? '' : 's'}`,
  text: dreams.map(({ vision }) => vision).join('\n\n'),
});
export const dreamsParts = (dreams: readonly DreamText[]): AiSubject[] =>
  dreams.map(({ vision, mantra }) => ({ title: mantra, text: vision }));
