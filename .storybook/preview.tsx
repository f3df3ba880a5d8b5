import type { Preview } from '@storybook/react-vite';
import { resetDb } from '@wegrow/api/mocks';
import { applyColorMode, type ColorMode } from '@wegrow/ui';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { axeRunOptions } from './a11y';
import './fonts';
import { setupMockWorker } from './msw';

const preview: Preview = {
  loaders: [mswLoader(setupMockWorker)],
  // Every story starts from the seeded mock store, whatever the story before it changed.
  beforeEach: () => {
    resetDb();
  },
  initialGlobals: { colorMode: 'light' },
  globalTypes: {
    colorMode: {
      description: 'Light or dark theme (the same class on <html> as the site)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  decorators: [
    (Story, { globals }) => {
      const mode: ColorMode = globals['colorMode'] === 'dark' ? 'dark' : 'light';
      // Applied before the story renders, so its first paint (and the a11y check) has the theme.
      applyColorMode(mode);
      return <Story />;
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error', options: axeRunOptions },
  },
};

export default preview;
