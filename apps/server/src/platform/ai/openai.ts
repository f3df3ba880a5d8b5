/**
 * The OpenAI-compatible chat-completions provider: `POST {AI_BASE_URL}/chat/completions`, the call
 * OpenAI, Ollama (`http://localhost:11434/v1`), vLLM and LM Studio all answer.
 *
 * - A call lasts at most `timeoutMs` (30 s by default, `AI_TIMEOUT_MS`), answer body and retry
 *   included: nothing waits past it.
 * - A 429 or 5xx answer, or a connection failure, is retried once after a back-off (the
 *   provider's `Retry-After` when it gives one, capped) when time is left; a timeout is not.
 * - A structured answer asks for `response_format: { type: 'json_schema', … }`; a server that
 *   refuses it (400 or 422) is asked again at once with `{ type: 'json_object' }`, then without a
 *   format, and the provider remembers what the server takes.
 * - Failures are `AiProviderError`s whose message names what went wrong and nothing else.
 * - The API key travels only in the Authorization header: it is never logged nor put in an error.
 */
import {
  AiProviderError,
  type AiCompletion,
  type AiProvider,
  type AiRequest,
  type AnswerSchema,
} from './provider';

/** The logger methods the provider uses (pino's and Fastify's loggers have them). */
export interface AiLog {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface OpenAiCompatibleOptions {
  /** The API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set (Ollama and LM Studio need none). */
  apiKey?: string;
  model: string;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** Wait before the retry when the provider gives no Retry-After. @default 1000 */
  retryDelayMs?: number;
  /** Longest wait before the retry, whatever Retry-After says. @default 10000 */
  maxRetryDelayMs?: number;
  /** Sampling temperature. @default 0.7 */
  temperature?: number;
  log?: AiLog;
}

const silent: AiLog = { debug() {}, warn() {} };

type Attempt =
  | { ok: true; completion: AiCompletion }
  | { ok: false; error: AiProviderError; retryAfterMs?: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of the first choice of a chat completion, or null. */
function completionText(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body['choices'])) return null;
  const [first] = body['choices'];
  const message = isRecord(first) ? first['message'] : undefined;
  const content = isRecord(message) ? message['content'] : undefined;
  return typeof content === 'string' ? content : null;
}

/** `Retry-After` in milliseconds (seconds or an HTTP date), or undefined. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const duration = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How a structured answer is asked for, from the strictest; a server refusing one gets the next. */
type AnswerFormat = 'json_schema' | 'json_object' | 'none';

function responseFormat(format: AnswerFormat, schema: AnswerSchema): object | undefined {
  if (format === 'json_schema')
    return {
      type: 'json_schema',
      json_schema: { name: schema.name, strict: true, schema: schema.schema },
    };
  if (format === 'json_object') return { type: 'json_object' };
  return undefined;
}

/** The status a server answers when it does not take a `response_format`. */
const refusesFormat = (error: AiProviderError) =>
  error.kind === 'status' && (error.status === 400 || error.status === 422);

export class OpenAiCompatibleProvider implements AiProvider {
  readonly name: string;
  readonly timeoutMs: number;
  private readonly url: string;
  private readonly log: AiLog;
  /** The strictest `response_format` this server has not refused. */
  private format: AnswerFormat = 'json_schema';

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.name = options.model;
    this.timeoutMs = options.timeoutMs;
    this.url = new URL(
      'chat/completions',
      options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    ).toString();
    this.log = options.log ?? silent;
  }

  async complete(request: AiRequest): Promise<AiCompletion> {
    const started = Date.now();
    const deadline = started + this.options.timeoutMs;
    let attempt = await this.formatted(request, deadline);
    if (!attempt.ok && this.isRetryable(attempt.error)) {
      const wait = Math.min(
        attempt.retryAfterMs ?? this.options.retryDelayMs ?? 1000,
        this.options.maxRetryDelayMs ?? 10_000,
      );
      // The retry only when it can still be answered before the deadline.
      if (Date.now() + wait < deadline - 100 && !request.signal?.aborted) {
        this.log.warn(
          {
            model: this.name,
            use: request.task.use,
            status: attempt.error.status,
            retryInMs: wait,
          },
          `AI provider failed (${attempt.error.message}); retrying once`,
        );
        await sleep(wait);
        attempt = await this.formatted(request, deadline);
      }
    }
    const details = {
      model: this.name,
      use: request.task.use,
      promptVersion: request.task.promptVersion,
      ms: Date.now() - started,
    };
    if (!attempt.ok) {
      this.log.warn(
        { ...details, kind: attempt.error.kind, status: attempt.error.status },
        `AI provider failed: ${attempt.error.message}`,
      );
      throw attempt.error;
    }
    this.log.debug(details, 'AI completion');
    return attempt.completion;
  }

  private isRetryable(error: AiProviderError): boolean {
    if (error.kind === 'network') return true;
    return (
      error.kind === 'status' &&
      error.status !== undefined &&
      (error.status === 429 || error.status >= 500)
    );
  }

  /** An attempt, asked again with a looser `response_format` while the server refuses one. */
  private async formatted(request: AiRequest, deadline: number): Promise<Attempt> {
    for (;;) {
      const format = request.answerSchema ? this.format : 'none';
      const attempt = await this.attempt(request, format, deadline);
      if (attempt.ok || format === 'none' || !refusesFormat(attempt.error)) return attempt;
      this.format = format === 'json_schema' ? 'json_object' : 'none';
      this.log.warn(
        { model: this.name, status: attempt.error.status, format: this.format },
        `AI provider refused response_format ${format}; asking with ${this.format}`,
      );
    }
  }

  private async attempt(
    request: AiRequest,
    format: AnswerFormat,
    deadline: number,
  ): Promise<Attempt> {
    const { apiKey, model, temperature = 0.7 } = this.options;
    const timeoutMs = this.options.timeoutMs;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (apiKey) headers['authorization'] = `Bearer ${apiKey}`;
    const body = JSON.stringify({
      model,
      messages: [{ role: 'system', content: request.system }, ...request.messages],
      max_tokens: request.maxTokens,
      temperature,
      stream: false,
      ...(request.answerSchema && format !== 'none'
        ? { response_format: responseFormat(format, request.answerSchema) }
        : {}),
    });
    const timeout = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    const timedOut = (): Attempt => ({
      ok: false,
      error:
        request.signal?.aborted && !timeout.aborted
          ? new AiProviderError('cancelled', 'The request to the AI provider was cancelled.')
          : new AiProviderError(
              'timeout',
              `The AI provider did not answer within ${duration(timeoutMs)}.`,
            ),
    });

    let response: Response;
    try {
      response = await fetch(this.url, { method: 'POST', headers, body, signal });
    } catch {
      if (signal.aborted) return timedOut();
      return {
        ok: false,
        error: new AiProviderError('network', 'The AI provider could not be reached.'),
      };
    }

    let text: string;
    try {
      text = await response.text();
    } catch {
      if (signal.aborted) return timedOut();
      return {
        ok: false,
        error: new AiProviderError('network', 'The AI provider closed the connection.'),
      };
    }

    if (!response.ok)
      return {
        ok: false,
        error: new AiProviderError(
          'status',
          `The AI provider answered ${response.status}.`,
          response.status,
        ),
        retryAfterMs: retryAfterMs(response.headers.get('retry-after'), Date.now()),
      };

    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return {
        ok: false,
        error: new AiProviderError('invalid-answer', 'The AI provider’s answer was not JSON.'),
      };
    }
    const content = completionText(parsed)?.trim();
    if (!content)
      return {
        ok: false,
        error: new AiProviderError('invalid-answer', 'The AI provider answered without any text.'),
      };
    return { ok: true, completion: { text: content, source: this.name } };
  }
}
