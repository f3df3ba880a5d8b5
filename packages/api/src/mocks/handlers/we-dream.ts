import { DREAM_WINDOW_DAYS, WE_DREAM_DETAILS, WE_DREAM_MESSAGES } from '@wegrow/contract/we-dream';
import type { CollectiveDream } from '../../types';
import { db, removeWhere } from '../db';
import { operators } from '../fixtures/users';
import type { DreamRow } from '../rows';
import { forbidden, mock } from '../support/route';

/** The local engine's source label (the server's `LOCAL_SOURCE`). */
const LOCAL_SOURCE = 'local';

/** A mantra from the vision's first words, as an "I" sentence (the server's engine is richer). */
function mantraFor(text: string): string {
  const words = text
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    .slice(0, 8)
    .join(' ');
  return `I hold this dream: ${words.charAt(0).toLowerCase()}${words.slice(1)}.`;
}

/**
 * The fakes' Dream Machine: the dreams saved in the last 7 days, counted, never quoted (the
 * summary is public, the dreams private, as on the server; its texts come from its AI provider,
 * so only the shape and the count rules are alike).
 */
function blend(now: Date): CollectiveDream {
  const since = now.getTime() - DREAM_WINDOW_DAYS * 24 * 3_600_000;
  const recent = db.dreams
    .filter((dream) => Date.parse(dream.updated_at) >= since)
    .sort((a, b) => a.updated_at.localeCompare(b.updated_at));
  const [first] = recent;
  if (!first)
    return { summary: '', mantra: '', count: 0, updated_at: now.toISOString(), source: null };
  return {
    summary: `${recent.length === 1 ? 'One dream was' : `${recent.length} dreams were`} shared this week. Together they make tonight's collective dream.`,
    mantra: 'We dream together, and together we grow.',
    count: recent.length,
    updated_at: now.toISOString(),
    source: LOCAL_SOURCE,
  };
}

export const weDreamHandlers = [
  mock.get('/we-dream/collective', ({ response }) => response(200).json({ ...db.collectiveDream })),

  mock.post('/we-dream/collective/run', ({ me, response }) => {
    const caller = me();
    if (!operators.some((operator) => operator.email === caller.email.toLowerCase()))
      forbidden(WE_DREAM_DETAILS.onlyOperators);
    db.collectiveDream = blend(new Date());
    return response(200).json({ ...db.collectiveDream });
  }),

  mock.get('/we-dream/active', ({ me, response }) => {
    const dream = db.dreams.find((row) => row.user_id === me().id);
    return response(200).json(
      dream
        ? { exists: true, vision: dream.vision, mantra: dream.mantra }
        : { exists: false, vision: null, mantra: null },
    );
  }),

  mock.post('/we-dream/manifest', ({ body, response }) =>
    response(200).json({ mantra: mantraFor(body.text), source: LOCAL_SOURCE }),
  ),

  mock.post('/we-dream/save', ({ me, body, response }) => {
    const userId = me().id;
    removeWhere(db.dreams, (row) => row.user_id === userId);
    const dream: DreamRow = {
      user_id: userId,
      vision: body.vision.trim(),
      mantra: body.mantra.trim(),
      updated_at: new Date().toISOString(),
    };
    db.dreams.push(dream);
    return response(200).json({ message: WE_DREAM_MESSAGES.saved });
  }),

  mock.post('/we-dream/clear', ({ me, response }) => {
    const userId = me().id;
    removeWhere(db.dreams, (row) => row.user_id === userId);
    return response(200).json({ message: WE_DREAM_MESSAGES.cleared });
  }),
];
