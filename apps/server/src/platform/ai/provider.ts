/**
 * The one interface every AI feature talks to (journal insights, the We Dream mantra and the nightly
 * dream summary, Lyra's replies, We Learn's breakdowns). Two implementations: an OpenAI-compatible HTTP provider
 * (`openai.ts`: OpenAI, Ollama, vLLM, LM Studio…) and the embedded local engine (`local/engine.ts`),
 * deterministic and offline, the default when no provider is configured.
 */

/** One turn of the conversation sent to the model (the system prompt travels apart). */
export interface AiMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** What the text is for: the prompt that built the request (one file per use in `prompts/`). */
export type AiUse =
  | 'journal.reflection'
  | 'journal.mantra'
  | 'journal.next-action'
  | 'dream.mantra'
  | 'dream.summary'
  | 'dream.collective-mantra'
  | 'lyra.chat'
  | 'policy.breakdown';

/** A text the answer is about: a journal entry (title, content), a dream (mantra, vision). */
export interface AiSubject {
  title: string;
  text: string;
}

/**
 * The request as a prompt file builds it. A model reads `system` and `messages`; the local engine,
 * which reads no prompt, writes from `task` (the use and the person's own words).
 */
export interface AiRequest {
  system: string;
  messages: readonly AiMessage[];
  /** Upper bound of the answer's length, in tokens. */
  maxTokens: number;
  /**
   * A structured answer: one JSON object of this schema (sent as `response_format`). The local
   * engine, which reads no prompt, ignores it.
   */
  answerSchema?: AnswerSchema;
  /** Ends the request early (the deadline of a structured answer and its retry). */
  signal?: AbortSignal;
  task: {
    use: AiUse;
    /** The prompt's version (logged, so an answer can be traced to the words that asked for it). */
    promptVersion: number;
    /** The text the answer is about, e.g. a journal entry's title and content. */
    subject: AiSubject;
    /**
     * When the answer is about several texts (the dreams of the nightly blend): each of them;
     * `subject` then stands for them all.
     */
    parts?: readonly AiSubject[];
  };
}

/** A JSON schema of an answer (the `json_schema` of OpenAI's `response_format`). */
export interface AnswerSchema {
  /** `[a-zA-Z0-9_-]`, e.g. `policy_breakdown`. */
  name: string;
  schema: {
    type: 'object';
    additionalProperties: false;
    required: readonly string[];
    properties: Readonly<Record<string, { type: 'string'; description: string }>>;
  };
}

/** Which engine answers: the built-in local engine, or an OpenAI-compatible provider's model. */
export type AiEngine = { engine: 'local' } | { engine: 'provider'; model: string };

/** The source of texts written by the local engine (the screens say "Written by the built-in engine"). */
export const LOCAL_SOURCE = 'local';

export interface AiCompletion {
  /** The answer, trimmed, never empty. */
  text: string;
  /** Who wrote it: `local` or the model's name (e.g. `llama3.2`). Stored beside the text. */
  source: string;
}

export interface AiProvider {
  /** `local`, or the configured model's name. */
  readonly name: string;
  /** One attempt's time limit in milliseconds (none for the local engine). */
  readonly timeoutMs?: number;
  /** Answers a request; throws an `AiProviderError` when the provider fails. */
  complete(request: AiRequest): Promise<AiCompletion>;
}

export type AiProviderErrorKind =
  /** No answer within the timeout. */
  | 'timeout'
  /** The request was ended by its caller's signal. */
  | 'cancelled'
  /** The provider could not be reached (connection refused, reset, DNS…). */
  | 'network'
  /** It answered with an error status (4xx/5xx). */
  | 'status'
  /** It answered 2xx with something that is not a chat completion with text. */
  | 'invalid-answer';

/**
 * A provider's failure. `message` is safe to show to the person who asked and to log: it names
 * what went wrong, never the API key, the prompt or the provider's own error text.
 */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
  constructor(
    readonly kind: AiProviderErrorKind,
    message: string,
    /** The HTTP status, for `status` errors. */
    readonly status?: number,
  ) {
    super(message);
  }

  /** The provider is busy rather than broken (429, 503): a synchronous operation answers 503, else 502. */
  get overloaded(): boolean {
    return this.status === 429 || this.status === 503;
  }
}
