import { describe, expect, it } from 'vitest';
import { classNames, extractInlineStyles, styles, unescapeAttribute } from '../../build/html';
import { restoreInlineStyles, STYLES_ELEMENT_ATTRIBUTE } from './inlineStyles';

const RENDERED =
  '<div class="a b" style="max-width:60rem;margin-inline:auto"><svg><circle style="fill:var(--wg-color-accent-soft)"></circle></svg>' +
  '<p class="b" style="max-width:60rem;margin-inline:auto">It&#x27;s &quot;here&quot;</p>' +
  '<span style="font-family:&quot;Fraunces&quot;, serif;--x:1"></span></div>';

describe('pre-rendered inline styles', () => {
  it('leave the HTML for one <style> element, each distinct list once, winning as inline styles do', () => {
    const { html, css } = extractInlineStyles(RENDERED);
    expect(html).not.toMatch(/ style="/);
    expect(html.match(/data-wg-style="0"/g)).toHaveLength(2);
    expect(css).toBe(
      '[data-wg-style="0"]{max-width:60rem !important;margin-inline:auto !important}' +
        '[data-wg-style="1"]{fill:var(--wg-color-accent-soft) !important}' +
        '[data-wg-style="2"]{font-family:"Fraunces", serif !important;--x:1 !important}',
    );
  });

  it('come back as inline styles before hydration, and their rules leave', () => {
    const { html, css } = extractInlineStyles(RENDERED);
    document.head.innerHTML = `<style ${STYLES_ELEMENT_ATTRIBUTE}>${css}</style>`;
    document.body.innerHTML = `<div id="root">${html}</div>`;
    restoreInlineStyles(document);
    expect(document.querySelector(`style[${STYLES_ELEMENT_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelector('[data-wg-style]')).toBeNull();
    const div = document.querySelector<HTMLElement>('#root > div');
    expect(div?.style.maxWidth).toBe('60rem');
    expect(div?.style.getPropertyPriority('max-width')).toBe('');
    expect(document.querySelector<SVGElement>('circle')?.style.fill).toBe(
      'var(--wg-color-accent-soft)',
    );
    expect(document.querySelector<HTMLElement>('span')?.style.getPropertyValue('--x')).toBe('1');
  });

  it('do nothing on a page that was not pre-rendered', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => restoreInlineStyles(document)).not.toThrow();
  });
});

describe('the stylesheets of a pre-rendered page', () => {
  it('are those with a rule for one of its classes', () => {
    const used = classNames(RENDERED);
    expect([...used]).toEqual(['a', 'b']);
    expect(styles('.b{color:red}', used)).toBe(true);
    expect(styles('.x .a:hover{color:red}', used)).toBe(true);
    expect(styles('.ab{color:red}.c{margin:0}', used)).toBe(false);
    expect(unescapeAttribute('&lt;&amp;&gt;')).toBe('<&>');
  });
});
