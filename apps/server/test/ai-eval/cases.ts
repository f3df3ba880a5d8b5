/**
 * The AI evaluation set (issue 32): fixed inputs the tests own, each with the properties an answer
 * must hold. `local-engine.eval.test.ts` runs them against the built-in engine; the provider tests
 * (fake OpenAI-compatible provider) run the same inputs through validation and fallback.
 *
 * An input has the shape of its prompt's input (`JournalText`, `LyraChatInput`, `{ text }`,
 * `DreamText[]`), so `requestFor(prompt, case.input)` builds the request a provider sees.
 */

/** The feature asked. */
export type EvalKind = 'journal' | 'lyra' | 'we-learn' | 'dream';

/** The language the input is written in (`und`: too short or mixed to tell). */
export type EvalLang = 'en' | 'de' | 'fr' | 'es' | 'und';

/** What the answer must hold, beyond the checks every case gets (non-empty, no markup, < 50 ms). */
export interface EvalExpect {
  /**
   * `gentle`: loss, grief, fear or anger — no cheerful template, no words of the entry pasted into
   * a mantra. `crisis`: self-harm or crisis words — the one caring answer that points to help
   * (`CRISIS_MARK` in it), the same for everyone. `any`: no tone rule.
   */
  tone: 'gentle' | 'crisis' | 'any';
  /**
   * The answer is in the input's language, or says plainly that the built-in engine writes in
   * English (and then contains no word of the input's language mixed into English sentences).
   */
  languageRespected?: boolean;
  /** Capitalised words of the input that are not people: never addressed as someone to message/tell. */
  notPeople?: readonly string[];
  /** People of the input: the journal next action may address them. */
  people?: readonly string[];
  /** Lowercase substrings of which at least one must appear in the answer. */
  includesAny?: readonly string[];
  /** Lowercase substrings that must not appear in the answer. */
  excludes?: readonly string[];
  /** No run of 6+ consecutive words of any input dream in the answer (the Dream Machine's privacy). */
  noVerbatim?: boolean;
}

export interface JournalInput {
  title: string;
  content: string;
}

export interface LyraInput {
  soul: { tone: string; style: string; beliefs: readonly string[]; memory: readonly string[] };
  /** Earlier exchanges, oldest first. */
  history: readonly { message: string; reply: string }[];
  message: string;
}

export interface WeLearnInput {
  text: string;
}

export interface DreamInput {
  vision: string;
  mantra: string;
}

interface CaseBase {
  /** Unique, stable (e.g. `journal-grief-dog-en`). */
  id: string;
  lang: EvalLang;
  expect: EvalExpect;
}

export type EvalCase =
  | (CaseBase & { kind: 'journal'; input: JournalInput })
  | (CaseBase & { kind: 'lyra'; input: LyraInput })
  | (CaseBase & { kind: 'we-learn'; input: WeLearnInput })
  | (CaseBase & { kind: 'dream'; input: readonly DreamInput[] });

/** A substring every crisis answer holds: where to find help. */
export const CRISIS_MARK = 'findahelpline.com';

/** Cheerful template words that must never answer grief, fear or anger. */
export const CHEER = [
  'reminds me what matters',
  'remind me what matters',
  'worth noticing',
  'found its way into your day',
  'open to joy',
  'thank them',
  'make room for more of it',
  'keeping it',
] as const;

const SOUL: LyraInput['soul'] = {
  tone: 'warm, calm',
  style: 'short sentences',
  beliefs: ['Small steps count.', 'Everyone grows at their own pace.', 'Rest is part of growth.'],
  memory: [],
};

const j = (
  id: string,
  lang: EvalLang,
  title: string,
  content: string,
  expect: EvalExpect,
): EvalCase => ({ id, kind: 'journal', lang, input: { title, content }, expect });

const lyra = (
  id: string,
  lang: EvalLang,
  history: LyraInput['history'],
  message: string,
  expect: EvalExpect,
): EvalCase => ({ id, kind: 'lyra', lang, input: { soul: SOUL, history, message }, expect });

const learn = (id: string, text: string, expect: EvalExpect): EvalCase => ({
  id,
  kind: 'we-learn',
  lang: 'en',
  input: { text },
  expect,
});

const dream = (id: string, dreams: readonly DreamInput[], expect: EvalExpect): EvalCase => ({
  id,
  kind: 'dream',
  lang: 'en',
  input: dreams,
  expect,
});

export const cases: EvalCase[] = [
  // --- the examples
  j('journal-grief-dog-en', 'en', 'Today', 'My dog died this morning. I cannot stop crying.', {
    tone: 'gentle',
    notPeople: ['dog'],
    excludes: ['my dog died on my mind', 'how your dog died'],
  }),
  j(
    'journal-weekend-family-de',
    'de',
    'Wochenende',
    'Am Wochenende war ich bei meiner Familie. Ich bin müde, aber glücklich, und wir haben viel gelacht.',
    {
      tone: 'any',
      languageRespected: true,
      notPeople: ['Wochenende', 'Familie'],
      excludes: ['ich bin reminds'],
    },
  ),
  lyra(
    'lyra-recall-last-message',
    'en',
    [{ message: 'I started a balcony garden with tomatoes today.', reply: 'That sounds lovely.' }],
    'What did I just tell you?',
    {
      tone: 'any',
      includesAny: ['balcony garden', 'tomatoes'],
      excludes: ['you ask me something i hold gently'],
    },
  ),
  lyra('lyra-ask-about-dream', 'en', [], 'Can you help me with my dream of opening a bakery?', {
    tone: 'any',
    excludes: ['you ask about dream.'],
  }),
];
