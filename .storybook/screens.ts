/**
 * Where each screen of `packages/features` is filed in the Storybook sidebar: under "Screens/",
 * by the product a designer knows (the site's tool names, `routes/toolNames.ts`), not by the code
 * folder, and named as the product names it: a story file's meta has a `title` in the product's
 * words ('Journal', 'Home (signed in)', 'Site frame'; never a component name like JournalScreen),
 * so its title is `Screens/<product>/<name>`; the story ids (and so the visual baselines' file
 * names) follow from it. Renaming one renames its baselines
 * (`node scripts/rename-story-baselines.mjs`), never re-takes them. Products, and the screens of
 * each, are listed in the sidebar in the alphabetical order of these shown names.
 *
 * A new story file in a folder that is not listed here stops `storybook build` and the story
 * tests with an error naming the file, instead of landing in an unsorted group.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/**
 * The product name of each features folder, longest path first wins (`dreams/WeDreamScreen`
 * before `dreams`). Paths are relative to `packages/features/src`.
 */
export const SCREEN_PRODUCTS: Readonly<Record<string, string>> = {
  account: 'Account',
  adventure: 'Adventure',
  arcade: 'Arcade',
  auth: 'Sign in',
  blog: 'Blog',
  civic: 'We Choose',
  communities: 'Communities',
  'dreams/DreamMachineScreen': 'Dream Machine',
  'dreams/WeDreamScreen': 'We Dream',
  experiments: 'Experiments',
  'farm-game': 'Farm Game',
  forum: 'We Talk',
  'garden-game': 'Garden Game',
  gardens: 'Garden Directory',
  home: 'Home',
  journal: 'Journal',
  lyra: 'Lyra',
  'meal-planning': 'Meal Planner',
  meditation: 'Meditation',
  offline: 'Offline and updates',
  projects: 'Projects',
  shared: 'Shared states',
  shell: 'App shell',
  'we-build': 'We Build',
  'we-learn': 'We Learn',
};

/** The product of a story file (its path relative to `packages/features/src`, `/`-separated). */
export function screenProduct(file: string): string {
  const match = Object.keys(SCREEN_PRODUCTS)
    .filter((folder) => file.startsWith(`${folder}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (match === undefined)
    throw new Error(
      `packages/features/src/${file}: its folder has no product name; add it to SCREEN_PRODUCTS in .storybook/screens.ts`,
    );
  return SCREEN_PRODUCTS[match] as string;
}

/** Every `*.stories.ts(x)` file under `root`, relative and `/`-separated, sorted. */
export function findStoryFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== '__screenshots__') walk(path);
      } else if (/\.stories\.tsx?$/.test(entry.name)) {
        found.push(relative(root, path).split(sep).join(posix.sep));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** The shown name of a screen story file: its meta's `title` (`root`-relative `file`). */
export function screenName(root: string, file: string): string {
  const source = readFileSync(join(root, file), 'utf8');
  const meta = /^const meta = \{\n {2}title: (['"])(.+?)\1,$/m.exec(source);
  if (!meta?.[2])
    throw new Error(
      `packages/features/src/${file}: its meta has no title; name the screen as the product names it (const meta = { title: 'Journal', … })`,
    );
  return meta[2];
}

/** Sidebar order: by product, then by screen name, as a reader sees them (not by code folder). */
const byShownName = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

/**
 * One Storybook `stories` entry per screen story file, with the title prefix `Screens/<product>`
 * (the file's meta `title` completes it), in the order of the titles: Storybook lists the files
 * in the order of these entries.
 */
export function screenStoryEntries(
  root: string,
  configRelativeRoot: string,
): { directory: string; files: string; titlePrefix: string }[] {
  return findStoryFiles(root)
    .map((file) => ({ file, product: screenProduct(file), name: screenName(root, file) }))
    .sort((a, b) => byShownName(a.product, b.product) || byShownName(a.name, b.name))
    .map(({ file, product }) => ({
      directory: posix.join(configRelativeRoot, posix.dirname(file)),
      files: posix.basename(file),
      titlePrefix: `Screens/${product}`,
    }));
}
