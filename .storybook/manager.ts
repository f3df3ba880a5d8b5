/**
 * The manager (sidebar, toolbar, addon panel) in WeGrow's colours, following the toolbar's Theme
 * like the stories and docs pages: dark for Dark, and for System when the reader's system prefers
 * dark. Storybook 10 themes the manager with `addons.setConfig({ theme })` at start; a change of
 * the global is applied with `api.setOptions({ theme })`, which re-themes the running manager
 * without a reload. The first theme comes from the URL (`globals=colorMode:dark`) before the
 * preview has loaded, so the manager does not flash light.
 */
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/manager-api';
import { storybookThemes } from './storybook-theme';
import { colorModeOf, globalsOfSearch, type ResolvedColorMode } from './theme-mode';

let current: ResolvedColorMode = colorModeOf(globalsOfSearch(window.location.search));
addons.setConfig({ theme: storybookThemes[current] });

addons.register('wegrow/theme', (api) => {
  let setting: unknown;
  const apply = () => {
    const mode = colorModeOf({ colorMode: setting });
    if (mode === current) return;
    current = mode;
    api.setOptions({ theme: storybookThemes[mode] });
  };
  const onGlobals = ({ globals }: { globals?: Record<string, unknown> }) => {
    if (!globals) return;
    setting = globals['colorMode'];
    apply();
  };
  api.on(SET_GLOBALS, onGlobals);
  api.on(GLOBALS_UPDATED, onGlobals);
  // System: a change of the system's preference while the Storybook is open.
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (setting === 'system') apply();
  });
});
