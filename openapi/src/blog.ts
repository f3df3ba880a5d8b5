/**
 * The blog's rules shared by the screens and the server: the list's excerpt of a post (spec 2 §9),
 * also the description of a post's page (the site's head in the browser, the server's first HTML).
 */

/** How many characters of a post the blog list shows (spec 2 §9). */
export const BLOG_EXCERPT_LENGTH = 100;

const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/**
 * The first `count` user-perceived characters of a text (an emoji with its modifiers is one), or
 * all of them when it has fewer. Each step of `Intl.Segmenter` takes time in the length of the
 * text it segments (Node 20: a 20,000-character post took 0.4 s), so it reads a prefix of the
 * text, twice as long while that is too short: the last character of a cut prefix may be cut too,
 * so a prefix is enough once it holds one more than `count`.
 */
function firstGraphemes(text: string, count: number): string[] {
  if (!graphemes) return Array.from(text).slice(0, count);
  for (let length = (count + 1) * 4; ; length *= 2) {
    const prefix = text.slice(0, length);
    const parts: string[] = [];
    for (const { segment } of graphemes.segment(prefix)) {
      parts.push(segment);
      if (parts.length > count) return parts.slice(0, count);
    }
    if (prefix.length === text.length) return parts;
  }
}

/**
 * The blog list's excerpt of a post: its text on one line (line breaks and runs of spaces become
 * one space), and when that is longer than `max` characters, at most `max` of them followed by
 * "…". Characters are what a reader sees (an emoji with its skin tone or a flag is one, never cut
 * in half), and the cut goes back to the end of the last whole word when it would fall inside one
 * (a single word longer than `max` is cut at `max`).
 *
 * `excerpt('Forty neighbours, six raised beds', 20)` → `'Forty neighbours,…'`
 */
export function excerpt(content: string, max: number = BLOG_EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  // The first `max` characters and the one after (is the cut inside a word?).
  const chars = firstGraphemes(text, max + 1);
  if (chars.length <= max) return text;
  let cut = max;
  // Inside a word when the first character left out is not a space: back to the last space.
  if (chars[max] !== ' ') {
    const lastSpace = chars.lastIndexOf(' ', max - 1);
    if (lastSpace > 0) cut = lastSpace;
  }
  return `${chars.slice(0, cut).join('').trimEnd()}…`;
}

/** The `detail`s of the blog's answers added with drafts, tags and covers (server and fakes alike). */
export const BLOG_DETAILS = {
  /** 422: a cover without alt text (an upload before `cover_alt`, or an edit blanking it). */
  coverAltRequired: 'Describe the cover image: its alt text is required.',
  /** 404: a cover address whose key is not the post's current cover. */
  noCover: 'This post has no cover image.',
} as const;

/** At most this many tags on a post (the contract's `maxItems`). */
export const BLOG_TAGS_MAX = 5;
/** A tag's longest spelling, in characters. */
export const BLOG_TAG_MAX_LENGTH = 30;
/** A tag: lowercase letters and digits, single hyphens between them (the contract's `BlogTag`). */
export const BLOG_TAG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The longest cover alt text, in characters. */
export const BLOG_COVER_ALT_MAX = 300;

/** Whether a text is a tag as the contract accepts it. */
export function isBlogTag(text: string): boolean {
  return text.length <= BLOG_TAG_MAX_LENGTH && BLOG_TAG_PATTERN.test(text);
}

/**
 * The tags typed in the editor's one field, as the contract wants them: split on commas and
 * spaces, lower-cased, each once, in the order typed ("Seed-Saving, compost compost" →
 * `['seed-saving', 'compost']`). Whether each is valid is `isBlogTag`'s question.
 */
export function parseBlogTags(typed: string): string[] {
  const tags = typed
    .split(/[\s,]+/)
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}
