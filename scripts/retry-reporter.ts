/**
 * A Vitest reporter that counts a test which passed only on a retry as a failure of the run (issue
 * 42): "matched on the retry" hides a race that will fail someone else's run. The project sets
 * `retry: 0` everywhere; this guards the rule when a file or a command line sets a retry again.
 *
 * It prints one `RETRIED` line per such test (scripts/failure-lines.mjs repeats them under the
 * summary of `npm test`) and sets the process's exit code to 1. Registered for every project in
 * vitest.config.ts, beside the default reporter.
 */
import type { Reporter, TestCase } from 'vitest/node';

/** What the reporter prints before each test that needed a retry (failure-lines.mjs matches it). */
export const RETRIED_MARK = 'RETRIED';

/** One line per test that passed only after `retryCount` retries. */
export function retriedLine(project: string, file: string, name: string, retries: number): string {
  const where = project ? `[${project}] ` : '';
  return `${RETRIED_MARK} ${where}${file} > ${name} passed only on retry ${retries}: counted as a failure`;
}

export class RetryReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed')
      this.retried.push(
        retriedLine(
          testCase.project.name,
          testCase.module.relativeModuleId,
          testCase.fullName,
          retries,
        ),
      );
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.error(`\n${this.retried.length} test(s) passed only on a retry:`);
    for (const line of this.retried) console.error(`  ${line}`);
    process.exitCode = 1;
  }
}
