/**
 * Recipe pages are read in worker threads with a time limit (issue 41): a page that takes longer
 * is refused and its worker ended, a new worker reads the next page, and past `atOnce` reading and
 * `waiting` waiting a page is refused at once with 429. The slow page fits every `PAGE_LIMITS`
 * (one element), but parse5 checks each attribute against those before it: 60,000 attributes take
 * it many seconds, which only the time limit bounds.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_IMPORT_DETAILS } from '@wegrow/contract/meal-planning';
import { RecipePageTooComplex } from '../src/domains/meal-planning/recipe-page';
import {
  RECIPE_PAGE_THREAD_LIMITS,
  RecipePageThreads,
} from '../src/domains/meal-planning/recipe-page-thread';
import { HttpError } from '../src/platform/errors';
import { attributeFlood } from './helpers/hostile-pages';
import { POSTGRES_PASS } from './helpers/passes';

const bananaBread = readFileSync(
  new URL('./fixtures/recipes/microdata-only.html', import.meta.url),
);

const threads = new RecipePageThreads();
const small = new RecipePageThreads({ ...RECIPE_PAGE_THREAD_LIMITS, atOnce: 1, waiting: 1 });

beforeAll(async () => {
  // Workers start once (about a second each); the time limit counts from a ready worker.
  expect((await threads.read(bananaBread))?.name).toBe('Grandma’s Banana Bread');
}, 60_000);
afterAll(() => {
  threads.close();
  small.close();
});

describe.skipIf(POSTGRES_PASS)('recipe pages in worker threads', () => {
  it('refuses a page not read within the time limit, and reads the next one in a new worker', async () => {
    const started = performance.now();
    const refused = await threads.read(attributeFlood()).catch((error: unknown) => error);
    const took = performance.now() - started;
    expect(refused).toBeInstanceOf(RecipePageTooComplex);
    expect((refused as Error).message).toBe(
      `not read within ${RECIPE_PAGE_THREAD_LIMITS.timeLimitMs} ms`,
    );
    expect(took).toBeGreaterThanOrEqual(RECIPE_PAGE_THREAD_LIMITS.timeLimitMs - 50);
    expect(took).toBeLessThan(RECIPE_PAGE_THREAD_LIMITS.timeLimitMs + 1_000);

    expect((await threads.read(bananaBread))?.name).toBe('Grandma’s Banana Bread');
    expect(threads.load).toEqual({ active: 0, waiting: 0 });
  }, 30_000);

  it('answers a page past PAGE_LIMITS from the worker, which keeps reading', async () => {
    const deep = Buffer.from('<div>'.repeat(10_000));
    await expect(threads.read(deep)).rejects.toThrow('elements nested more than 256 deep');
    expect((await threads.read(bananaBread))?.name).toBe('Grandma’s Banana Bread');
  }, 30_000);

  it('reads at most `atOnce` pages, lets `waiting` wait, and refuses one more with 429', async () => {
    const first = small.read(attributeFlood()).catch((error: unknown) => error);
    const second = small.read(attributeFlood()).catch((error: unknown) => error);
    expect(small.load).toEqual({ active: 1, waiting: 1 });

    const third = await small.read(bananaBread).catch((error: unknown) => error);
    expect(third).toBeInstanceOf(HttpError);
    expect(third).toMatchObject({
      statusCode: 429,
      detail: RECIPE_IMPORT_DETAILS.busy,
      headers: { 'Retry-After': '2' },
    });

    expect(await first).toBeInstanceOf(RecipePageTooComplex);
    expect(await second).toBeInstanceOf(RecipePageTooComplex);
    expect(small.load).toEqual({ active: 0, waiting: 0 });
  }, 60_000);
});
