/**
 * The lines of a failed step's output that name what failed (scripts/test-all.mjs prints them
 * under its summary, so the end of a CI log says which test it was and why).
 */

/** Vitest's `toMatchScreenshot` messages (@vitest/browser): none has `Error:` in it. */
const SCREENSHOT_MESSAGES =
  /^\s*(Screenshot does not match the stored reference|\d+ pixels \(ratio [\d.]+\) differ|Could not capture a stable screenshot|Expected image dimensions|No existing reference screenshot)/;

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The lines of a failed step's output that name what failed: vitest's `FAIL` and `×` lines, a
 * tool's `error`/`Error:` lines (`TimeoutError:` too), Playwright's `- waiting for` lines, the
 * e2e harness's `e2e page:` lines (what a failed test's pages showed), prettier's `[warn] file`
 * lines, ESLint's `file` + `error` rows, scripts/retry-reporter.ts's `RETRIED` lines (a pass on a retry), and what a screenshot matcher said (how many pixels
 * differ, an unstable or missing screenshot): its own message has no `Error:` in it.
 * @param {string} output
 * @returns {string[]}
 */
export function failureLines(output) {
  const lines = output.replace(ansi, '').split(/\r?\n/);
  /** @type {string[]} */
  const picked = [];
  for (const line of lines) {
    const text = line.trimEnd();
    if (
      /^\s*(FAIL|×|✗|❯ .*\(\d+ tests? \| \d+ failed|e2e page: |- waiting for |RETRIED |\[warn\] )/.test(
        text,
      ) ||
      /\b(AssertionError|\w*Error:|error TS\d+|\d+:\d+\s+error\s)/.test(text) ||
      SCREENSHOT_MESSAGES.test(text)
    ) {
      if (!picked.includes(text.trim())) picked.push(text.trim());
    }
  }
  return picked;
}
