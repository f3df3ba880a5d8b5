/**
 * A prompt: the words that ask a model for one kind of text, kept one file per use beside this one
 * (`journal-reflection.ts`, `journal-mantra.ts`, `journal-next-action.ts`, `dream-mantra.ts`,
 * `dream-summary.ts`, `dream-collective-mantra.ts`, `lyra-chat.ts`, `we-learn.ts`) so they can be read and
 * changed on their own. Each has a version, raised whenever its words change; it is logged with
 * every completion.
 */
import type { AiMessage, AiRequest, AnswerSchema, AiSubject, AiUse } from '../provider';

export interface Prompt<Input> {
  use: AiUse;
  /** Raised on every change of the words below. */
  version: number;
  maxTokens: number;
  /** The system prompt; built from the input where it depends on it (Lyra's soul). */
  system: string | ((input: Input) => string);
  /** The conversation sent after the system prompt. */
  messages(input: Input): AiMessage[];
  /** The text the answer is about (what the local engine writes from). */
  subject(input: Input): AiSubject;
  /** When the answer is about several texts (the dreams of a blend): each of them. */
  parts?(input: Input): AiSubject[];
  /** Tidies an answer (a model's labels, quotes, extra lines); returns '' when nothing usable is left. */
  clean(text: string): string;
  /**
   * A structured answer: a model is asked for one JSON object with these string fields (see
   * `generateFields`). The local engine answers them as JSON too, except for a prompt with one
   * field, whose local answer is the text itself.
   */
  answer?: StructuredAnswer;
}

export interface StructuredAnswer {
  /** The schema's name (`[a-z_]`), e.g. `policy_breakdown`. */
  name: string;
  /** Each field and what it must say, in order. */
  fields: Readonly<Record<string, string>>;
  /** The longest text kept of each field, in characters. */
  maxLength: number;
}

/** The JSON schema of a structured answer: an object with every field, a non-empty string. */
export function answerSchema({ name, fields }: StructuredAnswer): AnswerSchema {
  return {
    name,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: Object.keys(fields),
      properties: Object.fromEntries(
        Object.entries(fields).map(([key, description]) => [
          key,
          { type: 'string' as const, description },
        ]),
      ),
    },
  };
}

export function definePrompt<Input>(prompt: Prompt<Input>): Prompt<Input> {
  return prompt;
}

/** The request a provider answers, built from a prompt and its input. */
export function requestFor<Input>(prompt: Prompt<Input>, input: Input): AiRequest {
  return {
    system: typeof prompt.system === 'function' ? prompt.system(input) : prompt.system,
    messages: prompt.messages(input),
    maxTokens: prompt.maxTokens,
    ...(prompt.answer ? { answerSchema: answerSchema(prompt.answer) } : {}),
    task: {
      use: prompt.use,
      promptVersion: prompt.version,
      subject: prompt.subject(input),
      ...(prompt.parts ? { parts: prompt.parts(input) } : {}),
    },
  };
}

/** A journal entry as the journal prompts read it. */
export interface JournalText {
  title: string;
  content: string;
}

/** The user message of every journal prompt: the entry, fenced so it reads as material, not orders. */
export function journalMessages({ title, content }: JournalText): AiMessage[] {
  return [
    {
      role: 'user',
      content: `Here is my journal entry.\n\nTitle: ${title}\n\n<entry>\n${content}\n</entry>`,
    },
  ];
}

export const journalSubject = ({ title, content }: JournalText) => ({ title, text: content });

/** Removes what models like to wrap answers in: a leading label, surrounding quotes or asterisks. */
export function stripWrapping(text: string, labels: readonly string[] = []): string {
  let result = text.trim();
  for (const label of labels) {
    const match = new RegExp(`^\\**${label}\\**\\s*:\\s*`, 'i').exec(result);
    if (match) result = result.slice(match[0].length);
  }
  result = result.replace(/^\*+|(?<!\*)\*+$/g, '').trim();
  const quotes: readonly [string, string][] = [
    ['"', '"'],
    ['“', '”'],
    ["'", "'"],
  ];
  for (const [open, close] of quotes)
    if (result.length > 1 && result.startsWith(open) && result.endsWith(close))
      result = result.slice(open.length, -close.length).trim();
  return result;
}
