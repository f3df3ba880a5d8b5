/**
 * The local engine's We Learn: a breakdown of a policy text from its own words, section by section
 * (what it says, who it impacts, pros, cons, controversy, why it matters). It quotes the text and
 * names what it finds (the groups it names, the clauses that offer or ask something, the words of
 * disagreement, the figures), and says plainly when the text names none. Deterministic.
 */
import { END_MARKS, sentencesOf, shorten } from './analysis';

export interface PolicyBreakdownText {
  what: string;
  impact: string;
  pros: string;
  cons: string;
  controversy: string;
  importance: string;
}

/** People a policy may name as affected (singular and plural forms). */
const GROUPS = [
  'tenants',
  'renters',
  'landlords',
  'homeowners',
  'residents',
  'citizens',
  'workers',
  'employees',
  'employers',
  'businesses',
  'small businesses',
  'farmers',
  'students',
  'teachers',
  'schools',
  'parents',
  'families',
  'children',
  'youth',
  'seniors',
  'patients',
  'doctors',
  'nurses',
  'drivers',
  'cyclists',
  'taxpayers',
  'consumers',
  'immigrants',
  'refugees',
  'veterans',
  'indigenous peoples',
  'communities',
  'municipalities',
  'provinces',
  'volunteers',
  'people with disabilities',
] as const;

/** Words of a clause that gives something. */
const BENEFITS =
  /\b(?:funds?|funding|invests?|supports?|protects?|improves?|expands?|creates?|provides?|guarantees?|gives?|grants?|helps?|lowers?|reduces? (?:costs?|emissions|fees|waiting)|right to|access to|free|new)\b/i;
/** Words of a clause that costs, requires or restricts something. */
const COSTS =
  /\b(?:costs?|tax(?:es)?|levy|fees?|fines?|penalt(?:y|ies)|bans?|prohibits?|restricts?|limits?|requires?|must|obliges?|cuts?|eliminates?|raises? (?:taxes|fees|rents?)|mandatory)\b/i;
/** Words that tell of disagreement. */
const DISPUTE =
  /\b(?:oppos(?:e|es|ed|ition)|critics?|criticis(?:e|ed|m)|controvers(?:y|ial)|debated?|disputed?|disagree(?:s|ment)?|concerns?|objects?|contested|however)\b/i;
const FIGURE = /(?:[$€£]\s?)?\d[\d,.]*(?:\s?(?:%|percent|per cent|million|billion))?/g;

/** Each sentence cut into clauses (at `;`, `,` before a verb-ish word, and " and "), trimmed. */
function clausesOf(sentence: string): string[] {
  return (
    sentence
      .replace(END_MARKS, '')
      // `(?<!\s)`: a split before "and"/"but" starts only where a run of spaces begins (linear time).
      .split(/;\s+|,\s+(?:and\s+|but\s+)?|(?<!\s)\s+and\s+(?=[a-z]+\b)|(?<!\s)\s+but\s+/u)
      .map((clause) => clause.trim())
      .filter((clause) => clause.split(/\s+/).length >= 3)
  );
}

const quote = (text: string) => `"${shorten(text, 200)}"`;

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** The groups the text names, in the order of the list above, at most four. */
function groupsIn(text: string): string[] {
  const lower = text.toLowerCase();
  return GROUPS.filter((group) => {
    const singular = group.replace(/ies$/, 'y').replace(/s$/, '');
    return new RegExp(`\\b(?:${group}|${singular})\\b`).test(lower);
  }).slice(0, 4);
}

export function writePolicyBreakdown(text: string): PolicyBreakdownText {
  const sentences = sentencesOf(text);
  const clauses = sentences.flatMap(clausesOf);
  const [first = text.trim()] = sentences;
  const groups = groupsIn(text);
  const offer = clauses.find((clause) => BENEFITS.test(clause) && !COSTS.test(clause));
  const cost = clauses.find((clause) => COSTS.test(clause));
  const dispute = sentences.find((sentence) => DISPUTE.test(sentence));
  const figures = [...new Set(text.match(FIGURE) ?? [])]
    .map((figure) => figure.replace(/(?<![.,])[.,]+$/, ''))
    .filter((figure) => /\d/.test(figure))
    .slice(0, 3);

  const what =
    sentences.length > 1
      ? `It says: ${quote(first)} It goes on for ${String(sentences.length - 1)} more sentence${sentences.length === 2 ? '' : 's'}.`
      : `It says: ${quote(first)}`;
  const impact =
    groups.length > 0
      ? `It names ${listed(groups)}. Anyone the rules apply to is affected too.`
      : 'It names no group in particular; ask who the rules apply to and who pays for them.';
  const pros = offer
    ? `What it offers, in its own words: ${quote(offer)}.`
    : 'The text names no benefit in so many words; ask who gains and how.';
  const cons = cost
    ? `What it asks or restricts, in its own words: ${quote(cost)}.`
    : 'The text names no cost, duty or restriction in so many words; ask who pays and who must do what.';
  const controversy = dispute
    ? `It speaks of disagreement: ${quote(dispute)}`
    : 'The text names no disagreement; look for who opposes it and why.';
  const touches =
    groups.length > 0
      ? `It touches ${listed(groups)}, so it is worth reading closely.`
      : 'Rules like these shape daily life, so it is worth reading closely.';
  const importance = figures.length > 0 ? `It mentions ${listed(figures)}. ${touches}` : touches;
  return { what, impact, pros, cons, controversy, importance };
}
