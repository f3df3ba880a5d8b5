/**
 * Insight generation: each kind's words and prompt, and the job that writes an insight in the
 * background (`journal.insight`, payload `{ entryId, kind }`).
 */
import {
  journalMantraPrompt,
  journalNextActionPrompt,
  journalReflectionPrompt,
  type JournalText,
  type Prompt,
} from '../../platform/ai';
import { speaksOfCrisis } from '@wegrow/contract/journal';
import { defineJob } from '../../platform/jobs';
import { type InsightKind, isInsightKind } from './kinds';

interface KindInfo {
  /** "a reflection", inside a sentence. */
  a: string;
  /** "Reflection", at the start of one. */
  name: string;
  prompt: Prompt<JournalText>;
}

/** Every kind (a kind the contract adds fails `tsc` here). */
export const INSIGHTS: Readonly<Record<InsightKind, KindInfo>> = {
  reflection: { a: 'a reflection', name: 'Reflection', prompt: journalReflectionPrompt },
  mantra: { a: 'a mantra', name: 'Mantra', prompt: journalMantraPrompt },
  next_action: { a: 'a next action', name: 'Next action', prompt: journalNextActionPrompt },
};

/**
 * Whether an entry speaks of self-harm or of not wanting to live (the entry's `crisis`): saving it
 * shows where to get help at once, in place of the insights (whose built-in answer to it would be
 * the same words under every heading). Grief, fear or sadness alone is not a crisis.
 */
export function needsCrisisHelp(entry: { title: string; content: string }): boolean {
  return speaksOfCrisis(`${entry.title}\n${entry.content}`);
}

export type InsightJobPayload = { entryId: number; kind: InsightKind };

export const insightJob = defineJob<InsightJobPayload>('journal.insight', {
  parse(payload) {
    if (
      typeof payload === 'object' &&
      payload !== null &&
      'entryId' in payload &&
      'kind' in payload
    ) {
      const { entryId, kind } = payload;
      if (typeof entryId === 'number' && Number.isInteger(entryId) && isInsightKind(kind))
        return { entryId, kind };
    }
    throw new Error('expected { entryId: integer, kind: reflection | mantra | next_action }');
  },
});
