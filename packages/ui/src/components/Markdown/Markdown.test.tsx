import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, MARKDOWN_LINK_REL } from './Markdown';
import { isMarkdownLinkAllowed } from './markdownRules';

function renderMarkdown(text: string) {
  return render(<Markdown>{text}</Markdown>).container;
}

/** Everything a browser could run or load from the rendered text. */
function scriptCapable(root: HTMLElement): string[] {
  const found: string[] = [];
  const allowedTags = new Set([
    'DIV',
    'P',
    'H3',
    'H4',
    'H5',
    'H6',
    'UL',
    'OL',
    'LI',
    'BLOCKQUOTE',
    'PRE',
    'CODE',
    'STRONG',
    'EM',
    'S',
    'A',
    'BR',
    'HR',
    'SPAN',
  ]);
  for (const element of root.querySelectorAll('*')) {
    if (!allowedTags.has(element.tagName)) found.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'src' || name === 'srcdoc') {
        found.push(`${name}=${attribute.value}`);
      }
      if (name === 'href' && !/^(https?:\/\/|mailto:)/.test(attribute.value)) {
        found.push(`href=${attribute.value}`);
      }
    }
  }
  return found;
}

// From the OWASP XSS Filter Evasion Cheat Sheet, written as a member could type them in Markdown.
const hostile: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  "<BODY ONLOAD=alert('XSS')>",
  '<object data="javascript:alert(1)">',
  '<embed src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<b onmouseover=alert(1)>bold</b>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="http://example.org" onclick="alert(1)">x',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](javascript&#x3A;alert(1))',
  '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[x](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))',
  '[x](&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1))',
  '[x](java%0ascript:alert(1))',
  '[x](<java\tscript:alert(1)>)',
  '[x](<java\nscript:alert(1)>)',
  '[x](<\u0001javascript:alert(1)>)',
  '[x]( javascript:alert(1))',
  '[x](<&#14; javascript:alert(1)>)',
  '[x](jav&#x09;ascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](DATA:text/html,<script>alert(1)</script>)',
  '[x](vbscript:msgbox(1))',
  '[x](VBScript:msgbox(1))',
  '[x](livescript:alert(1))',
  '[x](file:///etc/passwd)',
  '[x](//xss.example/a.js)',
  '[x](\\\\xss.example/a.js)',
  '[x](/relative/path)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '<javascript:alert(1)>',
  '<data:text/html,alert(1)>',
  '![x](javascript:alert(1))',
  '![x](https://xss.example/pixel.png)',
  '![x](x" onerror="alert(1))',
  '[x](https://example.org" onmouseover="alert(1))',
  'javascript:alert(1)',
  'www.example.org/"onmouseover="alert(1)',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '> <img src=x onerror=alert(1)>',
  '- <svg/onload=alert(1)>',
  '**<iframe src=javascript:alert(1)>**',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
];

describe('Markdown against the OWASP XSS filter-evasion cases', () => {
  it.each(hostile)('%j renders nothing a browser could run', (text) => {
    expect(scriptCapable(renderMarkdown(text))).toEqual([]);
  });

  it('keeps raw HTML as visible text', () => {
    const root = renderMarkdown('<script>alert(1)</script> and <b>bold</b>');
    expect(root.textContent).toContain('<script>alert(1)</script> and <b>bold</b>');
    expect(root.querySelector('script, b')).toBeNull();
  });

  it('shows a refused link as its text', () => {
    const root = renderMarkdown('[click me](javascript:alert(1)) and [there](//xss.example)');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('click me');
  });
});

describe('Markdown', () => {
  it('renders headings below the page, emphasis, lists, quotes, code and links', () => {
    const root = renderMarkdown(
      [
        '# Title',
        '## Part',
        '',
        'Some *emphasis*, **strong**, ~~gone~~ and `code`.',
        '',
        '- one',
        '- two',
        '',
        '3. three',
        '4. four',
        '',
        '> quoted',
        '',
        '```',
        'const a = 1;',
        '```',
        '',
        '[site](https://example.org) and mail [us](mailto:hi@example.org)',
      ].join('\n'),
    );
    expect(root.querySelector('h3')?.textContent).toBe('Title');
    expect(root.querySelector('h4')?.textContent).toBe('Part');
    expect(root.querySelector('h1, h2')).toBeNull();
    expect(root.querySelector('em')?.textContent).toBe('emphasis');
    expect(root.querySelector('strong')?.textContent).toBe('strong');
    expect(root.querySelector('s')?.textContent).toBe('gone');
    expect(root.querySelector('p code')?.textContent).toBe('code');
    expect(root.querySelectorAll('ul > li')).toHaveLength(2);
    expect(root.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(root.querySelector('blockquote')?.textContent).toContain('quoted');
    expect(root.querySelector('pre code')?.textContent).toBe('const a = 1;\n');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.org',
      'mailto:hi@example.org',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe(MARKDOWN_LINK_REL);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('turns bare URLs into links with the same rel', () => {
    const root = renderMarkdown('See https://example.org/page and www.example.com.');
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.org/page', 'http://www.example.com']);
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it('leaves a bare javascript: or data: target as text', () => {
    const root = renderMarkdown(
      'javascript:alert(1) and data:text/html,x and javascript://example.org',
    );
    expect(root.querySelectorAll('a')).toHaveLength(0);
    expect(root.textContent).toContain('javascript:alert(1)');
  });

  it('renders an inline variant: one clamped span, no blocks, no links, emphasis kept', () => {
    const { container } = render(
      <Markdown inline>
        {
          '# Growers\n\nWe **share** seeds, see https://example.org and [the map](https://x.org).\n\n- one\n- two\n\n<script>x</script>'
        }
      </Markdown>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('SPAN');
    expect(
      root.querySelectorAll('a, h1, h2, h3, h4, h5, h6, p, ul, li, div, br, script'),
    ).toHaveLength(0);
    expect(root.querySelector('strong')?.textContent).toBe('share');
    expect(root.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Growers We share seeds, see https://example.org and the map. one two <script>x</script>',
    );
  });

  it('starts headings at the level asked for, never past h6', () => {
    const { container } = render(<Markdown headingLevel={5}>{'# a\n### b'}</Markdown>);
    expect(container.querySelector('h5')?.textContent).toBe('a');
    expect(container.querySelector('h6')?.textContent).toBe('b');
  });
});

describe('isMarkdownLinkAllowed', () => {
  it.each([
    'https://example.org',
    'http://example.org/a?b#c',
    'mailto:a@example.org',
    'HTTPS://X.ORG',
  ])('allows %s', (href) => expect(isMarkdownLinkAllowed(href)).toBe(true));
  it.each([
    'javascript:alert(1)',
    ' https://example.org',
    '\u0000https://example.org',
    '//example.org',
    '/path',
    'data:text/html,x',
    'vbscript:x',
    'ftp://example.org',
    'https:example.org',
    '',
    null,
  ])('refuses %j', (href) => expect(isMarkdownLinkAllowed(href)).toBe(false));
});

describe('Markdown with renderText', () => {
  const mark = (text: string) =>
    text
      .split(/(@\w+)/)
      .map((part, index) => (part.startsWith('@') ? <b key={index}>{part}</b> : part));

  it('renders the plain text through it, but not inside links, code or an inline rendering', () => {
    const { container } = render(
      <Markdown renderText={mark}>
        {'Hi @maya, see [@sam](https://example.org/@sam) and `@code`\n\n- **@lee**'}
      </Markdown>,
    );
    expect([...container.querySelectorAll('b')].map((b) => b.textContent)).toEqual([
      '@maya',
      '@lee',
    ]);
    expect(container.querySelector('a')?.textContent).toContain('@sam');
    expect(container.querySelector('code')?.textContent).toBe('@code');
    const inline = render(
      <Markdown inline renderText={mark}>
        {'Hi @maya'}
      </Markdown>,
    ).container;
    expect(inline.querySelector('b')).toBeNull();
  });
});
