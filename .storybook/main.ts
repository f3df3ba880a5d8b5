import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // Screens take their titles from their folders (`Features/auth/LoginScreen`…): a hand-written
    // title drifts from the code, and a stray '/' in one (e.g. 'Route (/)') broke the built Storybook.
    {
      directory: '../packages/features/src',
      files: '**/*.stories.@(ts|tsx)',
      titlePrefix: 'Features',
    },
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script is generated into @wegrow/api (never edited by hand).
  staticDirs: ['../packages/api/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
