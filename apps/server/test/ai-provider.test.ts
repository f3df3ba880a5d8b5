/**
 * The OpenAI-compatible provider over real HTTP, against a fake OpenAI-compatible server on
 * loopback: the request it sends, the key, the timeout, the one retry, the errors.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  aiFailureAnswer,
  AiProviderError,
  createAiProvider,
  generate,
  journalMantraPrompt,
  journalReflectionPrompt,
  LocalEngine,
  OpenAiCompatibleProvider,
  type AiLog,
} from '../src/platform/ai';
import { requestFor } from '../src/platform/ai/prompts/prompt';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';

const KEY = 'sk-test-very-secret-key-123';
const entry = {
  title: 'Morning pages',
  content: 'I woke up calm today. The seedlings on the windowsill finally sprouted.',
};

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

/** Every log line the provider writes, as text. */
function captureLog(): AiLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (details: object, message: string) => {
    lines.push(`${message} ${JSON.stringify(details)}`);
  };
  return { lines, debug: write, warn: write };
}

const provider = (
  options: Partial<ConstructorParameters<typeof OpenAiCompatibleProvider>[0]> = {},
) =>
  new OpenAiCompatibleProvider({
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    model: 'llama3.2',
    timeoutMs: 2000,
    retryDelayMs: 10,
    ...options,
  });

describe('the OpenAI-compatible provider', () => {
  it('sends a chat completion with the model, the system prompt, the entry and the key', async () => {
    fake.queue({ text: '  You noticed the seedlings.  ' });
    const answer = await provider().complete(requestFor(journalReflectionPrompt, entry));
    expect(answer).toEqual({ text: 'You noticed the seedlings.', source: 'llama3.2' });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers['authorization']).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      model: 'llama3.2',
      messages: [
        { role: 'system', content: journalReflectionPrompt.system },
        { role: 'user', content: expect.stringContaining(entry.content) },
      ],
      max_tokens: journalReflectionPrompt.maxTokens,
      temperature: 0.7,
      stream: false,
    });
  });

  it('sends no Authorization header without a key (Ollama, LM Studio)', async () => {
    await provider({ apiKey: undefined }).complete(requestFor(journalMantraPrompt, entry));
    expect(fake.requests[0]?.headers['authorization']).toBeUndefined();
  });

  it('accepts a base URL with a trailing slash', async () => {
    await provider({ baseUrl: `${fake.baseUrl}/` }).complete(
      requestFor(journalMantraPrompt, entry),
    );
    expect(fake.requests[0]?.url).toBe('/v1/chat/completions');
  });

  it('retries once after a 500, then answers', async () => {
    fake.queue({ status: 500 }, { text: 'Second time lucky.' });
    const answer = await provider().complete(requestFor(journalReflectionPrompt, entry));
    expect(answer.text).toBe('Second time lucky.');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after a 429, waiting as Retry-After says (capped)', async () => {
    fake.queue({ status: 429, headers: { 'retry-after': '1' } }, { text: 'Patience.' });
    const started = Date.now();
    const answer = await provider({ maxRetryDelayMs: 300 }).complete(
      requestFor(journalReflectionPrompt, entry),
    );
    expect(answer.text).toBe('Patience.');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    expect(waited).toBeLessThan(1000);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry: a typed error naming the status', async () => {
    fake.queue({ status: 503 }, { status: 503 });
    const error = await provider()
      .complete(requestFor(journalReflectionPrompt, entry))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({
      kind: 'status',
      status: 503,
      message: 'The AI provider answered 503.',
      overloaded: true,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a client error such as 401 (wrong key)', async () => {
    fake.queue({ status: 401, body: JSON.stringify({ error: { message: `bad key ${KEY}` } }) });
    const error = await provider()
      .complete(requestFor(journalReflectionPrompt, entry))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'status', status: 401, overloaded: false });
    expect(fake.requests).toHaveLength(1);
    // The provider's own text (which may echo the key) is not passed on.
    expect(String((error as Error).message)).not.toContain(KEY);
  });

  it('times out a provider that does not answer, without retrying', async () => {
    fake.queue('hang');
    const started = Date.now();
    const error = await provider({ timeoutMs: 300 })
      .complete(requestFor(journalReflectionPrompt, entry))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The AI provider did not answer within 300 ms.',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a dropped connection once', async () => {
    fake.queue('drop', 'drop');
    const error = await provider()
      .complete(requestFor(journalReflectionPrompt, entry))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses garbage: not JSON, no choices, empty text', async () => {
    for (const [answer, message] of [
      [{ raw: '<html>gateway</html>' }, 'The AI provider’s answer was not JSON.'],
      [{ raw: JSON.stringify({ choices: [] }) }, 'The AI provider answered without any text.'],
      [{ text: '   ' }, 'The AI provider answered without any text.'],
    ] as const) {
      fake.queue(answer);
      const error = await provider()
        .complete(requestFor(journalReflectionPrompt, entry))
        .catch((e: unknown) => e);
      expect(error, message).toBeInstanceOf(AiProviderError);
      expect(error).toMatchObject({ kind: 'invalid-answer', message });
    }
  });

  it('reports an unreachable provider as a network error', async () => {
    const error = await provider({ baseUrl: 'http://127.0.0.1:9/v1', retryDelayMs: 1 })
      .complete(requestFor(journalReflectionPrompt, entry))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'network',
      message: 'The AI provider could not be reached.',
    });
  });

  it('never writes the key (nor the entry) to the log', async () => {
    const log = captureLog();
    fake.queue({ status: 500 }, { text: 'Fine.' }, { status: 401 });
    await provider({ log }).complete(requestFor(journalReflectionPrompt, entry));
    await provider({ log })
      .complete(requestFor(journalReflectionPrompt, entry))
      .catch(() => undefined);
    expect(log.lines.length).toBeGreaterThanOrEqual(3);
    for (const line of log.lines) {
      expect(line).not.toContain(KEY);
      expect(line).not.toContain('seedlings');
    }
  });

  it('tidies the answer with the prompt (a labelled, quoted mantra)', async () => {
    fake.queue({ text: 'Mantra: "I am calm, and my seedlings grow."\nThis mantra reflects…' });
    const answer = await generate(provider(), journalMantraPrompt, entry);
    expect(answer).toEqual({ text: 'I am calm, and my seedlings grow.', source: 'llama3.2' });
  });
});

describe('answering a waiting client when the provider fails', () => {
  it('is 503 for a busy provider, 502 otherwise, with a sentence to show', () => {
    expect(
      aiFailureAnswer(new AiProviderError('status', 'The AI provider answered 429.', 429)),
    ).toMatchObject({
      statusCode: 503,
      detail: 'The AI provider is busy. Please try again in a minute.',
    });
    expect(
      aiFailureAnswer(
        new AiProviderError('timeout', 'The AI provider did not answer within 30 s.'),
      ),
    ).toMatchObject({
      statusCode: 502,
      detail: 'The AI provider did not answer within 30 s. Please try again.',
    });
  });
});

describe('choosing the provider', () => {
  it('is the local engine unless AI_BASE_URL and AI_MODEL are set', () => {
    const none = {
      aiBaseUrl: undefined,
      aiApiKey: undefined,
      aiModel: undefined,
      aiTimeoutMs: 30_000,
    };
    expect(createAiProvider(none)).toBeInstanceOf(LocalEngine);
    expect(createAiProvider(none).name).toBe('local');
    const ollama = createAiProvider({
      ...none,
      aiBaseUrl: 'http://localhost:11434/v1',
      aiModel: 'llama3.2',
    });
    expect(ollama).toBeInstanceOf(OpenAiCompatibleProvider);
    expect(ollama.name).toBe('llama3.2');
  });
});
