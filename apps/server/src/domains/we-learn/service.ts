import type { components } from '@wegrow/api/schema';
import { POLICY_SECTIONS } from '@wegrow/contract/we-learn';
import {
  aiFailureAnswer,
  AiProviderError,
  type AiProvider,
  generateFields,
  POLICY_ANSWER,
  policyBreakdownPrompt,
  readFields,
} from '../../platform/ai';

export type PolicyBreakdown = components['schemas']['PolicyBreakdown'];

/**
 * A model's answer as a breakdown: a JSON object (possibly in a code fence) with the six sections
 * as non-empty strings, sanitised and capped; anything else is an `invalid-answer`.
 */
export function readBreakdown(answer: string): Omit<PolicyBreakdown, 'source'> {
  return sectionsOf(readFields(answer, POLICY_ANSWER));
}

function sectionsOf(fields: Readonly<Record<string, string>>): Omit<PolicyBreakdown, 'source'> {
  const [what, impact, pros, cons, controversy, importance] = POLICY_SECTIONS.map(
    ({ key }) => fields[key] ?? '',
  ) as [string, string, string, string, string, string];
  return { what, impact, pros, cons, controversy, importance };
}

/**
 * We Learn: a policy text broken down into six sections by the AI provider (the local engine
 * unless one is configured). A model's answer that is no breakdown is asked for once more, then
 * the local engine's breakdown is answered (`source: local`); only a provider that does not answer
 * at all is a 502 (503 when busy). Nothing is stored.
 */
export class WeLearnService {
  constructor(private readonly ai: AiProvider) {}

  /** `signal`: the caller has gone (the page's Cancel): the provider's request is ended too. */
  async interpret(text: string, signal?: AbortSignal): Promise<PolicyBreakdown> {
    try {
      const { fields, source } = await generateFields(
        this.ai,
        policyBreakdownPrompt,
        { text: text.trim() },
        signal ? { signal } : {},
      );
      return { ...sectionsOf(fields), source };
    } catch (error) {
      if (error instanceof AiProviderError) throw aiFailureAnswer(error);
      throw error;
    }
  }
}
