import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColors, lightColors, staticTokens } from './tokens';

/** Class names put on `<html>` to choose the colour mode. */
export const colorModeClass = { light: 'wg-light', dark: 'wg-dark' } as const;

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
