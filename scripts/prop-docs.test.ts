/**
 * Every exported part of the design system documents its props, as its docs page and README show
 * them: react-docgen-typescript reads packages/ui's components with the Storybook build's own
 * options (.storybook/docgen.ts), and each exported component (Tabs and TabsList, TabsTrigger,
 * TabsContent alike) must be found, described, and list only props with a description. A part
 * whose props come from Radix unlisted (Tabs' `value`, Accordion's `type`) lists none of them, so
 * it is caught too: each part must list at least one prop of its own (not only `className`,
 * `id`, `children`, `disabled`), but for the few plain-element parts named below.
 *
 * Each compound component's stories name its other parts in `subcomponents`, which the docs page
 * turns into one prop table per part (.storybook/docs.tsx), and packages/ui/README.md carries the
 * same tables, written from the same docgen: after changing a part's props, re-write them with
 * `WRITE_README_PARTS=1 pnpm exec vitest run --project unit:tooling scripts/prop-docs.test.ts`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withCustomConfig, type ComponentDoc } from 'react-docgen-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOCGEN_TSCONFIG,
  docgenParserOptions,
  domPropDescription,
  packageSrc,
} from '../.storybook/docgen';

const componentsDir = join(packageSrc('ui'), 'components');
const folders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The components a folder's index.ts exports (capitalised value exports). */
function exportedComponents(folder: string): string[] {
  const index = readFileSync(join(componentsDir, folder, 'index.ts'), 'utf8');
  const names = [...index.matchAll(/(?:^|[\s,{])([A-Z][A-Za-z]+)(?=[\s,}])/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !/^[A-Z_]+$/.test(name));
  const typeOnly = new Set([...index.matchAll(/type ([A-Z][A-Za-z]+)/g)].map((m) => m[1]));
  return [...new Set(names)].filter((name) => !typeOnly.has(name));
}

/**
 * Parts that are a plain element with nothing of their own to set (a table row, a menu's
 * separator): their table lists only the documented DOM props.
 */
const PLAIN_PARTS = new Set([
  'TableHead',
  'TableBody',
  'TableRow',
  'DropdownMenuSeparator',
  'DropdownMenuLabel',
]);

const README = join(packageSrc('ui'), '..', 'README.md');
const START = '<!-- parts:start (written by scripts/prop-docs.test.ts) -->';
const END = '<!-- parts:end -->';

/** A table cell: one line, pipes escaped. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();

/** A prop's type as the table shows it: an enum's values, without the intersections Radix adds. */
function typeText(type: { name: string; value?: unknown }): string {
  if (type.name === 'enum' && Array.isArray(type.value))
    return (type.value as { value: string }[]).map((option) => option.value).join(' | ');
  return type.name
    .split(' | ')
    .filter((member) => !/^\(.*&.*\)$/.test(member))
    .join(' | ');
}

/** The README's section: per compound component, one table per part. */
function partsMarkdown(): string {
  const lines = [START, ''];
  for (const folder of folders.filter((f) => exportedComponents(f).length > 1)) {
    lines.push(`### ${folder}`, '');
    // The main component first, then its parts.
    const parts = exportedComponents(folder).sort(
      (a, b) => Number(b === folder) - Number(a === folder),
    );
    for (const name of parts) {
      const doc = docs.get(name);
      if (!doc) continue;
      lines.push(`#### \`${name}\``, '', cell(doc.description), '');
      const props = Object.values(doc.props).sort(
        (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name),
      );
      lines.push('| Prop | Type | Default | Description |', '| --- | --- | --- | --- |');
      for (const prop of props) {
        const description = prop.description.trim() || domPropDescription(prop.name) || '';
        const fallback = prop.defaultValue as { value?: unknown } | null | undefined;
        const value = fallback?.value === undefined ? undefined : cell(String(fallback.value));
        const shown =
          value === undefined ? '—' : value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
        lines.push(
          `| \`${prop.name}\`${prop.required ? ' (required)' : ''} | \`${cell(typeText(prop.type))}\` | ${shown} | ${cell(description)} |`,
        );
      }
      lines.push('');
    }
  }
  lines.push(END);
  return lines.join('\n');
}

let docs = new Map<string, ComponentDoc>();

beforeAll(() => {
  const files = folders.flatMap((folder) =>
    readdirSync(join(componentsDir, folder))
      .filter((file) => /^[A-Z]\w*\.tsx$/.test(file))
      .map((file) => join(componentsDir, folder, file)),
  );
  const parsed = withCustomConfig(DOCGEN_TSCONFIG, docgenParserOptions).parse(files);
  docs = new Map(parsed.map((doc) => [doc.displayName, doc]));
}, 120_000);

describe('prop tables of the design system', () => {
  it('finds every exported component', () => {
    const missing = folders
      .flatMap(exportedComponents)
      .filter((name) => name !== 'Theme' && !docs.has(name));
    expect(missing, 'exported components docgen does not find').toEqual([]);
  });

  it.each(folders)('%s: every exported part describes itself and each of its props', (folder) => {
    const problems: string[] = [];
    for (const name of exportedComponents(folder)) {
      const doc = docs.get(name);
      if (!doc) continue;
      if (doc.description.trim() === '') problems.push(`${name}: no description`);
      const props = Object.values(doc.props);
      const own = props.filter((prop) => domPropDescription(prop.name) === undefined);
      if (own.length === 0 && !PLAIN_PARTS.has(name)) problems.push(`${name}: no props of its own`);
      for (const prop of props) {
        const description = prop.description.trim() || domPropDescription(prop.name);
        if (!description) problems.push(`${name}.${prop.name}: no description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(folders.filter((folder) => exportedComponents(folder).length > 1))(
    '%s: its stories name every other part in `subcomponents`',
    (folder) => {
      const stories = readFileSync(join(componentsDir, folder, `${folder}.stories.tsx`), 'utf8');
      const listed = /subcomponents:\s*\{([^}]*)\}/.exec(stories)?.[1] ?? '';
      const component = /\bcomponent:\s*([A-Z]\w*)/.exec(stories)?.[1];
      const others = exportedComponents(folder).filter((name) => name !== component);
      expect(others.filter((name) => !new RegExp(`\\b${name}\\b`).test(listed))).toEqual([]);
    },
  );

  it("the README lists every compound component's parts with the docs page's tables", () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    const expected = partsMarkdown();
    if (process.env['WRITE_README_PARTS'] && start >= 0 && end > start) {
      writeFileSync(README, readme.slice(0, start) + expected + readme.slice(end + END.length));
      return;
    }
    expect(start, `README section starting ${START}`).toBeGreaterThanOrEqual(0);
    expect(readme.slice(start, end + END.length)).toBe(expected);
  });
});
