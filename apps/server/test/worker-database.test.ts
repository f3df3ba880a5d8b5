/**
 * The worker's database (test/helpers/app.ts): the server project's files share one module graph
 * and one database per worker, lent to one app at a time. Each app still starts as if on a new
 * database (empty tables, ids from 1), and an app made while another holds it gets its own.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../src/platform/schema';
import { createTestApp, newUser, type TestApp } from './helpers/app';

const opened: TestApp[] = [];
const app = async () => {
  const t = await createTestApp();
  opened.push(t);
  return t;
};
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

const userCount = async (t: TestApp) => {
  const [row] = await t.app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users);
  return row?.n;
};

describe('the worker’s database', () => {
  it('is lent to the next app emptied, its ids from 1, and stays open after an app closes', async () => {
    const first = await app();
    await newUser(first.app, 'left-behind');
    await newUser(first.app, 'left-behind');
    expect(await userCount(first)).toBe(2);
    const database = first.app.services.database;
    await first.close();

    const next = await app();
    expect(next.app.services.database).toBe(database);
    expect(await userCount(next)).toBe(0);
    expect((await newUser(next.app, 'first-again')).id).toBe(1);
  });

  it('is not shared by two apps alive at once: the second gets a database of its own', async () => {
    const holder = await app();
    const other = await app();
    expect(other.app.services.database).not.toBe(holder.app.services.database);
    await newUser(holder.app, 'holder');
    expect(await userCount(holder)).toBe(1);
    expect(await userCount(other)).toBe(0);
  });
});
