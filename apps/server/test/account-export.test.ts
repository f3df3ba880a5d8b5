/**
 * "Export everything I made" (issue 43): one a day, put together by the `account.export` job into
 * a ZIP kept in the database, announced in the inbox and by mail, downloaded by its owner only.
 */
import { unzipSync, strFromU8 } from 'fflate';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  login,
  newUser,
  resetData,
  type TestApp,
  type TestUser,
} from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { jobsWorker: false } });
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await resetData(t.app);
  t.mail.length = 0;
});

const as = (user: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(user ? user.auth : {}) },
  });
/** The member logged in again (after the clock moved past their access token's 15 minutes). */
async function relogged(user: TestUser): Promise<TestUser> {
  const tokens = await login(t.app, user.email);
  return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
}
const status = (user: TestUser) =>
  as(user, 'getMyExport', { method: 'GET', url: '/api/auth/account/export' });
const ask = (user: TestUser) =>
  as(user, 'requestMyExport', { method: 'POST', url: '/api/auth/account/export' });
const download = (user: TestUser) =>
  as(user, 'downloadMyExport', { method: 'GET', url: '/api/auth/account/export/file' });

describe('exporting my data', () => {
  it('puts the journal (Markdown and JSON) and the rest into a ZIP only its owner downloads', async () => {
    const maya = await newUser(t.app, 'maya-export');
    const sam = await newUser(t.app, 'sam-export');
    const entry = await as(maya, 'createJournalEntry', {
      method: 'POST',
      url: '/api/journal',
      payload: { title: 'First frost', content: 'The kale is sweeter now.' },
    });
    expect(entry.statusCode).toBe(201);
    const told = await as(maya, 'talkToLyra', {
      method: 'POST',
      url: '/api/lyra',
      payload: { message: 'My name is Maya and I grow kale.', userConsent: true },
    });
    expect(told.statusCode).toBe(200);
    expect((await status(maya)).json()).toMatchObject({ state: 'none', next_at: null });

    const asked = await ask(maya);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ state: 'pending' });
    expect((await download(maya)).statusCode).toBe(404);

    await t.app.services.jobs.drain();
    const ready = (await status(maya)).json<{ state: string; size: number }>();
    expect(ready.state).toBe('ready');
    expect(ready.size).toBeGreaterThan(0);

    const file = await download(maya);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="wegrow-export-/);
    const files = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(files);
    expect(names).toContain('README.txt');
    expect(names).toContain('data/journal-entries.json');
    const markdown = names.find((name) =>
      /^journal\/\d{4}-\d{2}-\d{2}-first-frost\.md$/.test(name),
    );
    expect(markdown).toBeDefined();
    const text = strFromU8(files[markdown ?? ''] ?? new Uint8Array());
    expect(text).toContain('title: "First frost"');
    expect(text).toContain('tags: []');
    expect(text).toContain('The kale is sweeter now.');
    const profile = JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array())) as {
      email: string;
    };
    expect(profile.email).toBe(maya.email);
    // Lyra's log and what she knew, both.
    const json = (name: string) =>
      JSON.parse(strFromU8(files[`data/${name}.json`] ?? new Uint8Array())) as unknown;
    expect(json('lyra-log')).toEqual([
      expect.objectContaining({ message: 'My name is Maya and I grow kale.' }),
    ]);
    expect(json('lyra-facts')).toEqual([
      expect.objectContaining({ kind: 'name', text: 'Maya' }),
      expect.objectContaining({ kind: 'grows', text: 'kale' }),
    ]);
    // Nothing secret: no password hash, no token.
    expect(strFromU8(files['profile.json'] ?? new Uint8Array())).not.toMatch(/password|hash/i);

    // Only its owner: another member has none.
    expect((await download(sam)).statusCode).toBe(404);
    // Told in the inbox and by mail.
    await t.app.services.mailer.flush();
    expect(t.mail.some((m) => m.to === maya.email && /export is ready/.test(m.subject))).toBe(true);
  });

  it('allows one a day (429), and says when the next may be asked for', async () => {
    const maya = await newUser(t.app, 'maya-daily');
    expect((await ask(maya)).statusCode).toBe(202);
    const again = await ask(maya);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      detail: 'You asked for an export today already. Please try again tomorrow.',
    });
    const { next_at } = (await status(maya)).json<{ next_at: string | null }>();
    expect(next_at).not.toBeNull();
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await ask(await relogged(maya))).statusCode).toBe(202);
  });

  it('stops offering the ZIP after 7 days', async () => {
    const maya = await newUser(t.app, 'maya-expiry');
    await ask(maya);
    await t.app.services.jobs.drain();
    expect((await download(maya)).statusCode).toBe(200);
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    const later = await relogged(maya);
    expect((await download(later)).statusCode).toBe(404);
    expect((await status(later)).json()).toMatchObject({ state: 'none' });
  });
});
