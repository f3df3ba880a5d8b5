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
import { screenCoverage } from '../.storybook/coverage';
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

  it('names each state for what it shows (Populated, Signed Out…), never "Default"', () => {
    // A "Default" row in the coverage table leaves the state it shows as a gap.
    const withDefault = findStoryFiles(featuresSrc).filter((file) =>
      /^export const Default\b/m.test(readFileSync(join(featuresSrc, file), 'utf8')),
    );
    expect(withDefault, 'story files with a Default story').toEqual([]);
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

  it('describes screens and states for designers: no mocks, specs, issues or code names', () => {
    const offences: string[] = [];
    for (const file of findStoryFiles(featuresSrc)) {
      const source = readFileSync(join(featuresSrc, file), 'utf8');
      // The JSDoc a docs page shows: the meta's and each exported story's.
      for (const [, text = ''] of source.matchAll(
        /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*\n(?:const meta\b|export const )/g,
      )) {
        const found =
          /\bMSW\b|\bfakes?\b|\bmocks?\b|\bspec \d|§|\bissue \d+|\b[A-Z][a-z]+Screen\b/.exec(text);
        if (found)
          offences.push(
            `${file}: "${found[0]}" in ${text
              .replace(/\s*\n\s*\*?/g, ' ')
              .trim()
              .slice(0, 90)}`,
          );
      }
    }
    expect(offences).toEqual([]);
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

describe("a screen's coverage table", () => {
  const play = async () => {};
  const phone = { visual: { width: 320 } };
  const table = screenCoverage([
    { id: 's--populated', name: 'Populated', parameters: {}, moduleExport: { play } },
    { id: 's--signed-out', name: 'Signed Out', parameters: {} },
    { id: 's--edit-dialog', name: 'Edit Dialog', parameters: {} },
    // narrow({ ...Populated }): the phone width of Populated.
    { id: 's--narrow', name: 'Narrow', parameters: phone, moduleExport: { play } },
    { id: 's--narrow-edit-dialog', name: 'Narrow Edit Dialog', parameters: phone },
  ]);
  const row = (state: string) => table.find((r) => r.state === state);

  it('lists the common states first, a missing one as a gap', () => {
    expect(table.map((r) => r.state)).toEqual([
      'Populated',
      'Empty',
      'Loading',
      'Error',
      'Signed Out',
      'Edit Dialog',
    ]);
    expect(row('Loading')).toEqual({ state: 'Loading', desktop: {}, phone: {} });
  });

  it('puts a Narrow story in the phone column of the state it shows', () => {
    expect(row('Populated')?.phone.light).toEqual({ id: 's--narrow', picture: true });
    expect(row('Edit Dialog')?.phone.light?.id).toBe('s--narrow-edit-dialog');
    expect(row('Signed Out')?.phone).toEqual({});
  });

  it("says which screenshots are compared: dark only for the file's first story", () => {
    expect(row('Populated')?.desktop).toEqual({
      light: { id: 's--populated', picture: true },
      dark: { id: 's--populated', picture: true },
    });
    expect(row('Signed Out')?.desktop.dark).toEqual({ id: 's--signed-out', picture: false });
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
