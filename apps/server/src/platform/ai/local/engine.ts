/**
 * The local engine: the embedded default AI provider, with no model and no network. It writes from
 * the person's own words (see `analysis.ts`): a reflection that quotes them and mirrors the
 * feelings they name, an "I am…" mantra from the entry's key themes, and one concrete next step;
 * in `dreams.ts`, the We Dream mantra and the Dream Machine's nightly blend; in `lyra.ts`, Lyra's
 * replies; in `policy.ts`, We Learn's breakdowns.
 * Deterministic (the same entry always gives the same text) and honestly labelled: its source is
 * `local`, and the screens say "Written by the built-in engine".
 */
import { type AiCompletion, type AiProvider, type AiRequest, LOCAL_SOURCE } from '../provider';
import { mainFeelingIsPositive, read, type Reading, type Theme } from './analysis';
import { writeCollectiveMantra, writeDreamMantra, writeDreamSummary } from './dreams';
import { FEELINGS, type FeelingFamily } from './lexicon';
import { writeLyraReply } from './lyra';
import { writePolicyBreakdown } from './policy';

/** First person → second person, word by word ("my sister" → "your sister"). */
const SECOND_PERSON: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
};

export function toSecondPerson(text: string): string {
  return text.replace(/[\p{L}']+/gu, (word) => SECOND_PERSON[word.toLowerCase()] ?? word);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One of the phrasings, chosen by the entry's seed (so the same entry reads the same). */
function pick<T>(options: readonly [T, ...T[]], seed: number, salt = 0): T {
  return options[(seed + salt) % options.length] ?? options[0];
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** What the text is about, for a sentence: the key theme's phrase, or the entry's title. */
function about(reading: Reading, person: 'first' | 'second'): { phrase: string; theme?: Theme } {
  const [theme] = reading.themes;
  if (theme)
    return { phrase: person === 'second' ? toSecondPerson(theme.phrase) : theme.phrase, theme };
  return { phrase: `what you wrote about in "${reading.title}"` };
}

// ------------------------------------------------------------------------------- reflection

export function writeReflection(reading: Reading): string {
  const { seed, feelings, themes, intention } = reading;
  const parts = [
    pick([`You wrote: "${reading.quote}"`, `"${reading.quote}" — those are your words.`], seed, 3),
  ];

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
  } else {
    parts.push(
      'You put it down plainly, and the details you chose show what caught your attention.',
    );
  }

  if (intention.topic) {
    parts.push(`Your thoughts keep returning to ${toSecondPerson(intention.topic)}.`);
  } else {
    const phrases = themes.slice(0, 2).map((theme) => toSecondPerson(theme.phrase));
    const [p1, p2] = phrases;
    if (p1 && p2)
      parts.push(
        pick(
          [
            `Your attention keeps returning to ${p1} and ${p2}.`,
            `${capitalize(p1)} and ${p2} stand out in what you wrote.`,
          ],
          seed,
          1,
        ),
      );
    else if (p1) parts.push(`${capitalize(p1)} stands out in what you wrote.`);
  }
  if (intention.act)
    parts.push(`You also name something you want: to ${toSecondPerson(intention.act)}.`);

  if (positive === true) parts.push('Noticing this is a way of keeping it.');
  if (positive === false) parts.push('Writing it down is already a way of caring for yourself.');

  if (intention.act || intention.topic) parts.push('What would the smallest first step look like?');
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

// ------------------------------------------------------------------------------- mantra

const MAX_MANTRA_WORDS = 18;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function writeMantra(reading: Reading): string {
  const { act, topic } = reading.intention;
  const candidates: string[] = [];
  if (act) candidates.push(`I am ready to ${act}, one small step at a time.`);
  if (topic) candidates.push(`I am ready to take the first step toward ${topic}.`);

  const [main] = reading.feelings;
  const quality = main ? FEELINGS[main].quality : 'present in my own life';
  const positive = mainFeelingIsPositive(reading);
  const [theme] = reading.themes;
  if (theme) {
    candidates.push(
      positive === false
        ? `I am ${quality}, even with ${theme.phrase} on my mind.`
        : `I am ${quality}, and ${theme.phrase} ${theme.plural ? 'remind' : 'reminds'} me what matters.`,
    );
  }
  candidates.push(`I am ${quality}, and I grow at my own pace.`);
  return candidates.find((mantra) => words(mantra) <= MAX_MANTRA_WORDS) ?? `I am ${quality}.`;
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

export function writeNextAction(reading: Reading): string {
  const { act, topic } = reading.intention;
  if (act)
    return `Set aside twenty minutes tomorrow for what you said you want to do: ${toSecondPerson(act)}. Write down the very first step, then do only that.`;
  if (topic)
    return `Before the end of tomorrow, write down one question about ${toSecondPerson(topic)} and send it to someone who could help you answer it.`;

  const { phrase } = about(reading, 'second');
  const [main] = reading.feelings;
  const positive = mainFeelingIsPositive(reading);
  if (reading.names.length > 0 && positive !== false)
    return `Send ${listed(reading.names.slice(0, 3))} a two-line message today: thank them for what they brought, and tell them what it meant to you.`;
  const step = main ? STEPS[main] : undefined;
  if (step) return step(phrase);
  return `Take ten minutes tomorrow morning to write down one small thing you could do about ${phrase}, and do it before noon.`;
}

// ------------------------------------------------------------------------------- provider

type Task = AiRequest['task'];
/** A journal text, written from the reading of its entry. */
const fromEntry =
  (write: (reading: Reading) => string) =>
  ({ subject }: Task) =>
    write(read(subject.title, subject.text));
/** The dreams of a blend: its parts, or the subject alone. */
const dreamsOf = ({ subject, parts }: Task) => parts ?? [subject];

const WRITERS = {
  'journal.reflection': fromEntry(writeReflection),
  'journal.mantra': fromEntry(writeMantra),
  'journal.next-action': fromEntry(writeNextAction),
  'dream.mantra': ({ subject }) => writeDreamMantra(subject.text),
  'dream.summary': (task) => writeDreamSummary(dreamsOf(task)),
  'dream.collective-mantra': (task) => writeCollectiveMantra(dreamsOf(task)),
  'lyra.chat': ({ subject, parts }) => writeLyraReply(subject.text, parts ?? []),
  // The breakdown travels as the JSON a model is asked for, so both are read the same way.
  'policy.breakdown': ({ subject }) => JSON.stringify(writePolicyBreakdown(subject.text)),
} as const satisfies Record<Task['use'], (task: Task) => string>;

/** The built-in engine as an `AiProvider`: it reads the request's task, never its prompt. */
export class LocalEngine implements AiProvider {
  readonly name = LOCAL_SOURCE;

  async complete(request: AiRequest): Promise<AiCompletion> {
    return { text: WRITERS[request.task.use](request.task), source: LOCAL_SOURCE };
  }
}
