import { describe, expect, it } from 'vitest';
import { failureLines } from './failure-lines.mjs';

describe('failureLines', () => {
  it("keeps a failed story's name and what its screenshot matcher said, without colours", () => {
    const output = [
      ' \u001b[32m✓\u001b[39m Empty 1397ms',
      '\u001b[31m   × Failed 2778ms\u001b[39m',
      'Error: expect(element).toMatchScreenshot()',
      'Screenshot does not match the stored reference.',
      '513 pixels (ratio 0.01) differ.',
      'Reference screenshot:',
      '  packages/features/src/shared/ReportDialog/__screenshots__/failed-light.png',
      'Caused by: Error: Matcher did not succeed in time.',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '× Failed 2778ms',
      'Error: expect(element).toMatchScreenshot()',
      'Screenshot does not match the stored reference.',
      '513 pixels (ratio 0.01) differ.',
      'Caused by: Error: Matcher did not succeed in time.',
    ]);
  });

  it('keeps an unstable screenshot and a type error, once each, and no passing line', () => {
    const output = [
      'Could not capture a stable screenshot within 5000ms.',
      'src/a.ts(3,1): error TS2322: Type mismatch.',
      'src/a.ts(3,1): error TS2322: Type mismatch.',
      ' ✓ passes 10ms',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      'Could not capture a stable screenshot within 5000ms.',
      'src/a.ts(3,1): error TS2322: Type mismatch.',
    ]);
  });

  it("keeps prettier's coloured `[warn] file` lines (a `\\b` before `[` never matched them)", () => {
    const output = '[\u001b[33mwarn\u001b[39m] scripts/test-all.mjs\nChecking formatting...';
    expect(failureLines(output)).toEqual(['[warn] scripts/test-all.mjs']);
  });
});
