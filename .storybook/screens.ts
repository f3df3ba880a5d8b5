/**
 * Where each screen of `packages/features` is filed in the Storybook sidebar: under "Screens/",
 * by the product a designer knows (the site's tool names, `routes/toolNames.ts`), not by the code
 * folder. A story file's title is `Screens/<product>/<file name>`; the story ids (and so the
 * visual baselines' file names) follow from it.
 *
 * A new story file in a folder that is not listed here stops `storybook build` and the story
 * tests with an error naming the file, instead of landing in an unsorted group.
 */
import { readdirSync } from 'node:fs';
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

/** One Storybook `stories` entry per screen story file, titled `Screens/<product>/<file name>`. */
export function screenStoryEntries(
  root: string,
  configRelativeRoot: string,
): { directory: string; files: string; titlePrefix: string }[] {
  return findStoryFiles(root).map((file) => ({
    directory: posix.join(configRelativeRoot, posix.dirname(file)),
    files: posix.basename(file),
    titlePrefix: `Screens/${screenProduct(file)}`,
  }));
}
