/**
 * The site's two typefaces, preloaded from `index.html` (issue 34). Without it the browser finds
 * them only once text in them is laid out, after the app's code has run and drawn a page; a page
 * drawn before they arrive is drawn again in them, and everything under a heading that wrapped
 * differently moves (a layout shift of 0.16 on `/communities/1`). Only the Latin files are
 * preloaded: the other scripts' files still load when a page uses them.
 */
import type { Plugin } from 'vite';

/** The Latin files of Fraunces and Nunito Sans (Fontsource's variable weights). */
export const PRELOADED_FONTS = /^assets\/(?:fraunces|nunito-sans)-latin-wght-normal-[\w-]+\.woff2$/;

/** `<link rel="preload">` for each emitted file matching {@link PRELOADED_FONTS}, sorted. */
export function fontPreloads(files: readonly string[]): string[] {
  return files
    .filter((file) => PRELOADED_FONTS.test(file))
    .sort()
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`);
}

/** Adds the font preloads to the built `index.html` (a build fails when either file is missing). */
export function preloadFonts(): Plugin {
  return {
    name: 'wegrow:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const links = fontPreloads(Object.keys(bundle));
        if (links.length !== 2)
          throw new Error(
            `Expected the two Latin font files among the assets, found ${links.length}.`,
          );
        return html.replace('</title>', `</title>\n    ${links.join('\n    ')}`);
      },
    },
  };
}
