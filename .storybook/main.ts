import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { DOCGEN_TSCONFIG, docgenParserOptions, packageSrc } from './docgen.ts';
import { screenStoryEntries } from './screens.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // "Find a screen": the designers' words for the screens (forum, shopping list, diary…), as
    // headings the sidebar's search finds (`experimentalSearchDocsHeadings` below); first under
    // Screens.
    '../packages/features/src/*.mdx',
    // Screens are filed by product (`Screens/Farm Game/Farm Game`, ./screens.ts): one entry per
    // story file with its product as title prefix, the file's meta `title` (the screen's shown
    // name, no '/') completing it; the entries in alphabetical order of product and name.
    ...screenStoryEntries(packageSrc('features'), '../packages/features/src'),
  ],
  // Every screen gets a docs page listing its states (the page is `DocsPage` of ./docs.tsx): the
  // `autodocs` tag is added to the index entries of the features' story files here, not by hand.
  experimental_indexers: async (indexers) =>
    (indexers ?? []).map((indexer) => ({
      ...indexer,
      createIndex: async (fileName, options) => {
        const inputs = await indexer.createIndex(fileName, options);
        if (!fileName.startsWith(`${packageSrc('features')}/`)) return inputs;
        return inputs.map((input) => ({ ...input, tags: [...(input.tags ?? []), 'autodocs'] }));
      },
    })),
  // The sidebar's search matches an entry's name and path, and (with this) a docs page's headings:
  // not its tags nor its text. The "Find a screen" page's headings are how "forum" finds We Talk;
  // a screen's docs page also becomes findable by its states' names.
  features: { experimentalSearchDocsHeadings: true },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script is generated into @wegrow/api (never edited by hand).
  staticDirs: ['../packages/api/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Prop tables list our props with their JSDoc and @default; string unions become option lists.
    // Props React's DOM types add (aria-*, onClick…) are left out, except the documented few.
    reactDocgenTypescriptOptions: {
      // The root tsconfig.json holds only the tooling; without its own project docgen saw no component.
      tsconfigPath: DOCGEN_TSCONFIG,
      include: ['ui', 'features'].map((pkg) => `${packageSrc(pkg)}/**/*.tsx`),
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      ...docgenParserOptions,
    },
  },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
