/**
 * The pre-rendered pages carry no `style` attributes (the CSP's `style-src-attr 'none'` would
 * drop them before they paint): the build moves each into a rule of one `<style>` element, on a
 * `data-wg-style` attribute (build/html.ts). Before React hydrates the page, the client puts them
 * back as inline styles, through the CSSOM, which the CSP allows — so the DOM is what React
 * renders, and the rules (`!important`, to win as inline styles do) leave with their element.
 */

/** The attribute that stands for a `style` attribute in pre-rendered HTML. */
export const STYLE_ATTRIBUTE = 'data-wg-style';
/** The attribute of the `<style>` element holding their rules. */
export const STYLES_ELEMENT_ATTRIBUTE = 'data-wg-prerendered-styles';

/** Gives every element of the pre-rendered page its inline style back, then drops the rules. */
export function restoreInlineStyles(document: Document): void {
  const element = document.querySelector<HTMLStyleElement>(`style[${STYLES_ELEMENT_ATTRIBUTE}]`);
  if (!element) return;
  for (const rule of Array.from(element.sheet?.cssRules ?? [])) {
    if (!('selectorText' in rule && 'style' in rule)) continue;
    const { selectorText, style } = rule as CSSStyleRule;
    for (const target of document.querySelectorAll<HTMLElement>(selectorText)) {
      for (const name of Array.from(style)) {
        target.style.setProperty(name, style.getPropertyValue(name));
      }
      target.removeAttribute(STYLE_ATTRIBUTE);
    }
  }
  element.remove();
}
