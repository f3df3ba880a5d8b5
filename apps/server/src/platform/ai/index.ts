/**
 * The AI provider of the server: the OpenAI-compatible HTTP provider when `AI_BASE_URL` and
 * `AI_MODEL` are set, otherwise the built-in local engine. There is always one.
 */
import { badGateway, type HttpError, serviceUnavailable } from '../errors';
import { LocalEngine } from './local/engine';
import { type AiLog, OpenAiCompatibleProvider } from './openai';
import { requestFor, type Prompt } from './prompts/prompt';
import { type AiCompletion, type AiProvider, AiProviderError } from './provider';

export { LocalEngine } from './local/engine';
export { OpenAiCompatibleProvider, type AiLog, type OpenAiCompatibleOptions } from './openai';
export { dreamCollectiveMantraPrompt } from './prompts/dream-collective-mantra';
export { dreamMantraPrompt } from './prompts/dream-mantra';
export { dreamSummaryPrompt } from './prompts/dream-summary';
export { type DreamText, MAX_BLENDED_VISION } from './prompts/dream';
export { journalMantraPrompt } from './prompts/journal-mantra';
export { journalNextActionPrompt } from './prompts/journal-next-action';
export { journalReflectionPrompt } from './prompts/journal-reflection';
export { type LyraChatInput, lyraChatPrompt, type LyraSoulText } from './prompts/lyra-chat';
export { type JournalText, type Prompt, requestFor } from './prompts/prompt';
export { POLICY_FIELDS, policyBreakdownPrompt } from './prompts/we-learn';
export { type PolicyBreakdownText, writePolicyBreakdown } from './local/policy';
export {
  type AiCompletion,
  type AiMessage,
  type AiProvider,
  AiProviderError,
  type AiRequest,
  type AiSubject,
  type AiUse,
  LOCAL_SOURCE,
} from './provider';

export interface AiSettings {
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  aiTimeoutMs: number;
}

/** The provider the settings name (see `loadConfig`: base URL and model come together). */
export function createAiProvider(settings: AiSettings, log?: AiLog): AiProvider {
  if (!settings.aiBaseUrl || !settings.aiModel) return new LocalEngine();
  return new OpenAiCompatibleProvider({
    baseUrl: settings.aiBaseUrl,
    apiKey: settings.aiApiKey,
    model: settings.aiModel,
    timeoutMs: settings.aiTimeoutMs,
    log,
  });
}

/** Longest text kept from any answer. */
export const MAX_AI_TEXT = 4000;

/**
 * Asks the provider for one text with a prompt: builds the request, tidies the answer with the
 * prompt's `clean`, caps its length. Throws an `AiProviderError` when the provider fails or
 * nothing usable is left.
 */
export async function generate<Input>(
  provider: AiProvider,
  prompt: Prompt<Input>,
  input: Input,
): Promise<AiCompletion> {
  const completion = await provider.complete(requestFor(prompt, input));
  const text = prompt.clean(completion.text).slice(0, MAX_AI_TEXT).trim();
  if (!text)
    throw new AiProviderError('invalid-answer', 'The AI provider answered without any text.');
  return { text, source: completion.source };
}

/**
 * The answer of an operation that asks the provider while the client waits (the We Dream mantra,
 * Lyra), when the configured provider fails: 503 when it is busy (429/503), else 502; never a 500.
 * Background generation records the failure instead (see the journal's insights).
 */
export function aiFailureAnswer(error: AiProviderError): HttpError {
  return error.overloaded
    ? serviceUnavailable('The AI provider is busy. Please try again in a minute.')
    : badGateway(`${error.message} Please try again.`);
}
