/**
 * Recipe import end to end through the server: a fixture site on loopback serving real-shaped
 * recipe pages (test/fixtures/recipes), allowed through IMPORT_ALLOWED_HOSTS in this file only.
 * Every failure is a 422 with a detail a person understands; nothing here connects anywhere but
 * 127.0.0.1 (refused addresses are refused before any connection).
 */
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../src/platform/config';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/recipes/${name}`, import.meta.url));

const pages: Record<string, RequestListener> = {
  '/red-lentil-soup/': (_q, r) =>
    r
      .writeHead(200, { 'content-type': 'text/html; charset=UTF-8' })
      .end(fixture('wordpress-yoast-graph.html')),
  '/banana-bread': (_q, r) =>
    r.writeHead(200, { 'content-type': 'text/html' }).end(fixture('microdata-only.html')),
  '/shakshuka': (_q, r) =>
    r
      .writeHead(200, { 'content-type': 'application/xhtml+xml' })
      .end(fixture('news-sections.html')),
  '/crepes': (_q, r) =>
    r.writeHead(200, { 'content-type': 'text/html' }).end(fixture('legacy-latin1.html')),
  '/pantry-tips': (_q, r) =>
    r.writeHead(200, { 'content-type': 'text/html' }).end(fixture('no-recipe.html')),
  '/short-link': (_q, r) => r.writeHead(301, { location: '/red-lentil-soup/' }).end(),
  '/to-the-router': (_q, r) => r.writeHead(302, { location: 'http://192.168.1.1/' }).end(),
  '/to-the-metadata': (_q, r) =>
    r.writeHead(307, { location: 'http://[::ffff:169.254.169.254]/latest/meta-data/' }).end(),
  '/loop': (_q, r) => r.writeHead(302, { location: '/loop' }).end(),
  '/huge': (_q, r) =>
    r.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(3 * 1024 * 1024, ' ')),
  '/menu.pdf': (_q, r) => r.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF'),
};

let site: Server;
let base: string;
let t: TestApp;
let maya: TestUser;

beforeAll(async () => {
  site = createServer((request, response) => {
    const page = pages[request.url ?? ''];
    if (page) page(request, response);
    else response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Gone</h1>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
  const port = (site.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ config: { importAllowedHosts: [`127.0.0.1:${port}`] } });
  maya = await newUser(t.app, 'maya');
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const importFrom = (url: string, caller: TestUser | null = maya) =>
  call(t.app, 'importRecipeFromUrl', {
    method: 'POST',
    url: '/api/meal-planning/recipes/import',
    headers: caller?.auth ?? {},
    payload: { url },
  });

describe('importing a recipe', () => {
  it('reads the draft of a real-shaped page, which saves as it is', async () => {
    const res = await importFrom(`${base}/red-lentil-soup/`);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<{ name: string; ingredients: string[]; instructions: string }>();
    expect(draft.name).toBe('Easy Red Lentil Soup');
    expect(draft.ingredients).toContain('Salt & pepper, to taste');
    expect(draft.instructions.split('\n')).toHaveLength(3);

    const saved = await call(t.app, 'saveRecipe', {
      method: 'POST',
      url: '/api/meal-planning/recipes',
      headers: maya.auth,
      payload: { ...draft, category: null },
    });
    expect(saved.statusCode).toBe(201);
  });

  it('reads microdata, HowToSections, XHTML and Latin-1 pages, and follows a redirect', async () => {
    const names: Record<string, string> = {
      '/banana-bread': 'Grandma’s Banana Bread',
      '/shakshuka': 'Shakshuka With Feta',
      '/crepes': 'Crèpes de grand-mère',
      '/short-link': 'Easy Red Lentil Soup',
    };
    for (const [path, name] of Object.entries(names)) {
      const res = await importFrom(`${base}${path}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.json<{ name: string }>().name).toBe(name);
    }
  });

  it('answers 422 with a clear detail for every failure, never a 5xx', async () => {
    const port = Number(new URL(base).port);
    const cases: [string, string][] = [
      [`${base}/pantry-tips`, 'No recipe found at that address.'],
      [
        `${base}/to-the-router`,
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [
        `${base}/to-the-metadata`,
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [`${base}/loop`, 'That address redirects too many times (more than 3).'],
      [`${base}/huge`, 'That page is too large to import (more than 2 MB).'],
      [`${base}/menu.pdf`, 'That address is not a web page, so no recipe can be read from it.'],
      [`${base}/nowhere`, 'That page could not be loaded (the site answered 404).'],
      // Loopback on any other port is loopback.
      [
        `http://127.0.0.1:${port === 65535 ? 1 : port + 1}/`,
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [
        'http://2130706433/',
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [
        'http://0x7f.1/',
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [
        'http://017700000001/',
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [
        'http://localhost:3000/api/health',
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [
        'http://169.254.169.254/latest/meta-data/',
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      [
        'http://[fd00::1]/',
        'That address is on a private or local network, so recipes cannot be imported from it.',
      ],
      ['ftp://recipes.example.org/soup', 'Only http:// and https:// addresses can be imported.'],
      ['javascript:alert(1)', 'Only http:// and https:// addresses can be imported.'],
      ['not a web address', 'Only http:// and https:// addresses can be imported.'],
      ['https://exa mple.org/soup', 'URL must be a full web address (https://…).'],
    ];
    for (const [url, detail] of cases) {
      const res = await importFrom(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ detail });
    }
  });

  it('says when nothing answers at an allowed address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const other = await createTestApp({ config: { importAllowedHosts: [`127.0.0.1:${port}`] } });
    try {
      const user = await newUser(other.app, 'lena');
      const res = await call(other.app, 'importRecipeFromUrl', {
        method: 'POST',
        url: '/api/meal-planning/recipes/import',
        headers: user.auth,
        payload: { url: `http://127.0.0.1:${port}/soup` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: 'That address could not be reached.' });
    } finally {
      await other.close();
    }
  });

  it('needs a signed-in user (401) and is limited per user (429)', async () => {
    expect((await importFrom(`${base}/red-lentil-soup/`, null)).statusCode).toBe(401);
    const limited = await createTestApp({
      config: {
        importAllowedHosts: [`127.0.0.1:${new URL(base).port}`],
        rateLimits: {
          ...DEFAULT_RATE_LIMITS,
          global: { max: 1000, windowMs: 60_000 },
          recipeImportPerUser: { max: 2, windowMs: 60_000 },
        },
      },
    });
    try {
      const user = await newUser(limited.app, 'sam');
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await call(limited.app, 'importRecipeFromUrl', {
          method: 'POST',
          url: '/api/meal-planning/recipes/import',
          headers: user.auth,
          payload: { url: `${base}/pantry-tips` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
