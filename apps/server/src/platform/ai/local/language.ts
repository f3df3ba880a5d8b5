/**
 * What the local engine needs to know before it writes: the entry's language (franc-min), whether it
 * speaks of self-harm or crisis, and its tone (loss, grief, fear and anger call for gentle words).
 * Words are matched in English, German, French and Spanish.
 */
import { francAll } from 'franc-min';

/** The languages the engine writes in; `other` is any language it cannot write (it then says so, in English). */
export type Lang = 'en' | 'de' | 'fr' | 'es' | 'other';

/** Shorter texts are too short to tell: they are read as English. */
export const MIN_LANGUAGE_LENGTH = 30;
/** A text in none of the four languages must be at least this long (letters) to be told apart. */
const MIN_OTHER_LENGTH = 60;
/** franc reads at most this many characters (enough to tell, and fast on a 5,000-character entry). */
const MAX_LANGUAGE_SAMPLE = 2_000;

const FRANC: Readonly<Record<string, Lang>> = { eng: 'en', deu: 'de', fra: 'fr', spa: 'es' };

/**
 * Function words of the four languages: on short texts (a chat message) franc's trigrams often guess
 * a neighbour ("Do you remember what I said?" reads as French), function words do not.
 */
const FUNCTION_WORDS: Readonly<Record<Exclude<Lang, 'other'>, ReadonlySet<string>>> = {
  en: new Set(
    'i you the and my a to of is it what me in that was with about this did do have we am are for on at just said your'.split(
      ' ',
    ),
  ),
  de: new Set(
    'ich und die der das nicht ist ein eine mit zu bei war bin wir auf es den dem mein meine meiner heute habe haben aber sehr kann auch sich du'.split(
      ' ',
    ),
  ),
  fr: new Set(
    "je j et le la les des un une est pas du au ce que qui mon ma mes tu il elle suis ai pour avec sur aujourd'hui".split(
      ' ',
    ),
  ),
  es: new Set(
    'de la que el en y los las por con un una mi muy no es del al se lo para hoy estoy yo tengo pero'.split(
      ' ',
    ),
  ),
};

/** The language whose function words make up at least a fifth of the text's words (two or more). */
function byFunctionWords(sample: string): Lang | undefined {
  const words =
    sample
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}']+/gu) ?? [];
  let best: Lang | undefined;
  let bestHits = 1;
  for (const [lang, set] of Object.entries(FUNCTION_WORDS) as [Lang, ReadonlySet<string>][]) {
    const hits = words.filter((word) => set.has(word)).length;
    if (hits > bestHits && hits >= words.length / 5) {
      best = lang;
      bestHits = hits;
    }
  }
  return best;
}

/** The language of a text; `en` when it is too short to tell. */
export function languageOf(text: string): Lang {
  const sample = text
    .replace(/<[^>]*>|https?:\/\/\S+|[#*_`>[\]()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LANGUAGE_SAMPLE);
  if (sample.replace(/[^\p{L}]/gu, '').length < MIN_LANGUAGE_LENGTH) return 'en';
  const known = byFunctionWords(sample);
  if (known) return known;
  // Too short for trigrams to tell a language the engine does not write from English.
  if (sample.replace(/[^\p{L}]/gu, '').length < MIN_OTHER_LENGTH) return 'en';
  const ranked = francAll(sample, { minLength: MIN_LANGUAGE_LENGTH });
  const [top] = ranked;
  if (!top || top[0] === 'und') return 'en';
  // A close neighbour of one of the four ("por" for a short Spanish text) counts as that one.
  const near = ranked.find(([code, score]) => FRANC[code] !== undefined && score >= 0.9);
  return FRANC[top[0]] ?? (near ? (FRANC[near[0]] ?? 'other') : 'other');
}

const words = (list: string) => list.trim().split(/\s*\|\s*/);
const anyOf = (list: string) =>
  new RegExp(`(?<![\\p{L}])(?:${words(list).join('|')})(?![\\p{L}])`, 'iu');

/** Words of self-harm or of a crisis, in the four languages: the journal's own rule (`crisis`). */
export { speaksOfCrisis } from '@wegrow/contract/journal';

/** Loss, grief, fear and anger, in the four languages (the English feeling words are in `lexicon.ts`). */
const HEAVY = anyOf(`
  died | dies | dead | death | passed away | passed on | funeral | grave | grief | grieving | mourning |
  miscarriage | cancer | diagnosis | diagnosed | hospital | divorce | breakup | broke up | fired |
  laid off | lost my | lost our | put down | put to sleep | terrified | afraid | scared | panic |
  furious | angry | rage | hate | abuse | abused | hit me | crying | cried | tears | heartbroken |
  gestorben | gestorben ist | verstorben | tot | tod | beerdigung | trauer | trauere | verloren |
  krank | krankenhaus | angst | wütend | wut | traurig | weine | geweint | weinen | einsam | verzweifelt |
  mort | morte | décédé | décédée | deuil | enterrement | obsèques | perdu | malade | hôpital | peur |
  en colère | colère | triste | pleure | pleuré | pleurer | seul | seule | désespéré | désespérée |
  murió | murio | muerto | muerta | muerte | falleció | fallecio | funeral | duelo | perdí | perdi |
  enfermo | enferma | hospital | miedo | enojado | enojada | rabia | triste | lloro | lloré | llorar |
  sola | desesperado | desesperada
`);

/** Joy, gratitude and calm in German, French and Spanish (English: `lexicon.ts`). */
const LIGHT = anyOf(`
  glücklich | froh | freude | freue | dankbar | gelacht | lachen | schön | wunderbar | ruhig | stolz |
  heureux | heureuse | joie | content | contente | reconnaissant | reconnaissante | merci | rire |
  calme | fier | fière | magnifique |
  feliz | felices | alegría | alegria | contento | contenta | agradecido | agradecida | gracias | reímos |
  tranquilo | tranquila | orgulloso | orgullosa | maravilloso
`);

/** Whether the text speaks of loss, grief, fear or anger. */
export function isHeavy(text: string): boolean {
  return HEAVY.test(text);
}

/** Whether the text speaks of joy, gratitude or calm (German, French, Spanish). */
export function isLight(text: string): boolean {
  return LIGHT.test(text);
}
