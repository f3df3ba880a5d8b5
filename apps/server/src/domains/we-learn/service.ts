import type { components } from '@wegrow/api/schema';
import { isJsonObject } from '@wegrow/contract';
import { POLICY_SECTIONS } from '@wegrow/contract/we-learn';
import {
  aiFailureAnswer,
  AiProviderError,
  type AiProvider,
  policyBreakdownPrompt,
  requestFor,
} from '../../platform/ai';

export type PolicyBreakdown = components['schemas']['PolicyBreakdown'];

/** The longest section kept from a model's answer. */
const MAX_SECTION = 2000;

/**
 * A model's answer as a breakdown: a JSON object (possibly in a code fence) with the six sections
 * as non-empty strings; anything else is an `invalid-answer` (the caller answers 502).
 */
export function readBreakdown(answer: string): Omit<PolicyBreakdown, 'source'> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer)?.[1] ?? answer;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  let parsed: unknown;
  try {
    parsed = start >= 0 && end > start ? JSON.parse(fenced.slice(start, end + 1)) : null;
  } catch {
    parsed = null;
  }
  const sections: Partial<Record<string, string>> = {};
  for (const { key } of POLICY_SECTIONS) {
    const value = isJsonObject(parsed) ? parsed[key] : undefined;
    if (typeof value !== 'string' || value.trim() === '')
      throw new AiProviderError('invalid-answer', 'The AI provider did not answer a breakdown.');
    sections[key] = value.trim().slice(0, MAX_SECTION);
  }
  return sections as Omit<PolicyBreakdown, 'source'>;
}

/**
 * We Learn: a policy text broken down into six sections by the AI provider (the local engine
 * unless one is configured). Nothing is stored.
 */
export class WeLearnService {
  constructor(private readonly ai: AiProvider) {}

  async interpret(text: string): Promise<PolicyBreakdown> {
    try {
      const completion = await this.ai.complete(
        requestFor(policyBreakdownPrompt, { text: text.trim() }),
      );
      return { ...readBreakdown(completion.text), source: completion.source };
    } catch (error) {
      if (error instanceof AiProviderError) throw aiFailureAnswer(error);
      throw error;
    }
  }
}
