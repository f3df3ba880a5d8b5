/**
 * Storybook's own theme (`storybook/theming`) in WeGrow's colours, light and dark: the docs pages
 * use it (./docs.tsx) and so does the manager, the sidebar and toolbar (./manager.ts), so the
 * whole Storybook follows the toolbar's Theme.
 */
import { create, themes, type ThemeVars } from 'storybook/theming';
import { darkColors, lightColors, staticTokens } from '../packages/ui/src/theme/tokens';
import type { ResolvedColorMode } from './theme-mode';

/** Storybook's theme for each colour mode. */
export const storybookThemes: Record<ResolvedColorMode, ThemeVars> = {
  light: create({
    ...themes.light,
    base: 'light',
    brandTitle: 'WeGrow design system',
    appContentBg: lightColors.surface.canvas,
    appPreviewBg: lightColors.surface.canvas,
    appBg: lightColors.surface.raised,
    appBorderColor: lightColors.border.subtle,
    barBg: lightColors.surface.raised,
    textColor: lightColors.text.primary,
    textMutedColor: lightColors.text.secondary,
    colorSecondary: lightColors.accent.solid,
    fontBase: staticTokens.font.body,
    fontCode: staticTokens.font.mono,
  }),
  dark: create({
    ...themes.dark,
    base: 'dark',
    brandTitle: 'WeGrow design system',
    appContentBg: darkColors.surface.canvas,
    appPreviewBg: darkColors.surface.canvas,
    appBg: darkColors.surface.raised,
    appBorderColor: darkColors.border.subtle,
    barBg: darkColors.surface.raised,
    textColor: darkColors.text.primary,
    textMutedColor: darkColors.text.secondary,
    colorSecondary: darkColors.accent.solid,
    fontBase: staticTokens.font.body,
    fontCode: staticTokens.font.mono,
  }),
};
