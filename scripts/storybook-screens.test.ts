/**
 * How the Storybook files screens (`.storybook/screens.ts`) and which props get no control
 * (`.storybook/controls.ts`): every features story file has a product and a name in the product's
 * words, listed alphabetically, and a phone-width story; a folder without a product stops the
 * build with a message naming the file, and functions and React nodes get no control.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isUncontrollable } from '../.storybook/controls';
import {
  findStoryFiles,
  screenName,
  screenProduct,
  screenStoryEntries,
} from '../.storybook/screens';

const featuresSrc = fileURLToPath(new URL('../packages/features/src', import.meta.url));

describe('screens filed by product', () => {
  it('gives every story file of packages/features a product title', () => {
    const entries = screenStoryEntries(featuresSrc, '../packages/features/src');
    expect(entries.length).toBe(findStoryFiles(featuresSrc).length);
    expect(entries.length).toBeGreaterThan(50);
    for (const entry of entries) expect(entry.titlePrefix).toMatch(/^Screens\/[A-Z][\w ]+$/);
  });

  it("names every screen in the product's words, never by its component", () => {
    for (const file of findStoryFiles(featuresSrc)) {
      const name = screenName(featuresSrc, file);
      expect(name, file).not.toMatch(/\//);
      // No code names: JournalScreen, HomeA, LyraSoulInterface…
      expect(name, file).not.toMatch(/[a-z][A-Z]|Screen$|^Home[AB]$|Shell/);
    }
  });

  it('lists products, and the screens of each, by their shown names', () => {
    const titles = screenStoryEntries(featuresSrc, '../packages/features/src').map(
      (entry) => entry.titlePrefix,
    );
    const products = [...new Set(titles)];
    expect(products).toEqual(
      [...products].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(products.indexOf('Screens/Blog')).toBeLessThan(products.indexOf('Screens/Sign in'));
  });

  it('gives every screen a phone-width story (narrow())', () => {
    const withoutPhone = findStoryFiles(featuresSrc).filter(
      (file) => !/\bnarrow\(/.test(readFileSync(join(featuresSrc, file), 'utf8')),
    );
    expect(withoutPhone, 'story files without a narrow() story').toEqual([]);
  });

  it('has the designers\' words on the "Find a screen" page, each heading leading to screens', () => {
    const page = readFileSync(join(featuresSrc, 'FindAScreen.mdx'), 'utf8');
    const headings = [...page.matchAll(/^### (.+) → (.+)$/gm)].map(([, word]) => word);
    for (const word of [
      'Forum',
      'Shopping list',
      'Events',
      'Calendar',
      'Recipes',
      'Diary',
      'Chat',
      'AI',
    ])
      expect(headings, word).toContain(word);
    // Below each heading, links to screens' docs pages.
    for (const section of page.split(/^### /m).slice(1))
      expect(section, section.split('\n')[0]).toMatch(/\]\(\?path=\/docs\/screens-[\w-]+--docs\)/);
  });

  it('takes the longest matching folder', () => {
    expect(screenProduct('dreams/WeDreamScreen/WeDreamScreen.stories.tsx')).toBe('We Dream');
    expect(screenProduct('dreams/DreamMachineScreen/DreamMachineScreen.stories.tsx')).toBe(
      'Dream Machine',
    );
    expect(screenProduct('communities/sections/chat/ChatSection.stories.tsx')).toBe('Communities');
    expect(screenProduct('farm-game/FarmGameScreen/FarmGameScreen.stories.tsx')).toBe('Farm Game');
  });

  it('refuses a folder without a product, naming the file and the table to edit', () => {
    expect(() => screenProduct('orchard/OrchardScreen/OrchardScreen.stories.tsx')).toThrow(
      'packages/features/src/orchard/OrchardScreen/OrchardScreen.stories.tsx: its folder has no product name; add it to SCREEN_PRODUCTS in .storybook/screens.ts',
    );
    // A folder name that only starts like a listed one is not that product.
    expect(() => screenProduct('homework/X.stories.tsx')).toThrow(/no product name/);
  });
});

describe('controls', () => {
  it('gives event props, functions and React nodes no control', () => {
    expect(isUncontrollable('onSelectDate', ['(date: Date) => void'])).toBe(true);
    expect(isUncontrollable('render', ['function'])).toBe(true);
    expect(isUncontrollable('children', ['ReactNode'])).toBe(true);
    expect(isUncontrollable('icon', ['ReactNode', 'other'])).toBe(true);
  });

  it('keeps controls for plain values', () => {
    expect(isUncontrollable('variant', ['"primary" | "secondary"', 'enum'])).toBe(false);
    expect(isUncontrollable('loading', ['boolean', 'boolean'])).toBe(false);
    expect(isUncontrollable('selectedDate', ['string', 'string'])).toBe(false);
    expect(isUncontrollable('onion', ['string'])).toBe(false);
  });
});
