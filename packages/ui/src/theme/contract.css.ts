import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, staticTokens } from './tokens';

const shape = { color: lightColors, ...staticTokens };

/** The theme contract: every token as a stable `--wg-…` CSS variable. */
export const vars = createGlobalThemeContract(shape, (_value, path) => `wg-${path.join('-')}`);

/** Class names that choose the colour mode, on `<html>` or on a `<Theme>` root. */
export const colorModeClass = { light: 'wg-light', dark: 'wg-dark' } as const;

// The light and dark value sets live beside the contract on purpose: every component's styles
// import `vars` from here, so an app that bundles even one component also gets the themes.
// In a separate side-effect-only module they were tree-shaken out of app builds.
createGlobalTheme(`:root, .${colorModeClass.light}`, vars, { color: lightColors, ...staticTokens });
createGlobalTheme(`.${colorModeClass.dark}`, vars.color, darkColors);

globalStyle(`.${colorModeClass.light}`, { colorScheme: 'light' });
globalStyle(`.${colorModeClass.dark}`, { colorScheme: 'dark' });

/** The class of every `<Theme>` root: the theme's canvas, text colour and body font. */
export const themeRootClass = 'wg-theme';

// No global side effects on the host page: the box model applies inside a theme root only (the
// element carrying wg-light or wg-dark, which may be <html>), and the page's own `body` is left
// alone. `@wegrow/ui/reset.css` is the opt-in page reset (body margin, canvas, font).
const themed = `:where(.${colorModeClass.light}, .${colorModeClass.dark}, .${themeRootClass})`;
globalStyle(`${themed}, ${themed} *, ${themed} *::before, ${themed} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`.${themeRootClass}`, {
  backgroundColor: vars.color.surface.canvas,
  color: vars.color.text.primary,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
