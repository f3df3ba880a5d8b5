/**
 * What kind of day an ordinary English entry is about (a meal, the garden, work, study, time with
 * people, tiredness or health, gratitude, time outside, exercise), read from its words, and the
 * sentences that fit each kind: a remark and a question for the reflection, a mantra, a next step.
 * So a soup entry is answered about cooking, not with "one small thing you could do about lentil
 * soup" (issue 45). Crisis, grief and other heavy entries never come here: they keep their own
 * answers (`engine.ts`).
 */
import { toSecondPerson } from '@wegrow/contract/lyra';
import type { Reading, Theme } from './analysis';
import { DETERMINERS } from './lexicon';

export type EntryKind =
  | 'gratitude'
  | 'health'
  | 'meal'
  | 'garden'
  | 'study'
  | 'work'
  | 'exercise'
  | 'outdoors'
  | 'social';

/** The words that point to each kind (as written, lower case); a tie goes to the earlier kind. */
const WORDS: Readonly<Record<EntryKind, string>> = {
  gratitude: 'grateful thankful thanks gratitude blessed appreciate appreciated',
  health: `tired exhausted sleep slept sleeping sleepless insomnia headache headaches ache aches
    aching sore energy doctor flu fever cough nap rest resting pain migraine`,
  meal: `cook cooked cooking cooks bake baked baking recipe recipes soup soups stew curry pasta bread
    loaf loaves dinner lunch breakfast brunch meal meals supper kitchen oven pot pan dish salad
    cake pie pancakes roast risotto rice lentil lentils dough sourdough tasted delicious ate eat
    eating`,
  garden: `garden gardens gardening plant plants planted planting seed seeds sowed sow sown seedling
    seedlings bed beds soil compost weed weeds weeding watered harvest harvested allotment tomato
    tomatoes garlic courgette courgettes leeks potatoes kale lettuce greenhouse mulch pruned
    roses flowers bulbs`,
  study: `study studied studying exam exams homework class lecture lectures course essay thesis
    revision revise revised notes learn learned learning lesson lessons school university chapter`,
  work: `work worked working job office meeting meetings manager boss colleague colleagues project
    deadline report presentation client clients emails shift tasks team interview`,
  exercise: `ran run running jog jogged jogging gym yoga swim swam swimming cycled cycling
    workout kilometres kilometers miles training`,
  outdoors: `walk walked walking hike hiked hiking river park woods forest beach sea lake mountain
    trail sunset sunrise leaves snow birds meadow`,
  social: `friend friends family party visited visit together laughed neighbour neighbours
    neighbor neighbors sister brother mum mom dad parents grandma grandpa cousin guests kids
    children son daughter husband wife partner niece nephew aunt uncle grandchildren`,
};
const KINDS = Object.keys(WORDS) as EntryKind[];
const KIND_OF: ReadonlyMap<string, EntryKind[]> = (() => {
  const map = new Map<string, EntryKind[]>();
  for (const kind of KINDS)
    for (const word of WORDS[kind].split(/\s+/).filter(Boolean))
      map.set(word, [...(map.get(word) ?? []), kind]);
  return map;
})();

/** The kind the entry's words point to most (two words at least: one may be in passing), or none. */
export function kindOf(reading: Reading): EntryKind | undefined {
  const counts = new Map<EntryKind, number>();
  const words = `${reading.title} ${reading.sentences.join(' ')}`
    .toLowerCase()
    .match(/[\p{L}']+/gu);
  for (const word of words ?? [])
    for (const kind of KIND_OF.get(word) ?? []) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  if (reading.feelings[0] === 'gratitude')
    counts.set('gratitude', (counts.get('gratitude') ?? 0) + 2);
  if (reading.names.length > 0)
    counts.set('social', (counts.get('social') ?? 0) + Math.min(reading.names.length, 2));
  let best: EntryKind | undefined;
  let most = 1;
  for (const kind of KINDS) {
    const count = counts.get(kind) ?? 0;
    if (count > most) {
      best = kind;
      most = count;
    }
  }
  return best;
}

/** First-person determiners and numbers: a phrase starting with one needs no "the". */
const OPENS_PHRASE = /^(?:your|yours|their|his|her|its|this|that|these|those|a|an|the|some|\d+)$/i;

/**
 * A theme as a noun phrase that reads whole in a sentence, in the second person: "the lentil
 * soup", "your neighbours", "the seedlings" (a bare singular gets "the").
 */
export function nounPhrase(theme: Theme): string {
  const phrase = toSecondPerson(theme.phrase);
  const [first = ''] = phrase.split(' ');
  if (OPENS_PHRASE.test(first) || DETERMINERS.has(first.toLowerCase())) return phrase;
  return `the ${phrase}`;
}

/** "is" or "are", for a theme. */
export const beOf = (theme: Theme) => (theme.plural ? 'are' : 'is');

/** Words that name a kind itself: no theme to speak of ("the work", "the garden"). */
const GENERIC = new Set(
  'work job office garden gardening meal dinner lunch breakfast study school class walk family friends rest sleep'.split(
    ' ',
  ),
);

/**
 * The entry's theme that belongs to its kind (a word of it among the kind's words, and no mere
 * name of the kind), else none; for gratitude, what comes first.
 */
export function themeOfKind(reading: Reading, kind: EntryKind): Theme | undefined {
  const words = new Set(WORDS[kind].split(/\s+/));
  const specific = reading.themes.filter((theme) => {
    const head = theme.phrase.toLowerCase().split(' ').at(-1) ?? '';
    return !GENERIC.has(head) && !GENERIC.has(theme.word);
  });
  if (kind === 'gratitude') return specific[0];
  return specific.find((theme) =>
    theme.phrase
      .toLowerCase()
      .split(' ')
      .some((word) => words.has(word) || words.has(theme.word)),
  );
}

/** What each kind is answered with. `np` is the kind's theme as a noun phrase, when it has one. */
interface KindTexts {
  /** The reflection's sentence about the entry's centre. */
  heart: (np: string | undefined, be: string, names: readonly string[]) => string;
  question: string;
  /** "I am <quality>, and <tail>.": the entry's own feeling's quality replaces the kind's. */
  mantra: { quality: string; tail: string };
  step: (np: string | undefined) => string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const listed = (items: readonly string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

export const KIND_TEXTS: Readonly<Record<EntryKind, KindTexts>> = {
  gratitude: {
    heart: (np, be) =>
      np
        ? `You name what you are grateful for, and ${np} ${be === 'are' ? 'come' : 'comes'} first.`
        : 'You take the time to name what you are grateful for.',
    question: 'What else from this week belongs on that list?',
    mantra: {
      quality: 'grateful for what I have',
      tail: 'I notice the people and small things that carry me',
    },
    step: (np) =>
      np
        ? `Before bed tonight, write down three specific things you are grateful for today, starting with ${np}.`
        : 'Before bed tonight, write down three specific things you are grateful for today, each in one line.',
  },
  health: {
    heart: () =>
      'Your body is asking for attention in these lines, and writing it down is a first way of listening to it.',
    question: 'What would help you rest a little more tonight?',
    mantra: { quality: 'allowed to rest', tail: 'rest is part of growing' },
    step: () =>
      'Plan an early night tonight: put your phone away half an hour before bed, and move one thing that can wait to later in the week.',
  },
  meal: {
    heart: (np, be) =>
      np
        ? `${capitalize(np)} ${be} at the heart of this entry, and making a meal is a quiet way of looking after yourself.`
        : 'A meal is at the heart of this entry, and making one is a quiet way of looking after yourself.',
    question: 'Is this something you would make again, and would you change anything?',
    mantra: { quality: 'nourished', tail: 'I feed myself with care' },
    step: (np) =>
      np
        ? `While you still remember, write down what went into ${np} and one thing you would change next time, so it is easy to make again.`
        : 'While you still remember, write down what you cooked and one thing you would change next time, so it is easy to make again.',
  },
  garden: {
    heart: (np, be) =>
      np
        ? `${capitalize(np)} ${be} at the heart of this entry; a garden changes slowly, and notes like these help you see it.`
        : 'The garden is at the heart of this entry; it changes slowly, and notes like these help you see it.',
    question: 'What do you hope to see there a week from now?',
    mantra: { quality: 'patient', tail: 'I grow along with what I plant' },
    step: (np) =>
      `Write one line in a garden notebook about ${np ?? 'what you did in the garden today'}: what you did, the date, and what you want to check on next.`,
  },
  study: {
    heart: (np, be) =>
      np
        ? `${capitalize(np)} ${be} at the heart of this entry; learning often feels slow from the inside, and notes like these show the progress.`
        : 'Learning is at the heart of this entry; it often feels slow from the inside, and notes like these show the progress.',
    question: 'What is the one thing you want to understand next?',
    mantra: { quality: 'learning', tail: 'every hour of practice stays with me' },
    step: () =>
      'Tomorrow, before you open your notes, spend ten minutes writing down what you remember from today, then check only what you missed.',
  },
  work: {
    heart: (np, be) =>
      np
        ? `${capitalize(np)} ${be} at the heart of this entry, and it is good to notice what went well at work, not only what is left.`
        : 'Work is at the heart of this entry, and it is good to notice what went well, not only what is left.',
    question: 'What would make tomorrow at work a little easier?',
    mantra: { quality: 'capable', tail: 'I do my work one step at a time' },
    step: (np) =>
      `Before you stop work tomorrow, write down one thing that went well${np ? ` with ${np}` : ''} and the next step after it, so the day after has a clear start.`,
  },
  exercise: {
    heart: () =>
      'Moving your body is at the heart of this entry, and it is a way of caring for it.',
    question: 'How did your body feel afterwards?',
    mantra: { quality: 'strong', tail: 'I move at my own pace' },
    step: () =>
      'Note how far or how long you went today, and put your next session in your calendar for a day this week, a little easier if your body asks for it.',
  },
  outdoors: {
    heart: (np, be) =>
      np
        ? `${capitalize(np)} ${be} at the heart of this entry; time outside has a way of slowing a day down.`
        : 'Time outside is at the heart of this entry, and it has a way of slowing a day down.',
    question: 'What did you notice out there that you would like to remember?',
    mantra: { quality: 'at home in the world', tail: 'I take the time to look around me' },
    step: () =>
      'Plan the same walk again this week, and this time stop once to notice one thing you missed today.',
  },
  social: {
    heart: (_np, _be, names) =>
      names.length > 0
        ? `Time with ${listed(names)} is at the heart of this entry.`
        : 'Time with other people is at the heart of this entry.',
    question: 'What did that time together give you?',
    mantra: { quality: 'connected', tail: 'I make time for the people who matter to me' },
    step: () =>
      'Send a short message today to someone who was there, and tell them one moment you enjoyed.',
  },
};
