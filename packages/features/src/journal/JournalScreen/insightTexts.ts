import { LOCAL_INSIGHT_SOURCE, type InsightKind } from '@wegrow/api';
import { journalTexts } from './journalTexts';

/** How each insight is named on screen (spec 1 §2: the chooser's options, the panels). */
export interface InsightNames {
  /** The chooser's option: Reflect, Mantra Maker, 'What should I do next?'. */
  readonly option: string;
  /** The panel's heading. */
  readonly title: string;
  /** In a sentence: "this reflection", "a next action". */
  readonly noun: string;
}

export const insightNames: Readonly<Record<InsightKind, InsightNames>> = {
  reflection: { option: 'Reflect', title: 'Reflection', noun: 'reflection' },
  mantra: { option: 'Mantra Maker', title: 'Mantra', noun: 'mantra' },
  next_action: { option: 'What should I do next?', title: 'Next Action', noun: 'next action' },
};

/** The insight delete confirmation, naming the insight (spec 1 §2). */
export function deleteInsightQuestion(kind: InsightKind): string {
  return `Are you sure you want to delete this ${insightNames[kind].noun}?`;
}

/**
 * Who wrote a ready insight, said honestly (issue 13): the server's built-in engine, or the AI
 * model by its name; null when the server did not say.
 */
export function insightAuthor(source: string | null): string | null {
  if (source === null) return null;
  if (source === LOCAL_INSIGHT_SOURCE) return journalTexts.localEngine;
  return `Written by the AI model ${source}`;
}

/** What the pending panel says while an insight is written. */
export function insightPendingText(kind: InsightKind): string {
  return `Writing your ${insightNames[kind].noun}...`;
}

/** Why Go is disabled for the chosen insight, or null when it may be requested. */
export function insightUnavailableReason(
  kind: InsightKind,
  state: 'ready' | 'pending' | 'other',
): string | null {
  const { noun } = insightNames[kind];
  if (state === 'ready') return `This entry already has a ${noun}. Delete it to ask again.`;
  if (state === 'pending') return `A ${noun} is being written for this entry.`;
  return null;
}
