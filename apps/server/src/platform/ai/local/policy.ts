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

/** A sentence that states what the policy does or will do (a claim), not a report of opinion. */
const CLAIM =
  /\b(?:will|shall|must|would|requires?|provides?|establish(?:es)?|introduces?|creates?|sets?|bans?|raises?|lowers?|allows?|funds?|applies|replaces?|extends?|gives?)\b/i;
/** Markers of a trade-off inside a sentence: what comes before and after them weighs against each other. */
const CONTRAST =
  /(?<!\s)\s*(?:[,;]\s*)?\b(?:but|however|although|though|while|whereas|yet|at the cost of|in exchange for|on the other hand)\b[,\s]*/i;
/** Markers of a reason. */
const REASON =
  /\b(?:because|since|so that|in order to|to help|aims? to|intended to)\b\s*([^.;!?]+)/i;
/** Words that end the phrase a number belongs to. */
const PHRASE_END =
  /^(?:and|or|but|which|that|who|will|would|shall|must|is|are|was|were|be|been|has|have|had|to|if|when|while|because|so|applies|apply|says?|said|in|on|at|over|for|by|from|with|into|until|during|under|within|across|after|before)$/i;

/** Each figure with the words that give it its meaning: "$50 per year", "12 inspectors". */
function figuresIn(sentences: readonly string[]): string[] {
  const found: string[] = [];
  for (const sentence of sentences)
    for (const clause of sentence.replace(END_MARKS, '').split(/[;:()]|,(?!\d)/u)) {
      const words = clause.trim().split(/\s+/);
      words.forEach((word, index) => {
        if (!/\d/.test(word) || found.length >= 5) return;
        const after: string[] = [];
        for (const next of words.slice(index + 1, index + 6)) {
          if (PHRASE_END.test(next)) break;
          after.push(next);
        }
        let phrase = [word, ...after].join(' ');
        if (after.length === 0) {
          // A figure closing its clause takes its meaning from before: "a fee of $50".
          const before: string[] = [];
          for (const previous of words.slice(Math.max(0, index - 4), index).reverse()) {
            if (PHRASE_END.test(previous)) break;
            before.unshift(previous);
          }
          phrase = [...before, word].join(' ');
        }
        phrase = phrase.replace(/[.,;:!?"]+$/u, '');
        if (!found.some((seen) => seen.includes(phrase) || phrase.includes(seen)))
          found.push(phrase);
      });
    }
  return found;
}

/** Trade-offs from the text's structure: the parts of each sentence around a contrast marker. */
function tradeOffs(sentences: readonly string[]): { gains: string[]; costs: string[] } {
  const gains: string[] = [];
  const costs: string[] = [];
  for (const sentence of sentences) {
    const sides = sentence.replace(END_MARKS, '').split(CONTRAST);
    const parts = sides.length > 1 ? sides : clausesOf(sentence);
    for (const part of parts
      .map((side) => side.trim())
      .filter((side) => side.split(/\s+/).length >= 3)) {
      if (COSTS.test(part)) costs.push(part);
      else if (BENEFITS.test(part)) gains.push(part);
    }
  }
  return { gains, costs };
}

export function writePolicyBreakdown(text: string): PolicyBreakdownText {
  const sentences = sentencesOf(text);
  const groups = groupsIn(text);
  const claims = sentences.filter((sentence) => CLAIM.test(sentence) && !DISPUTE.test(sentence));
  const { gains, costs } = tradeOffs(sentences.filter((sentence) => !DISPUTE.test(sentence)));
  const disputes = sentences.filter((sentence) => DISPUTE.test(sentence));
  const figures = figuresIn(sentences);
  const reason = REASON.exec(text)?.[1]?.trim();

  const [claim, second] = claims;
  const what = claim
    ? `It claims: ${quote(claim)}${second ? ` It also says: ${quote(second)}` : ''}${claims.length > 2 ? ` (${String(claims.length - 2)} more claim${claims.length === 3 ? '' : 's'}.)` : ''}`
    : `It says: ${quote(sentences[0] ?? text.trim())}`;
  const impact =
    groups.length > 0
      ? `It names ${listed(groups)}. Anyone the rules apply to is affected too.`
      : 'It names no group in particular; ask who the rules apply to and who pays for them.';
  const pros =
    gains.length > 0
      ? `What it offers, in its own words: ${gains.slice(0, 2).map(quote).join('; ')}.`
      : 'The text names no benefit in so many words; ask who gains and how.';
  const cons =
    costs.length > 0
      ? `What it asks or restricts, in its own words: ${costs.slice(0, 2).map(quote).join('; ')}.`
      : 'The text names no cost, duty or restriction in so many words; ask who pays and who must do what.';
  const controversy =
    disputes.length > 0
      ? `It speaks of disagreement: ${disputes.slice(0, 2).map(quote).join(' ')}`
      : 'The text names no disagreement; look for who opposes it and why.';
  const touches =
    groups.length > 0
      ? `It touches ${listed(groups)}, so it is worth reading closely.`
      : 'Rules like these shape daily life, so it is worth reading closely.';
  const importance = [
    figures.length > 0 ? `The figures: ${listed(figures)}.` : '',
    reason ? `Its stated reason: ${quote(reason)}.` : '',
    touches,
  ]
    .filter(Boolean)
    .join(' ');
  return { what, impact, pros, cons, controversy, importance };
}
