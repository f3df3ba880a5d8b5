import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function siteFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wegrow-site-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>WeGrow</title><div id="root"></div>',
  );
  return dir;
}

describe('server shell', () => {
  it('answers /api/health', async () => {
    app = await buildApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API route with 404 { detail }', async () => {
    app = await buildApp({ siteDir: siteFixture() });
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.stringContaining('/api/nope') });
  });

  it('serves the site with SPA fallback for client routes', async () => {
    app = await buildApp({ siteDir: siteFixture() });
    const res = await app.inject({ method: 'GET', url: '/MealPlanning' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });
});
