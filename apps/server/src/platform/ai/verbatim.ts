/**
 * Quoting checks for texts shown to everyone that are written from private texts (the Dream
 * Machine's public summary of personal dreams): markup taken out, and whether a text repeats a run
 * of consecutive words of any of its sources. Linear in the lengths of the texts.
 */

/**
 * Tags (`<b>`, `</i>`, `<a href="…">`), any stray angle bracket and Markdown's marks (`**`, `__`,
 * backticks, a line's leading `#`), as spaces; spaces squeezed.
 */
export function withoutMarkup(text: string): string {
  return text
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[<>`]/g, ' ')
    .replace(/\*{2,}|_{2,}|^#+(?=\s)/gm, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text, lower case, punctuation and markup left out ("Don't" is one word). */
export function wordsOf(text: string): string[] {
  return (
    withoutMarkup(text)
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? []
  );
}

/** Every run of `n` consecutive words of the texts, as keys. */
function runsOf(texts: readonly string[], n: number): Set<string> {
  const runs = new Set<string>();
  for (const text of texts) {
    const words = wordsOf(text);
    for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(' '));
  }
  return runs;
}

/**
 * The first run of `n` (or more) consecutive words that `text` shares with any of `sources`, or
 * null when it quotes none of them that long.
 */
export function verbatimRun(text: string, sources: readonly string[], n: number): string | null {
  const runs = runsOf(sources, n);
  const words = wordsOf(text);
  for (let i = 0; i + n <= words.length; i++) {
    const run = words.slice(i, i + n).join(' ');
    if (runs.has(run)) return run;
  }
  return null;
}
