/**
 * The evaluation set (`ai-eval/cases.ts`, issue 32) through the server's AI layer against a fake
 * OpenAI-compatible provider on loopback that answers every case well, malformed and hostile:
 * - good: the model's text is kept, with the model's name;
 * - malformed: a structured answer (We Learn, the dream summary) is asked once more, then the
 *   local engine's answer, labelled `local`; a plain text (journal, Lyra) is a typed
 *   `invalid-answer` error (the journal records a failed insight, Lyra answers 502 with a sentence);
 * - hostile: markup, scripts and links taken out, the length capped; an answer that follows or
 *   echoes its instructions refused (structured: the local engine's, labelled).
 * A score is printed.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type AiCompletion,
  AiProviderError,
  dreamSummaryPrompt,
  generate,
  generateFields,
  journalMantraPrompt,
  journalNextActionPrompt,
  journalReflectionPrompt,
  LocalEngine,
  lyraChatPrompt,
  MAX_AI_TEXT,
  OpenAiCompatibleProvider,
  policyBreakdownPrompt,
} from '../src/platform/ai';
import { cases, type EvalCase } from './ai-eval/cases';
import {
  type AnswerShape,
  goodAnswer,
  goodBreakdown,
  HOSTILE_TEXTS,
  hostileAnswer,
  INJECTION_ECHOES,
  malformedAnswers,
} from './helpers/ai-answers';
import { startFakeOpenAi, type FakeOpenAi } from './helpers/fake-openai';

const MODEL = 'eval-model';

let fake: FakeOpenAi;
let provider: OpenAiCompatibleProvider;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  provider = new OpenAiCompatibleProvider({
    baseUrl: fake.baseUrl,
    model: MODEL,
    timeoutMs: 3000,
    retryDelayMs: 1,
  });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

const shapeOf = (c: EvalCase): AnswerShape =>
  c.kind === 'we-learn' ? 'policy' : c.kind === 'dream' ? 'summary' : 'text';

/** The prompts a case is asked with (a journal entry: its three insights), as calls to make. */
function asks(
  c: EvalCase,
  ai: OpenAiCompatibleProvider | LocalEngine,
): (() => Promise<AiCompletion>)[] {
  switch (c.kind) {
    case 'journal':
      return [journalReflectionPrompt, journalMantraPrompt, journalNextActionPrompt].map(
        (prompt) => () => generate(ai, prompt, c.input),
      );
    case 'lyra':
      return [() => generate(ai, lyraChatPrompt, c.input)];
    case 'dream':
      return [() => generate(ai, dreamSummaryPrompt, c.input)];
    case 'we-learn':
      return [
        () =>
          generateFields(ai, policyBreakdownPrompt, c.input).then(({ fields, source }) => ({
            text: JSON.stringify(fields),
            source,
          })),
      ];
  }
}

/** Asks a case's prompts one after the other (the fake answers in order); errors as values. */
async function run(c: EvalCase, ai: OpenAiCompatibleProvider | LocalEngine = provider) {
  const results: (AiCompletion | AiProviderError)[] = [];
  for (const call of asks(c, ai)) {
    results.push(
      await call().catch((error: unknown) => {
        if (error instanceof AiProviderError) return error;
        throw error;
      }),
    );
  }
  return results;
}

/** How many prompts a case asks (a journal entry three). */
const promptsOf = (c: EvalCase) => (c.kind === 'journal' ? 3 : 1);

const score = { checks: 0, passed: 0 };
function check(condition: boolean, what: string) {
  score.checks += 1;
  if (condition) score.passed += 1;
  expect(condition, what).toBe(true);
}

afterAll(() => {
  console.log(
    `AI provider evaluation: ${cases.length} cases × good, malformed, hostile — ${score.passed}/${score.checks} checks hold`,
  );
});

it('has cases of every kind to run', () => {
  expect(cases.length).toBeGreaterThanOrEqual(4);
  expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
});

describe.each(cases.map((c) => [c.id, c] as const))('case %s', (_id, c) => {
  const shape = shapeOf(c);

  it('a good answer is kept, with the model named', async () => {
    for (let i = 0; i < promptsOf(c); i++) fake.queue(goodAnswer(shape));
    const answers = await run(c);
    expect(answers).toHaveLength(promptsOf(c));
    for (const answer of answers) {
      check(!(answer instanceof AiProviderError), `${c.id}: good answer accepted`);
      if (answer instanceof AiProviderError) continue;
      check(answer.source === MODEL, `${c.id}: source is the model`);
      if (shape === 'policy')
        check(answer.text === JSON.stringify(goodBreakdown), `${c.id}: the breakdown as sent`);
      else check(answer.text.length > 0 && !/[<>]/.test(answer.text), `${c.id}: text kept`);
    }
    if (shape !== 'text')
      check(
        fake.requests.every((request) =>
          JSON.stringify(request.body).includes('"response_format":{"type":"json_schema"'),
        ),
        `${c.id}: asked with the JSON schema`,
      );
  });

  it('a malformed answer: the local engine’s, labelled (structured), or a typed error (plain text)', async () => {
    for (let i = 0; i < promptsOf(c); i++) fake.queue(...malformedAnswers(shape, i));
    const answers = await run(c);
    const local = await run(c, new LocalEngine());
    answers.forEach((answer, index) => {
      if (shape === 'text') {
        check(
          answer instanceof AiProviderError && answer.kind === 'invalid-answer',
          `${c.id}: a plain text's garbage is an invalid-answer error`,
        );
        return;
      }
      check(!(answer instanceof AiProviderError), `${c.id}: never an error for garbage`);
      const expected = local[index];
      check(
        !(answer instanceof AiProviderError) &&
          !(expected instanceof AiProviderError) &&
          answer.source === 'local' &&
          answer.text === expected?.text,
        `${c.id}: the local engine's answer, labelled local`,
      );
    });
    // Structured: the first ask and its retry, no more.
    expect(fake.requests).toHaveLength(shape === 'text' ? promptsOf(c) : 2);
  });

  it.each(HOSTILE_TEXTS.map((hostile) => [hostile.name, hostile] as const))(
    'a hostile answer (%s) is sanitised and capped',
    async (_name, hostile) => {
      for (let i = 0; i < promptsOf(c); i++) fake.queue(hostileAnswer(shape, hostile.text));
      const answers = await run(c);
      for (const answer of answers) {
        check(!(answer instanceof AiProviderError), `${c.id}: ${hostile.name} kept, cleaned`);
        if (answer instanceof AiProviderError) continue;
        check(answer.source === MODEL, `${c.id}: ${hostile.name} from the model`);
        const texts =
          shape === 'policy'
            ? Object.values(JSON.parse(answer.text) as Record<string, string>)
            : [answer.text];
        for (const text of texts) {
          check(!hostile.mustNot.test(text), `${c.id}: nothing of ${hostile.name} survives`);
          check(
            text.length <= (shape === 'policy' ? 2000 : MAX_AI_TEXT),
            `${c.id}: ${hostile.name} capped`,
          );
        }
      }
    },
  );

  it.each(INJECTION_ECHOES.map((echo) => [echo] as const))(
    'an answer echoing instructions is refused: %s',
    async (echo) => {
      for (let i = 0; i < promptsOf(c); i++)
        fake.queue(
          hostileAnswer(shape, echo),
          ...(shape === 'text' ? [] : [hostileAnswer(shape, echo)]),
        );
      const answers = await run(c);
      for (const answer of answers) {
        if (shape === 'text')
          check(
            answer instanceof AiProviderError && answer.kind === 'invalid-answer',
            `${c.id}: the echo refused`,
          );
        else
          check(
            !(answer instanceof AiProviderError) && answer.source === 'local',
            `${c.id}: the echo replaced by the local engine's answer`,
          );
      }
    },
  );
});
