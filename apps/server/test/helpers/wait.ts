/**
 * Waiting in tests on the condition itself, never on a guessed time: `waitFor` checks a condition
 * again every few milliseconds until it holds, and fails after a bound with a sentence that says
 * what never happened (instead of a fixed sleep that is too short on a busy machine and wasted on
 * a quiet one).
 */

export interface WaitOptions {
  /** How long to wait at most (default 10 s: generous on a busy 2-core machine). */
  timeoutMs?: number;
  /** How often the condition is checked again (default 10 ms). */
  intervalMs?: number;
}

/**
 * Resolves with the first truthy value of `condition`; rejects with `Timed out: <what>` (and the
 * last error the condition threw, if any) when it is still falsy after `timeoutMs`.
 */
export async function waitFor<T>(
  what: string,
  condition: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 10 }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms: ${what}`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
