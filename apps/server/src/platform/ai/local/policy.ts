/**
 * The local engine's We Learn: a breakdown of a policy text from its own words, section by section
 * (what it says, who it impacts, pros, cons, controversy, why it matters). It quotes the text and
 * names what it finds (the groups it names, the clauses that offer or ask something, who opposes
 * and who supports it and what they say, the figures, each phrase whole), and says plainly when
 * the text names none. Deterministic.
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

/** The end of a rate: "a year", "per hour", "each month" (the figure's phrase ends there). */
const RATE_UNIT =
  /^(?:year|years|month|months|week|weeks|day|days|hour|hours|person|household|family|litre|liter|kilometre|kilometer|km|kg|unit|student|resident)$/i;
const RATE_LEAD = /^(?:a|an|per|each|every)$/i;
const RATE_WORD = /^(?:annually|yearly|monthly|weekly|daily|hourly)$/i;
/** Amount words: a figure's phrase cut short ends after the last of them ("400 million"). */
const AMOUNT =
  /^(?:hundred|thousand|million|billion|trillion|percent|%|cents?|dollars?|euros?|pounds?)$/i;
/** The most words a figure's phrase takes after its number. */
const FIGURE_WORDS = 7;

/**
 * The words after a figure that belong to it: up to a word that ends its phrase, or through a
 * rate ("400 million a year", not "400 million a year funds school"); a phrase that runs on is
 * cut back to its amount, never mid-phrase.
 */
function figureWords(rest: readonly string[]): string[] {
  const after: string[] = [];
  let ended = false;
  for (const next of rest.slice(0, FIGURE_WORDS + 1)) {
    if (PHRASE_END.test(next)) {
      ended = true;
      break;
    }
    after.push(next);
  }
  if (after.length <= FIGURE_WORDS && (ended || after.length === rest.length)) {
    const rate = after.findIndex(
      (word, index) =>
        RATE_WORD.test(word) || (RATE_UNIT.test(word) && RATE_LEAD.test(after[index - 1] ?? '')),
    );
    return rate >= 0 ? after.slice(0, rate + 1) : after;
  }
  const rate = after.findIndex(
    (word, index) =>
      RATE_WORD.test(word) || (RATE_UNIT.test(word) && RATE_LEAD.test(after[index - 1] ?? '')),
  );
  if (rate >= 0) return after.slice(0, rate + 1);
  let amount = -1;
  after.forEach((word, index) => {
    if (AMOUNT.test(word)) amount = index;
  });
  return after.slice(0, amount + 1);
}

/** Each figure with the words that give it its meaning: "$50 per year", "12 inspectors". */
function figuresIn(sentences: readonly string[]): string[] {
  const found: string[] = [];
  for (const sentence of sentences)
    for (const clause of sentence.replace(END_MARKS, '').split(/[;:()]|,(?!\d)/u)) {
      const words = clause.trim().split(/\s+/);
      words.forEach((word, index) => {
        if (!/\d/.test(word) || found.length >= 5) return;
        const after = figureWords(words.slice(index + 1));
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

/** Words that report a position: "retailers say…", "doctors support it…", "critics argue…". */
const STANCE =
  /\b(say|says|said|argue|argues|argued|claim|claims|warn|warns|fear|fears|worry|worries|oppose|opposes|opposed|object|objects|reject|rejects|critici[sz]e|critici[sz]es|call|calls|support|supports|supported|back|backs|welcome|welcomes|favou?r|favou?rs|endorse|endorses|praise|praises|defend|defends|applaud|applauds)\b/i;
/** Verbs that take a side by themselves. */
const AGAINST_VERB =
  /^(?:oppose|opposes|opposed|object|objects|reject|rejects|criticise|criticises|criticize|criticizes|warn|warns|fear|fears|worry|worries)$/i;
const FOR_VERB =
  /^(?:support|supports|supported|back|backs|welcome|welcomes|favour|favours|favor|favors|endorse|endorses|praise|praises|defend|defends|applaud|applauds)$/i;
/** Who objects or supports by name. */
const AGAINST_ACTOR = /\b(?:critics?|opponents?|opposition|sceptics|skeptics)\b/i;
const FOR_ACTOR = /\b(?:supporters?|proponents?|advocates?|backers?)\b/i;
/** What is said against: a cost, a loss, a harm. */
const AGAINST_WORDS =
  /\b(?:rise|rises|raise|raises|cost|costs|burden|harm|harms|hurt|hurts|fewer|lose|loses|losses|unfair|damage|expensive|threaten|threatens|risk|risks|punish|punishes|too\s+(?:high|much|far))\b/i;
/** Words before a stance verb that are no actor (the policy itself, a pronoun). */
const NOT_ACTOR =
  /^(?:it|this|that|which|who|they|he|she|we|i|you|the\s+(?:bill|law|plan|policy|program|programme|tax|levy|measure|rule|rules|city|province|government|council|text))$/i;
/** Leading words of a clause that are no part of its actor. */
const LEAD = /^(?:however|but|while|whereas|yet|although|though|meanwhile|still|and)[,\s]+/i;

/** A position the text reports: who, on which side, and what they say. */
interface Stance {
  side: 'against' | 'for' | 'says';
  actor: string;
  /** The verb and what follows it, as written: "say prices will rise for low-income families". */
  said: string;
}

/** The position a clause reports, if any: "Retailers say prices will rise…" → retailers, against. */
function stanceOf(clause: string): Stance | null {
  const text = clause.trim().replace(LEAD, '').replace(END_MARKS, '').trim();
  const match = STANCE.exec(text);
  if (!match) return null;
  const actor = text
    .slice(0, match.index)
    .trim()
    .replace(/[,\s]+$/u, '');
  const words = actor.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 5 || NOT_ACTOR.test(actor)) return null;
  // An actor is people: a plural ("retailers", "some economists", "parents and teachers") or named so.
  const head = words.at(-1) ?? '';
  if (!/s$/i.test(head) && !AGAINST_ACTOR.test(actor) && !FOR_ACTOR.test(actor)) return null;
  const verb = match[1] ?? '';
  const said = text.slice(match.index).trim();
  const side =
    AGAINST_VERB.test(verb) || AGAINST_ACTOR.test(actor)
      ? 'against'
      : FOR_VERB.test(verb) || FOR_ACTOR.test(actor)
        ? 'for'
        : AGAINST_WORDS.test(said)
          ? 'against'
          : 'says';
  // "Retailers" at the start of its sentence is "retailers" in ours (an acronym keeps its case).
  return { side, actor: actor.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()), said };
}

/** The positions a sentence reports, each side of "while", "whereas", "however", "but". */
function stancesIn(sentence: string): Stance[] {
  return sentence
    .replace(END_MARKS, '')
    .split(CONTRAST)
    .map(stanceOf)
    .filter((stance): stance is Stance => stance !== null);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const who = ({ actor, said }: Stance) => `${actor}, who ${said}`;

/** The Controversy section from the positions the text names: both sides when it names both. */
function controversyOf(stances: readonly Stance[], disputes: readonly string[]): string | null {
  const against = stances.filter((stance) => stance.side === 'against').slice(0, 2);
  const favour = stances.filter((stance) => stance.side === 'for').slice(0, 2);
  const says = stances.filter((stance) => stance.side === 'says').slice(0, 2);
  const parts: string[] = [];
  if (against.length > 0) parts.push(`Against it: ${against.map(who).join('; ')}.`);
  if (favour.length > 0) parts.push(`For it: ${favour.map(who).join('; ')}.`);
  if (against.length === 0 && favour.length === 0 && says.length > 0)
    parts.push(`It reports what others think: ${says.map(who).join('; ')}.`);
  if (parts.length === 0) return null;
  if (against.length > 0 && favour.length > 0) return `It names both sides. ${parts.join(' ')}`;
  if (against.length > 0)
    return `It names an objection. ${parts.join(' ')} It names no one who supports it; ask who gains.`;
  if (favour.length > 0)
    return `${parts.join(' ')} ${disputes.length > 0 ? `It also speaks of disagreement: ${disputes.slice(0, 1).map(quote).join(' ')}` : 'It names no objection; look for who opposes it and why.'}`;
  return capitalized(parts.join(' '));
}

export function writePolicyBreakdown(text: string): PolicyBreakdownText {
  const sentences = sentencesOf(text);
  const groups = groupsIn(text);
  const stances = sentences.flatMap(stancesIn);
  // A sentence of opinion ("critics say…", "doctors support it…") is no claim of the policy.
  const opinion = (sentence: string) => DISPUTE.test(sentence) || stancesIn(sentence).length > 0;
  const claims = sentences.filter((sentence) => CLAIM.test(sentence) && !opinion(sentence));
  const { gains, costs } = tradeOffs(sentences.filter((sentence) => !opinion(sentence)));
  const disputes = sentences.filter(
    (sentence) => DISPUTE.test(sentence) && stancesIn(sentence).length === 0,
  );
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
    controversyOf(stances, disputes) ??
    (disputes.length > 0
      ? `It speaks of disagreement: ${disputes.slice(0, 2).map(quote).join(' ')}`
      : 'The text names no disagreement; look for who opposes it and why.');
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
