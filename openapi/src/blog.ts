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
