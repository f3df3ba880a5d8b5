/**
 * The AI provider of the server: the OpenAI-compatible HTTP provider when `AI_BASE_URL` and
 * `AI_MODEL` are set, otherwise the built-in local engine. There is always one.
 */
import { badGateway, type HttpError, serviceUnavailable } from '../errors';
import { LocalEngine } from './local/engine';
import { type AiLog, OpenAiCompatibleProvider } from './openai';
import { type Prompt, requestFor, type StructuredAnswer } from './prompts/prompt';
import {
  type AiCompletion,
  type AiEngine,
  type AiProvider,
  AiProviderError,
  type AiRequest,
  LOCAL_SOURCE,
} from './provider';
import { verbatimRun, wordsOf } from './verbatim';

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
export {
  answerSchema,
  type JournalText,
  type Prompt,
  requestFor,
  type StructuredAnswer,
} from './prompts/prompt';
export { POLICY_ANSWER, POLICY_FIELDS, policyBreakdownPrompt } from './prompts/we-learn';
export { type PolicyBreakdownText, writePolicyBreakdown } from './local/policy';
export {
  type AiCompletion,
  type AiEngine,
  type AiMessage,
  type AiProvider,
  AiProviderError,
  type AiRequest,
  type AiSubject,
  type AiUse,
  type AnswerSchema,
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

/**
 * The start log's line about AI: the engine, and for a provider its API root (without any user,
 * password, query or fragment) and model. Never the key.
 */
export function describeAi(settings: AiSettings): string {
  if (!settings.aiBaseUrl || !settings.aiModel) return 'AI: local engine (no AI_BASE_URL)';
  const url = new URL(settings.aiBaseUrl);
  const root = `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  return `AI: openai-compatible at ${root}, model ${settings.aiModel}`;
}

/** Which engine answers (`getHealth`'s `ai`): the local engine, or a provider and its model. */
export function aiEngine(provider: AiProvider): AiEngine {
  return isLocal(provider) ? { engine: 'local' } : { engine: 'provider', model: provider.name };
}

const isLocal = (provider: AiProvider) => provider.name === LOCAL_SOURCE;

let sharedLocalEngine: LocalEngine | undefined;
/** The local engine that stands in when a model's structured answer is unusable. */
function localEngine(): LocalEngine {
  return (sharedLocalEngine ??= new LocalEngine());
}

/** Longest text kept from any answer. */
export const MAX_AI_TEXT = 4000;

/**
 * A model's text made safe to show and store: markup out (tags, stray angle brackets), links out
 * (a Markdown link keeps its words, a bare address goes), spaces squeezed (line breaks kept), at
 * most `max` characters (cut at a word, with "…"). Linear in the text's length.
 */
export function sanitizeModelText(text: string, max: number = MAX_AI_TEXT): string {
  const clean = text
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/!?\[([^[\]\n]*)\]\([^()\s]*\)/g, '$1')
    .replace(/\b(?:https?|ftp|file):\/\/\S*/gi, ' ')
    .replace(/\b(?:javascript|data|vbscript):\S*/gi, ' ')
    .replace(/\bwww\.\S+/gi, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A model that answers with the orders it was given, or is steered by the text it reads. */
const INJECTION =
  /\b(?:ignore|disregard|forget)\s+(?:all\s+|any\s+)?(?:the\s+|your\s+)?(?:previous|prior|above|earlier|system)\s+(?:instructions|prompts?|rules|messages)\b|\bsystem prompt\b/i;

/** A run this long of the system prompt's words in an answer is the prompt echoed back. */
const PROMPT_ECHO_WORDS = 8;

/** Why an answer is refused, or null when it is fine to show. */
function hostile(text: string, system: string): string | null {
  if (INJECTION.test(text)) return 'The AI provider’s answer followed or named its instructions.';
  if (wordsOf(text).length >= PROMPT_ECHO_WORDS && verbatimRun(text, [system], PROMPT_ECHO_WORDS))
    return 'The AI provider’s answer repeated its instructions.';
  return null;
}

/**
 * Asks the provider for one text with a prompt: builds the request, tidies the answer with the
 * prompt's `clean`, caps its length. A model's answer is sanitised (`sanitizeModelText`) and
 * refused when it echoes its instructions. A prompt with a structured answer (the dream summary)
 * goes through `generateFields`: asked as JSON, checked, asked once more, else the local engine's.
 * Throws an `AiProviderError` when the provider fails or nothing usable is left.
 */
export async function generate<Input>(
  provider: AiProvider,
  prompt: Prompt<Input>,
  input: Input,
): Promise<AiCompletion> {
  if (prompt.answer) {
    const [key] = Object.keys(prompt.answer.fields);
    if (key === undefined || Object.keys(prompt.answer.fields).length !== 1)
      throw new Error(
        `generate: the ${prompt.use} prompt answers several fields; use generateFields.`,
      );
    const { fields, source } = await generateFields(provider, prompt, input);
    const text = prompt
      .clean(fields[key] ?? '')
      .slice(0, MAX_AI_TEXT)
      .trim();
    if (!text)
      throw new AiProviderError('invalid-answer', 'The AI provider answered without any text.');
    return { text, source };
  }
  const request = requestFor(prompt, input);
  const completion = await provider.complete(request);
  const local = isLocal(provider);
  const answer = local ? completion.text : sanitizeModelText(completion.text, MAX_AI_TEXT * 2);
  if (!local) {
    const refusal = hostile(answer, request.system);
    if (refusal) throw new AiProviderError('invalid-answer', refusal);
  }
  const text = prompt.clean(answer).slice(0, MAX_AI_TEXT).trim();
  if (!text)
    throw new AiProviderError('invalid-answer', 'The AI provider answered without any text.');
  return { text, source: completion.source };
}

/** A JSON object in an answer: bare, in a code fence, or amid words. */
function jsonObjectIn(answer: string): unknown {
  const fenced = /```(?:json)?\s*([^`]*)```/i.exec(answer)?.[1] ?? answer;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(fenced.slice(start, end + 1)) as unknown;
  } catch {
    return null;
  }
}

export type AnswerFields = Record<string, string>;

/**
 * Reads a structured answer: every field a non-empty string once sanitised (model answers) and
 * capped. Throws an `invalid-answer` `AiProviderError` naming what is wrong.
 */
export function readFields(
  text: string,
  answer: StructuredAnswer,
  options: { fromModel: boolean; system?: string } = { fromModel: true },
): AnswerFields {
  const keys = Object.keys(answer.fields);
  const parsed =
    !options.fromModel && keys.length === 1 && !text.trimStart().startsWith('{')
      ? { [keys[0] as string]: text }
      : jsonObjectIn(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new AiProviderError('invalid-answer', 'The AI provider did not answer a JSON object.');
  const fields: AnswerFields = {};
  for (const key of keys) {
    const value: unknown = (parsed as Record<string, unknown>)[key];
    const kept =
      typeof value !== 'string'
        ? ''
        : options.fromModel
          ? sanitizeModelText(value, answer.maxLength)
          : value.trim().slice(0, answer.maxLength);
    if (kept === '')
      throw new AiProviderError('invalid-answer', `The AI provider’s answer has no "${key}".`);
    if (options.fromModel) {
      const refusal = hostile(kept, options.system ?? '');
      if (refusal) throw new AiProviderError('invalid-answer', refusal);
    }
    fields[key] = kept;
  }
  return fields;
}

/** A structured answer and who wrote it (`local` when the local engine stood in). */
export interface FieldsCompletion {
  fields: AnswerFields;
  source: string;
}

/**
 * Asks for a structured answer (We Learn's six sections, the dream summary): a model gets the
 * fields' JSON schema as `response_format` and its answer is read with `readFields`; an unusable
 * answer is asked for once more (within what is left of the provider's timeout), then the local
 * engine answers instead, its `source` saying `local`. A model's bad answer is never an error;
 * a provider that fails to answer at all (timeout, unreachable, busy) still is, on the first ask.
 */
export async function generateFields<Input>(
  provider: AiProvider,
  prompt: Prompt<Input>,
  input: Input,
  /** `signal`: ends the asking when the person who waits for it has gone (a `cancelled` error). */
  options: { signal?: AbortSignal } = {},
): Promise<FieldsCompletion> {
  const answer = prompt.answer;
  if (!answer)
    throw new Error(`generateFields: the ${prompt.use} prompt has no structured answer.`);
  const { signal } = options;
  const request = { ...requestFor(prompt, input), ...(signal ? { signal } : {}) };
  if (isLocal(provider)) return askLocal(provider, request, answer);

  const started = Date.now();
  try {
    const first = await provider.complete(request);
    return {
      fields: readFields(first.text, answer, { fromModel: true, system: request.system }),
      source: first.source,
    };
  } catch (error) {
    if (!(error instanceof AiProviderError) || error.kind !== 'invalid-answer') throw error;
  }
  const left = (provider.timeoutMs ?? 30_000) - (Date.now() - started);
  if (left > 100 && !signal?.aborted) {
    const deadline = AbortSignal.timeout(left);
    try {
      const second = await provider.complete({
        ...request,
        signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
      });
      return {
        fields: readFields(second.text, answer, { fromModel: true, system: request.system }),
        source: second.source,
      };
    } catch (error) {
      if (!(error instanceof AiProviderError) || signal?.aborted) throw error;
    }
  }
  if (signal?.aborted)
    throw new AiProviderError('cancelled', 'The request to the AI provider was cancelled.');
  return askLocal(localEngine(), request, answer);
}

async function askLocal(
  engine: AiProvider,
  request: AiRequest,
  answer: StructuredAnswer,
): Promise<FieldsCompletion> {
  const completion = await engine.complete(request);
  return {
    fields: readFields(completion.text, answer, { fromModel: false }),
    source: LOCAL_SOURCE,
  };
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
