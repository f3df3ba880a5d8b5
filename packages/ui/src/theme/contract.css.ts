import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, staticTokens } from './tokens';

const shape = { color: lightColors, ...staticTokens };

/** The theme contract: every token as a stable `--wg-…` CSS variable. */
export const vars = createGlobalThemeContract(shape, (_value, path) => `wg-${path.join('-')}`);

/** Class names put on `<html>` to choose the colour mode. */
export const colorModeClass = { light: 'wg-light', dark: 'wg-dark' } as const;

// The light and dark value sets live beside the contract on purpose: every component's styles
// import `vars` from here, so an app that bundles even one component also gets the themes.
// In a separate side-effect-only module they were tree-shaken out of app builds.
createGlobalTheme(`:root, .${colorModeClass.light}`, vars, { color: lightColors, ...staticTokens });
createGlobalTheme(`.${colorModeClass.dark}`, vars.color, darkColors);

globalStyle(`.${colorModeClass.light}`, { colorScheme: 'light' });
globalStyle(`.${colorModeClass.dark}`, { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  backgroundColor: vars.color.surface.canvas,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
