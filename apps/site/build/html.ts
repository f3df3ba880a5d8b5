/**
 * Turning the server renderer's HTML into a page the site's Content-Security-Policy lets paint
 * (no `style` attributes: `style-src-attr 'none'`), and finding the stylesheets it needs.
 */
import { STYLE_ATTRIBUTE } from '../src/prerender/inlineStyles';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The text of an attribute value as React escapes it (`&amp;`, `&quot;`, `&#x27;`, `&lt;`, `&gt;`). */
export function unescapeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Moves every `style="…"` of the HTML into one `<style>` element: each distinct declaration list
 * becomes a rule on `[data-wg-style="n"]`, each declaration `!important` so it still wins over the
 * class rules as the inline style would. The CSP blocks style attributes in HTML, not `<style>`
 * elements; the client puts them back before hydrating (src/prerender/inlineStyles.ts).
 */
export function extractInlineStyles(html: string): { html: string; css: string } {
  const ids = new Map<string, number>();
  const out = html.replace(/ style="([^"]*)"/g, (_match, value: string) => {
    const declarations = unescapeAttribute(value);
    let id = ids.get(declarations);
    if (id === undefined) ids.set(declarations, (id = ids.size));
    return ` ${STYLE_ATTRIBUTE}="${id}"`;
  });
  const rules = [...ids].map(([declarations, id]) => {
    const important = declarations
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => `${declaration} !important`)
      .join(';');
    // `<` cannot end the element early.
    return `[${STYLE_ATTRIBUTE}="${id}"]{${important.replace(/</g, '\\3c ')}}`;
  });
  return { html: out, css: rules.join('') };
}

/** Every class name used in the HTML. */
export function classNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of html.matchAll(/ class="([^"]*)"/g)) {
    for (const name of unescapeAttribute(value).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Whether a stylesheet has a rule for one of the class names. */
export function styles(css: string, names: ReadonlySet<string>): boolean {
  for (const [, name = ''] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
    if (names.has(name)) return true;
  return false;
}
