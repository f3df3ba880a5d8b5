/**
 * The ten components the screens use most (counted here from packages/features' imports of
 * @wegrow/ui) each have usage guidance for designers, shown on their docs page: when to use and
 * when not, do and don't, and content guidance.
 */
import { render, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageGuide, usageGuidance } from './guidance';

// `import.meta.dirname`: this file's folder (jsdom's `import.meta.url` is not a file URL).
const src = join(import.meta.dirname, '..', '..');
const features = join(src, '..', '..', 'features', 'src');

/** Every .tsx file under `dir`, stories and tests included (they show the screens' usage too). */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? tsxFiles(join(dir, entry.name))
      : entry.name.endsWith('.tsx')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The components of @wegrow/ui by how many screen files import them, most first. */
function mostUsed(count: number): string[] {
  const uses = new Map<string, number>();
  for (const file of tsxFiles(features)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@wegrow\/ui'/g)) {
      for (const name of (match[1] ?? '').split(',').map((n) => n.trim())) {
        if (/^[A-Z][A-Za-z]+$/.test(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
      }
    }
  }
  return [...uses]
    .filter(([name]) => readdirSync(join(src, 'components')).includes(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name]) => name);
}

/** The docs title of a component, from its stories file (`Actions/Button`). */
function titleOf(name: string): string | undefined {
  const stories = readFileSync(join(src, 'components', name, `${name}.stories.tsx`), 'utf8');
  return /\btitle:\s*'([^']+)'/.exec(stories)?.[1];
}

describe('usage guidance', () => {
  it('covers the ten components the screens use most, every part filled in', () => {
    const top = mostUsed(10);
    expect(top).toHaveLength(10);
    for (const name of top) {
      const title = titleOf(name) ?? name;
      const usage = usageGuidance[title];
      expect(usage, `usage guidance for ${name} (${title})`).toBeDefined();
      if (!usage) continue;
      for (const part of ['when', 'whenNot', 'do', 'dont', 'content'] as const)
        expect(usage[part].length, `${title}: ${part}`).toBeGreaterThan(0);
    }
  });

  it('renders the sections a designer reads, with code spans as code', () => {
    render(<UsageGuide title="Actions/Button" />);
    const section = screen.getByRole('region', { name: 'Usage' });
    for (const heading of ['When to use', 'When not to use', "Do and don't", 'Content'])
      expect(within(section).getByRole('heading', { name: heading })).toBeVisible();
    // The live examples: the do with one primary action, the don't with two.
    expect(within(section).getByRole('button', { name: 'Publish' })).toBeVisible();
    expect(within(section).getByText('danger', { selector: 'code' })).toBeVisible();
    expect(section.textContent).not.toContain('`');
  });

  it('renders nothing for a component without guidance', () => {
    const { container } = render(<UsageGuide title="Layout/Nothing" />);
    expect(container).toBeEmptyDOMElement();
  });
});
