import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Right-to-left (`<Theme dir="rtl">`) works because the ui styles say start and end, not left and
 * right: margin-inline-start, inset-inline, padding-inline, text-align: start… A physical
 * property would stay on the same side in both directions.
 */
const SRC = join(__dirname, '../..');

/** What a style object may not say (vanilla-extract's camelCase keys). */
const PHYSICAL: readonly [string, RegExp][] = [
  ['margin/padding/border left or right', /\b(?:margin|padding|border)(?:Left|Right)\w*\s*:/],
  ['left/right offset', /(?:^|[\s{,])(?:left|right)\s*:/],
  ['corner radius by left/right', /\bborder(?:Top|Bottom)(?:Left|Right)Radius\s*:/],
  ['text-align/float left or right', /\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"]/],
];

/**
 * The physical properties that must stay, each with why. The Dialog is centred with
 * `left: 50%` and `translate(-50%, …)`: the same place in both directions.
 */
const ALLOWED: readonly { file: string; line: string }[] = [
  { file: 'components/Dialog/Dialog.css.ts', line: "left: '50%'," },
];

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** Every `file:line: text` that uses a physical property and is not allowed. */
export function physicalProperties(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const path of files) {
    const file = relative(SRC, path).split('\\').join('/');
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const code = text.replace(/\/\/.*$/, '').trim();
        if (!PHYSICAL.some(([, pattern]) => pattern.test(code))) return;
        if (ALLOWED.some((allowed) => allowed.file === file && allowed.line === code)) return;
        found.push(`${file}:${index + 1}: ${code}`);
      });
  }
  return found;
}

describe('ui styles are written for both directions', () => {
  const files = styleFiles(SRC);

  it('finds the style files', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('use logical properties, not left and right', () => {
    expect(physicalProperties(files)).toEqual([]);
  });

  it('mirror every horizontal move right-to-left (a translateX comes with a :dir(rtl) rule)', () => {
    const unmirrored = files
      .filter((path) => {
        const source = readFileSync(path, 'utf8');
        return /translateX\(/.test(source) && !source.includes(':dir(rtl)');
      })
      .map((path) => relative(SRC, path));
    expect(unmirrored).toEqual([]);
  });

  it('would catch a physical property (the check can fail)', () => {
    const patterns = PHYSICAL.map(([, pattern]) => pattern);
    for (const sample of [
      "marginLeft: 'auto',",
      "paddingRight: vars.space['2'],",
      'left: 0,',
      "  right: vars.space['3'],",
      "borderTopLeftRadius: '4px',",
      "textAlign: 'left',",
      "borderLeft: '1px solid',",
    ]) {
      expect(
        patterns.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    for (const sample of [
      "marginInlineStart: 'auto',",
      "textAlign: 'start',",
      'insetInlineEnd: 0,',
    ]) {
      expect(
        patterns.some((pattern) => pattern.test(sample)),
        sample,
      ).toBe(false);
    }
  });
});
