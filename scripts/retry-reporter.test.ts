import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestCase } from 'vitest/node';
import { failureLines } from './failure-lines.mjs';
import { RetryReporter } from './retry-reporter.ts';

/** The parts of a Vitest test case the reporter reads. */
function testCase(state: 'passed' | 'failed', retryCount: number): TestCase {
  return {
    project: { name: 'storybook' },
    module: { relativeModuleId: 'packages/ui/src/Button/Button.stories.tsx' },
    fullName: 'Button > Primary',
    diagnostic: () => ({ retryCount }),
    result: () => ({ state }),
  } as unknown as TestCase;
}

describe('RetryReporter', () => {
  const exitCode = process.exitCode;
  afterEach(() => {
    process.exitCode = exitCode;
    vi.restoreAllMocks();
  });

  it('fails the run and names a test that passed only on a retry', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => printed.push(line));
    const reporter = new RetryReporter();
    reporter.onTestCaseResult(testCase('passed', 0));
    reporter.onTestCaseResult(testCase('passed', 1));
    reporter.onTestRunEnd();
    expect(process.exitCode).toBe(1);
    const output = printed.join('\n');
    expect(output).toContain(
      'RETRIED [storybook] packages/ui/src/Button/Button.stories.tsx > Button > Primary passed only on retry 1',
    );
    // …and the summary of `npm test` repeats it under the failed step.
    expect(failureLines(output).some((line) => line.startsWith('RETRIED [storybook]'))).toBe(true);
  });

  it('leaves the run alone when no test needed a retry (a failure is reported by Vitest itself)', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    process.exitCode = undefined;
    const reporter = new RetryReporter();
    reporter.onTestCaseResult(testCase('passed', 0));
    reporter.onTestCaseResult(testCase('failed', 1));
    reporter.onTestRunEnd();
    expect(process.exitCode).toBeUndefined();
    expect(printed).not.toHaveBeenCalled();
  });
});
