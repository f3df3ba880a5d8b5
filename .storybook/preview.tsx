import type { Preview } from '@storybook/react-vite';
import { resetDb } from '@wegrow/api/mocks';
import { applyColorMode } from '@wegrow/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
// The clock and viewport files alone (no imports), not the features' whole test harness.
import { pinClock, STORY_NOW } from '../packages/features/src/testing/clock';
import { STORY_VIEWPORTS } from '../packages/features/src/testing/viewport';
import { axeRunOptions } from './a11y';
import { controlsFor } from './controls';
import { DocsPage, ThemedDocsContainer } from './docs';
import { withDomPropDescriptions } from './dom-props';
import './fonts';
// The site opts in to the page reset of @wegrow/ui; the stories render as the site does.
import '@wegrow/ui/reset.css';
import { defaultModes } from './modes';
import { setupMockWorker } from './msw';
import { colorModeOf, EMBEDDED_PREVIEW_URL, followEmbeddingDocs } from './theme-mode';
import { storyTestHooks } from './visual';

// The stories a docs page shows in frames of their own (`docs.story.inline: false`, a screen's
// state) are loaded as embedded stories (`iframe.html?embed=true…`, the docs blocks' link base):
// Storybook runs no play function in them, as it runs none in an inline docs story. A play
// function is a test of the story's canvas; on a docs page several frames would fight over the
// focus (ConfirmDialog's "Cancel has focus" failed there) and open menus over the page.
const previewGlobals = globalThis as { PREVIEW_URL?: string };
previewGlobals.PREVIEW_URL ??= EMBEDDED_PREVIEW_URL;

const preview: Preview = {
  loaders: [mswLoader(setupMockWorker)],
  // Every story runs at one instant, `STORY_NOW` (its dates, and those the fakes stamp, are the
  // same every day; a story may pin another one), and starts from the seeded mock store, whatever
  // the story before it changed. Under the story test, the viewport then gets the story's width
  // (`parameters.visual`, ./visual.ts).
  beforeEach: async ({ parameters }) => {
    const restoreClock = pinClock(STORY_NOW);
    resetDb();
    await storyTestHooks.beforeRender?.(parameters);
    return restoreClock;
  },
  initialGlobals: { colorMode: 'light' },
  // …and `className`, `id`, `children`, `disabled` described where a part's JSDoc says nothing.
  argTypesEnhancers: [controlsFor, (context) => withDomPropDescriptions(context.argTypes)],
  globalTypes: {
    colorMode: {
      description:
        "Light, dark, or the system's theme (the same class on <html> as the site); the sidebar and toolbar follow it too",
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  decorators: [
    (Story, { globals }) => {
      // A story in a docs page's own frame takes the docs page's mode (and its later changes): the
      // frame is a preview of its own whose globals never hear the toolbar. Elsewhere, the toolbar.
      // Applied to <html> before the story renders, so its first paint, its portalled dialogs and
      // the a11y check all have the theme.
      applyColorMode(followEmbeddingDocs(applyColorMode) ?? colorModeOf(globals));
      return <Story />;
    },
  ],
  parameters: {
    layout: 'padded',
    // A colour picker for colour props; no date matcher (a name ending in "Date" made Calendar's
    // `onSelectDate` a date picker). Function props and ReactNode children get no control
    // (./controls.ts).
    controls: { matchers: { color: /(background|color)$/i } },
    // Docs pages follow the toolbar's Theme; autodocs lists a screen's states (./docs.tsx).
    docs: { container: ThemedDocsContainer, page: DocsPage },
    options: {
      // The sidebar in reading order: orientation, then the design system, then the screens.
      storySort: {
        order: [
          'Introduction',
          'Getting started',
          'Foundations',
          ['Colour', 'Typography', 'Space', 'Motion', 'Elevation', 'Tokens'],
          'Guidelines',
          ['Content', 'Accessibility'],
          'Layout',
          'Type',
          'Actions',
          'Forms',
          'Data',
          'Disclosure',
          'Feedback',
          'Overlays',
          'App chrome',
          'Games',
          'Screens',
        ],
      },
    },
    a11y: { test: 'error', options: axeRunOptions },
    // Chromatic (`pnpm chromatic`, with a CHROMATIC_PROJECT_TOKEN) snapshots what the baselines
    // hold: light and dark at 1280 px; a Narrow story sets its phone's modes (./modes.ts).
    chromatic: { modes: defaultModes },
    // The toolbar's viewports: the phones of the screens' Narrow stories (`narrow()` of
    // @wegrow/features/testing sets a story's viewport and its screenshot width together).
    viewport: { options: { ...MINIMAL_VIEWPORTS, ...STORY_VIEWPORTS } },
  },
};

export default preview;
