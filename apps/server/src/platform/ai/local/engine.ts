/**
 * The local engine: the embedded default AI provider, with no model and no network. It writes from
 * the person's own words (see `analysis.ts`): a reflection that quotes them and mirrors the
 * feelings they name, an "I am…" mantra from the entry's key themes, and one concrete next step;
 * in `dreams.ts`, the We Dream mantra and the Dream Machine's nightly blend; in `lyra.ts`, Lyra's
 * replies; in `policy.ts`, We Learn's breakdowns.
 * Deterministic (the same entry always gives the same text) and honestly labelled: its source is
 * `local`, and the screens say "Written by the built-in engine".
 */
import { withoutMarkup } from '../verbatim';
import { type AiCompletion, type AiProvider, type AiRequest, LOCAL_SOURCE } from '../provider';
import { mainFeelingIsPositive, read, type Reading, type Theme, toSecondPerson } from './analysis';
import { writeCollectiveMantra, writeDreamMantra, writeDreamSummary } from './dreams';
import {
  CRISIS_ANSWER,
  ENGLISH_ONLY,
  type JournalKind,
  type Tone,
  vary,
  writeForeign,
} from './foreign';
import { isLight, languageOf, speaksOfCrisis } from './language';
import { beOf, KIND_TEXTS, kindOf, nounPhrase, themeOfKind } from './kinds';
import { FEELINGS, type FeelingFamily } from './lexicon';
import { writeLyraReply } from './lyra';
import { writePolicyBreakdown } from './policy';

export { toSecondPerson };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One of the phrasings, chosen by the entry's seed (so the same entry reads the same). */
function pick<T>(options: readonly [T, ...T[]], seed: number, salt = 0): T {
  return options[(seed + salt) % options.length] ?? options[0];
}

/** Heavy words that may not carry a theme in a gentle answer. */
const LOSS = /\b(?:died|dies|dead|death|passed|funeral|lost|killed|sick|ill|cancer)\b/i;

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** What the text is about, for a sentence: the key theme's noun phrase, or the entry's title. */
function about(reading: Reading): { phrase: string; theme?: Theme } {
  const [theme] = reading.themes;
  if (theme) return { phrase: nounPhrase(theme), theme };
  return { phrase: `what you wrote about in "${reading.title}"` };
}

/** The kind of an ordinary entry, and its theme as a noun phrase (when one belongs to the kind). */
function kindAndTheme(reading: Reading) {
  const kind = kindOf(reading);
  const theme = kind && themeOfKind(reading, kind);
  return { kind, theme, np: theme && nounPhrase(theme) };
}

// ------------------------------------------------------------------------------- reflection

export function writeReflection(reading: Reading, previous?: string): string {
  const { seed, feelings, themes, intention } = reading;
  const opening = vary(
    reading.quote
      ? [`You wrote: "${reading.quote}"`, `"${reading.quote}" — those are your words.`]
      : [`You gave this entry a title, "${reading.title}", and no words yet.`],
    seed + 3,
    previous,
  );
  if (reading.gentle) return gentleReflection(reading, opening);
  const parts = [opening];

  const names = feelings.slice(0, 2).map((family) => FEELINGS[family].name);
  const positive = mainFeelingIsPositive(reading);
  const [first, second] = names;
  if (first && second) {
    const mixed = feelings.slice(0, 2).some((family) => FEELINGS[family].positive !== positive);
    parts.push(
      mixed
        ? `There is ${first} in these words, and ${second} too; both can be true at once.`
        : pick(
            [
              `It sounds like ${first} and ${second} are both close to the surface.`,
              `There is ${first} in these words, and ${second} alongside it.`,
            ],
            seed,
          ),
    );
  } else if (first) {
    parts.push(
      positive
        ? pick(
            [
              `There is ${first} in these words, and it is worth noticing.`,
              `It sounds like ${first} found its way into your day.`,
            ],
            seed,
          )
        : pick(
            [
              `It sounds like ${first} is close to the surface.`,
              `There is ${first} in these words, and it makes sense that it is there.`,
            ],
            seed,
          ),
    );
  } else if (reading.sentences.length > 0 && !kindOf(reading)) {
    parts.push(
      'You put it down plainly, and the details you chose show what caught your attention.',
    );
  }

  const { kind, theme, np } = kindAndTheme(reading);
  if (intention.topic) {
    parts.push(`Your thoughts keep returning to ${toSecondPerson(intention.topic)}.`);
  } else if (kind) {
    parts.push(KIND_TEXTS[kind].heart(np, theme ? beOf(theme) : 'is', reading.names));
  } else {
    // One theme, whole: two are not paired, as nothing says they belong together.
    const [first] = themes;
    if (first)
      parts.push(
        `${capitalize(nounPhrase(first))} ${first.plural ? 'stand' : 'stands'} out in what you wrote.`,
      );
  }
  if (intention.act)
    parts.push(`You also name something you want: to ${toSecondPerson(intention.act)}.`);

  if (positive === true) parts.push('Noticing this is a way of keeping it.');
  if (positive === false) parts.push('Writing it down is already a way of caring for yourself.');

  if (intention.act || intention.topic) parts.push('What would the smallest first step look like?');
  else if (kind) parts.push(KIND_TEXTS[kind].question);
  else if (positive === false)
    parts.push(
      pick(
        [
          'What would help you feel a little lighter tomorrow?',
          'What would you say to a friend who wrote these words?',
        ],
        seed,
        2,
      ),
    );
  else if (positive === true)
    parts.push('What helped this happen, and how could you make room for more of it?');
  else parts.push('What do you want to remember about this day?');
  return parts.join(' ');
}

/** Loss, grief, fear or anger: the words named back, no theme pasted in, no cheer. */
function gentleReflection(reading: Reading, opening: string): string {
  const parts = [opening];
  const [main, next] = reading.feelings
    .filter((family) => !FEELINGS[family].positive)
    .map((family) => FEELINGS[family].name);
  const loss = reading.sentences.some((sentence) => LOSS.test(sentence));
  if (loss) parts.push('That is a real loss, and it makes sense that it hurts.');
  else if (main && next)
    parts.push(`It sounds like ${main} and ${next} are both close to the surface.`);
  else if (main)
    parts.push(
      `It sounds like ${main} is close to the surface, and it makes sense that it is there.`,
    );
  else parts.push('What you describe sounds heavy, and every feeling in it has its place.');
  if (reading.intention.act)
    parts.push(`You also name something you want: to ${toSecondPerson(reading.intention.act)}.`);
  parts.push(
    loss
      ? 'There is no right way to feel this, and no hurry. Who could be with you in it, even for a moment?'
      : 'Writing it down is already a way of caring for yourself. What would help you feel a little lighter tomorrow?',
  );
  return parts.join(' ');
}

// ------------------------------------------------------------------------------- mantra

const MAX_MANTRA_WORDS = 18;
/** A phrase that opens with a determiner or a number needs no "the". */
const DETERMINED = /^(?:the|my|our|this|that|these|those|his|her|their|a|an|some|\d+)\s/i;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Gentle mantras: the feeling's quality, never the entry's words. */
function gentleMantra(reading: Reading, previous?: string): string {
  const [main] = reading.feelings.filter((family) => !FEELINGS[family].positive);
  const quality = main ? FEELINGS[main].quality : 'gentle with my own heart';
  return vary(
    [
      `I am ${quality}, one breath at a time.`,
      `I am ${quality}, today and for as long as it takes.`,
      'I am allowed to feel what I feel, and to go slowly.',
    ],
    reading.seed,
    previous,
  );
}

export function writeMantra(reading: Reading, previous?: string): string {
  if (reading.gentle) return gentleMantra(reading, previous);
  const { act, topic } = reading.intention;
  const candidates: string[] = [];
  if (act) candidates.push(`I am ready to ${act}, one small step at a time.`);
  if (topic) candidates.push(`I am ready to take the first step toward ${topic}.`);

  const [main] = reading.feelings;
  const quality = main ? FEELINGS[main].quality : 'present in my own life';
  const positive = mainFeelingIsPositive(reading);
  // A line that fits the kind of day, with the entry's own feeling when it names one.
  const { kind } = kindAndTheme(reading);
  if (kind) {
    const fitting = KIND_TEXTS[kind].mantra;
    candidates.push(`I am ${main ? quality : fitting.quality}, and ${fitting.tail}.`);
  }
  // The key theme only with a feeling it carries ("the bike chain reminds me what matters" says nothing).
  const [theme] = main ? reading.themes : [];
  if (theme) {
    const phrase = DETERMINED.test(theme.phrase) ? theme.phrase : `the ${theme.phrase}`;
    candidates.push(
      positive === false
        ? `I am ${quality}, even with ${phrase} on my mind.`
        : `I am ${quality}, and ${phrase} ${theme.plural ? 'remind' : 'reminds'} me what matters.`,
    );
  }
  candidates.push(`I am ${quality}, and I grow at my own pace.`);
  candidates.push(`I am ${quality}, one day at a time.`);
  const fitting = candidates.filter((mantra) => words(mantra) <= MAX_MANTRA_WORDS);
  return vary(fitting, 0, previous) || `I am ${quality}.`;
}

// ------------------------------------------------------------------------------- next action

/** One concrete step for each feeling the entry is mostly about, around its key theme `p`. */
const STEPS: Readonly<Record<FeelingFamily, (p: string) => string>> = {
  calm: (p) =>
    `Protect ten minutes tomorrow to come back to ${p} on purpose, and write one line afterwards about what it gave you.`,
  joy: (p) =>
    `Protect ten minutes tomorrow to come back to ${p} on purpose, and write one line afterwards about what it gave you.`,
  hope: (p) =>
    `Write down one thing you could do this week to help ${p} along, and put it in your calendar now.`,
  gratitude: (p) =>
    `Tell someone today one specific thing about ${p} that you are grateful for, in a message or in person.`,
  connection: (p) =>
    `Reach out today to one person who was part of ${p} and tell them, in two lines, what it meant to you.`,
  pride: () =>
    'Write down, in three lines, how you did it, so you can find your way back to this feeling next time.',
  worry: (p) =>
    `Tonight, set a timer for five minutes and write down what worries you most about ${p}, then the smallest thing you could do about it tomorrow.`,
  tiredness: (p) =>
    `Look at tomorrow and drop or postpone one thing, then use that time for twenty minutes of real rest, away from ${p}.`,
  sadness: (p) =>
    `Reach out to one person you trust today and tell them, in a sentence or two, how ${p} has been for you.`,
  loneliness: () =>
    'Send one message today to someone you would like to be closer to, and suggest a short walk or call this week.',
  frustration: (p) =>
    `Write one sentence that says what you need about ${p}; by tomorrow evening, decide whether to say it, and to whom.`,
  doubt: (p) =>
    `Before bed tonight, write down three things you handled well around ${p}, and read them out loud.`,
  uncertainty: (p) =>
    `Take ten minutes to list what you know and what you don't yet know about ${p}, then pick the one question to answer first.`,
};

/** Gentle steps: for the feeling, never around a pasted theme. */
const GENTLE_STEPS: Readonly<Partial<Record<FeelingFamily, readonly string[]>>> = {
  worry: [
    'Tonight, set a timer for five minutes and write down what worries you most, then the smallest thing you could do about it tomorrow.',
    'Take three slow breaths now, then write down the one worry that weighs most and one person you could share it with.',
  ],
  tiredness: [
    'Look at tomorrow and drop or postpone one thing, then use that time for twenty minutes of real rest.',
    'Tonight, put your phone away half an hour earlier than usual and let yourself rest without earning it.',
  ],
  frustration: [
    'Write one sentence that says what you need; by tomorrow evening, decide whether to say it, and to whom.',
    'Before you answer anyone tomorrow, take ten minutes to write down what would be fair to you.',
  ],
  loneliness: [
    'Send one message today to someone you would like to be closer to, and suggest a short walk or call this week.',
  ],
  doubt: [
    'Before bed tonight, write down three things you handled well this week, and read them out loud.',
  ],
  uncertainty: [
    "Take ten minutes to list what you know and what you don't yet know, then pick the one question to answer first.",
  ],
};
const COMFORT = [
  'Be gentle with yourself today: do one small thing that comforts you, and if you can, tell someone you trust how you are doing.',
  'Give yourself a quiet half hour today with nothing to achieve, and let one person close to you know you are having a hard time.',
] as const;

export function writeNextAction(reading: Reading, previous?: string): string {
  const { act, topic } = reading.intention;
  if (act)
    return vary(
      [
        `Set aside twenty minutes tomorrow for what you said you want to do: ${toSecondPerson(act)}. Write down the very first step, then do only that.`,
        `Pick one moment this week for what you named: ${toSecondPerson(act)}. Put it in your calendar now, and start with the smallest part.`,
      ],
      0,
      previous,
    );
  if (reading.gentle) {
    const [main] = reading.feelings.filter((family) => !FEELINGS[family].positive);
    const loss = reading.sentences.some((sentence) => LOSS.test(sentence));
    const steps = (!loss && main && GENTLE_STEPS[main]) || COMFORT;
    return vary(steps, reading.seed, previous);
  }
  if (topic)
    return `Before the end of tomorrow, write down one question about ${toSecondPerson(topic)} and send it to someone who could help you answer it.`;

  const { phrase, theme } = about(reading);
  const [main] = reading.feelings;
  const positive = mainFeelingIsPositive(reading);
  const options: string[] = [];
  if (reading.names.length > 0 && positive !== false)
    options.push(
      `Send ${listed(reading.names.slice(0, 3))} a two-line message today: thank them for what they brought, and tell them what it meant to you.`,
    );
  // A step that fits the kind of day (a meal, the garden, work…), before one for the feeling.
  const { kind, np } = kindAndTheme(reading);
  if (kind) options.push(KIND_TEXTS[kind].step(np));
  const step = main ? STEPS[main] : undefined;
  if (step) options.push(step(phrase));
  options.push(
    theme
      ? `Before bed, write two more lines about ${phrase}: what happened, and what you want to remember of it.`
      : 'Before bed, write two lines about the part of today you most want to remember, and why.',
  );
  return vary(options, 0, previous);
}

// ------------------------------------------------------------------------------- provider

type Task = AiRequest['task'];

/** The title of the part that carries the person's previous answer of the same kind (for variety). */
export const PREVIOUS_PART = 'previous';

const ENGLISH: Readonly<Record<JournalKind, (reading: Reading, previous?: string) => string>> = {
  reflection: writeReflection,
  mantra: writeMantra,
  'next-action': writeNextAction,
};

/**
 * A journal answer: the crisis answer to words of self-harm; in German, French or Spanish, from that
 * language's set; in another language, said plainly in English; in English, from the reading.
 */
export function writeJournal(
  kind: JournalKind,
  rawTitle: string,
  rawText: string,
  previous?: string,
): string {
  const title = withoutMarkup(rawTitle);
  const text = withoutMarkup(rawText);
  const whole = `${title}\n${text}`;
  const lang = languageOf(text.trim().length >= 30 ? text : whole);
  if (speaksOfCrisis(whole)) return CRISIS_ANSWER[lang === 'other' ? 'en' : lang];
  const reading = read(title, text);
  if (lang === 'en') return ENGLISH[kind](reading, previous);
  const tone: Tone = reading.gentle ? 'gentle' : isLight(whole) ? 'light' : 'plain';
  if (lang === 'other') return vary(OTHER_LANGUAGE[kind][tone], reading.seed, previous);
  return writeForeign(lang, kind, tone, reading.seed, previous);
}

/** Answers to an entry in a language the engine does not write: plain English, none of its words. */
const OTHER_LANGUAGE: Readonly<Record<JournalKind, Readonly<Record<Tone, readonly string[]>>>> = {
  reflection: {
    gentle: [
      `${ENGLISH_ONLY} What you wrote sounds heavy; writing it down is already a way of caring for yourself.`,
    ],
    light: [`${ENGLISH_ONLY} There seems to be joy in it; noticing it is a way of keeping it.`],
    plain: [`${ENGLISH_ONLY} What do you want to remember about this day?`],
  },
  mantra: {
    gentle: [
      'I am gentle with my own heart, one breath at a time.',
      'I am allowed to feel what I feel, and to go slowly.',
    ],
    light: ['I am open to what is good in my life.', 'I am grateful for what carries me.'],
    plain: [
      'I am present in my own life, and I grow at my own pace.',
      'I am finding my way, step by step.',
    ],
  },
  'next-action': {
    gentle: [`${ENGLISH_ONLY} ${COMFORT[0]}`],
    light: [
      `${ENGLISH_ONLY} Tonight, write two lines about what made this moment good, so you can find your way back to it.`,
    ],
    plain: [
      `${ENGLISH_ONLY} Take ten minutes tomorrow morning to write down one small step, and do it before noon.`,
    ],
  },
};

/** A journal text, written from its entry (and the previous answer of its kind, when given). */
const fromEntry =
  (kind: JournalKind) =>
  ({ subject, parts }: Task) =>
    writeJournal(
      kind,
      subject.title,
      subject.text,
      parts?.find((part) => part.title === PREVIOUS_PART)?.text,
    );
/** The dreams of a blend: its parts, or the subject alone. */
const dreamsOf = ({ subject, parts }: Task) => parts ?? [subject];

const WRITERS = {
  'journal.reflection': fromEntry('reflection'),
  'journal.mantra': fromEntry('mantra'),
  'journal.next-action': fromEntry('next-action'),
  'dream.mantra': ({ subject }) => writeDreamMantra(subject.text),
  'dream.summary': (task) => writeDreamSummary(dreamsOf(task)),
  'dream.collective-mantra': (task) => writeCollectiveMantra(dreamsOf(task)),
  'lyra.chat': ({ subject, parts }, messages) =>
    writeLyraReply(subject.text, parts ?? [], messages),
  // The breakdown travels as the JSON a model is asked for, so both are read the same way.
  'policy.breakdown': ({ subject }) =>
    JSON.stringify(writePolicyBreakdown(withoutMarkup(subject.text))),
} as const satisfies Record<Task['use'], (task: Task, messages: AiRequest['messages']) => string>;

/** The built-in engine as an `AiProvider`: it reads the request's task, never its prompt. */
export class LocalEngine implements AiProvider {
  readonly name = LOCAL_SOURCE;

  async complete(request: AiRequest): Promise<AiCompletion> {
    return {
      text: WRITERS[request.task.use](request.task, request.messages),
      source: LOCAL_SOURCE,
    };
  }
}
