/**
 * A blog post's page as the server first sends it: the site's index.html with the post's title
 * and excerpt in its head (link previews and crawlers that run no scripts); a post that does not
 * exist, and every other page, as before (the site's own head; the app shows what is missing).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageHead } from '../src/platform/site';
import { call, createTestApp, login, signup, type TestApp } from './helpers/app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="WeGrow: a community and personal-growth platform." />
    <title>WeGrow</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
let dir: string;
let postId: number;
let hostileId: number;

async function publish(token: string, title: string, content: string): Promise<number> {
  const res = await call(t.app, 'createBlogPost', {
    method: 'POST',
    url: '/api/blog',
    headers: { authorization: `Bearer ${token}` },
    payload: { title, content },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wegrow-site-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'routes.json'), JSON.stringify({ paths: ['/', '/blog', '/blog/:id'] }));
  t = await createTestApp({ config: { siteDir: dir } });
  await signup(t.app, t.config.blogOwnerEmail);
  const { access_token: token } = await login(t.app, t.config.blogOwnerEmail);
  postId = await publish(
    token,
    'Forty neighbours, six raised beds',
    `On Saturday forty neighbours came.\n\nWe built six raised beds ${'and planted them '.repeat(10)}before noon.`,
  );
  hostileId = await publish(token, '</title><script>alert(1)</script>', 'Say "hi" & <b>bye</b>');
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe("a post's page", () => {
  it("carries the post's title and excerpt in its head", async () => {
    const res = await page(`/blog/${postId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Forty neighbours, six raised beds · WeGrow</title>');
    const description = /<meta name="description" content="([^"]*)"/.exec(res.body)?.[1];
    expect(description).toMatch(/^On Saturday forty neighbours came\. We built six raised beds/);
    expect(description?.endsWith('…')).toBe(true);
    // One title and one description: the site's own are replaced, the rest is index.html.
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('is found in any case and with a trailing slash, and answers HEAD', async () => {
    for (const url of [`/BLOG/${postId}`, `/blog/${postId}/`, `/blog/${postId}?from=feed`])
      expect((await page(url)).body).toContain('<title>Forty neighbours');
    expect((await page(`/blog/${postId}`, 'HEAD')).statusCode).toBe(200);
  });

  it('cannot put markup into the page: the title and text are escaped', async () => {
    const res = await page(`/blog/${hostileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · WeGrow</title>',
    );
    expect(res.body).toContain('content="Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;"');
  });

  it("keeps the site's head for a post that does not exist (the app shows it is missing)", async () => {
    for (const url of ['/blog/999999', '/blog/0', '/blog/9999999999']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>WeGrow</title>');
    }
  });

  it('leaves every other page with the site head', async () => {
    for (const url of ['/', '/blog', `/blog/${postId}/edit`, '/blog/new']) {
      const res = await page(url);
      expect(res.body, url).toContain('<title>WeGrow</title>');
    }
  });
});

describe('withPageHead', () => {
  it('adds a title and a description to a head that has none', () => {
    const html = withPageHead('<html><head></head><body></body></html>', {
      title: 'A & B',
      description: 'C',
    });
    expect(html).toBe(
      '<html><head><title>A &amp; B</title><meta name="description" content="C" /></head><body></body></html>',
    );
  });
});
