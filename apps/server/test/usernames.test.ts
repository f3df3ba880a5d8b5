/**
 * Usernames (issue 30): stored in NFKC, of a clear shape, never a reserved name nor a look-alike
 * of one, never a look-alike of another member's name (the UTS #39 confusables skeleton, kept in a
 * column with a unique index so two processes cannot race past the check). Issue 41: capitals of
 * other scripts compare as the Latin capitals they look like ("ΑDΜΙΝ", "ЅАМ"), and a name mixes
 * scripts only as UTS #39's "Highly Restrictive" level allows.
 */
import { normalizeUsername, USERNAME_DETAILS as D } from '@wegrow/contract/usernames';
import { skeleton, usernameSkeleton } from '@wegrow/contract/username-skeleton';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/platform/schema';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let maya: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  maya = await newUser(t.app, 'maya');
  other = await newUser(t.app, 'other');
}, 120_000);
afterAll(() => t.close());

const patch = (u: TestUser, username: string) =>
  call(t.app, 'updateMyAccount', {
    method: 'PATCH',
    url: '/api/auth/account/me',
    headers: u.auth,
    payload: { username },
  });
const db = () => t.app.services.database.db;

/** A name no other test of this file takes (each test has its own suffix, of digits: any script). */
let serial = 0;
const fresh = (stem: string) => `${stem}_${maya.id}_${++serial}`;

describe('the allowed shape', () => {
  it('stores the NFKC form (full-width letters are plain ones)', async () => {
    const name = fresh('ｅｌｌａ'); // full width
    const res = await patch(maya, name);
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(name.normalize('NFKC'));
    expect(res.json().username).toMatch(/^ella_/);
  });

  it('takes letters of any script, marks and digits', async () => {
    for (const name of [fresh('José'), fresh('Дмитрий'), fresh('李小龍'), fresh('अनुराग')]) {
      const res = await patch(maya, name);
      expect(res.statusCode, name).toBe(200);
    }
  });

  it.each([
    ['a space', 'maya grows'],
    ['leading punctuation', '_maya'],
    ['trailing punctuation', 'maya.'],
    ['an emoji', 'maya🌻'],
    ['an invisible joiner', 'ma\u200Dya'],
    ['too short once trimmed', '  ab  '],
  ])('refuses %s (422)', async (_, name) => {
    const res = await patch(maya, name);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: D.shape });
  });
});

describe('mixing scripts (issue 41)', () => {
  it.each([
    ['Latin with a Cyrillic а', 'pаypal'],
    ['Latin with Greek capitals', 'DΕΜΟ'],
    ['a Latin name with a Cyrillic е', 'еlena'],
  ])('refuses %s (422)', async (_, name) => {
    const res = await patch(maya, name);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: D.mixedScripts });
  });

  it('takes one script, or Latin with Han and kana', async () => {
    for (const name of [fresh('山田taro'), fresh('Zoë'), fresh('иван'), fresh('αλφα')]) {
      const res = await patch(maya, name);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().username).toBe(name.normalize('NFKC'));
    }
  });
});

describe('reserved names', () => {
  it.each([
    'admin',
    'admіn', // Cyrillic і
    'ＡＤＭＩＮ', // full width
    'ΑDΜΙΝ', // Greek capitals Α, Μ, Ι, Ν (issue 41)
    'ΜΟDΕRΑΤΟR', // Greek capitals (issue 41)
    'Administrator',
    'moderator',
    'the_blog_owner',
    'Blog.Owner',
    'forum-admin',
    'garden_admin',
    'operator',
    'support',
    'system',
    'WeGrow',
    'WeGrow Team',
    'wegrow_helper',
  ])('refuses %s (422)', async (name) => {
    const res = await patch(maya, name);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: D.reserved });
  });
});

describe('names of other members', () => {
  it("refuses another member's name ignoring case, and a look-alike of it (409)", async () => {
    const name = fresh('elena');
    expect((await patch(maya, name)).statusCode).toBe(200);

    const sameIgnoringCase = await patch(other, name.toUpperCase());
    expect(sameIgnoringCase.statusCode).toBe(409);
    expect(sameIgnoringCase.json()).toEqual({ detail: D.taken });

    const digitForLetter = await patch(other, name.replace('l', '1'));
    expect(digitForLetter.statusCode).toBe(409);
    expect(digitForLetter.json()).toEqual({ detail: D.tooSimilar });

    // One's own name in another look is fine.
    expect((await patch(maya, name.replace('l', '1'))).statusCode).toBe(200);
  });

  it("refuses a name all in capitals of another script that looks like a member's (409)", async () => {
    const suffix = fresh('');
    expect((await patch(maya, `sam${suffix}`)).statusCode).toBe(200);
    const cyrillic = await patch(other, `ЅАМ${suffix}`); // Cyrillic Ѕ, А, М
    expect(cyrillic.statusCode).toBe(409);
    expect(cyrillic.json()).toEqual({ detail: D.tooSimilar });

    expect((await patch(maya, `abe${suffix}`)).statusCode).toBe(200);
    const greek = await patch(other, `ΑΒΕ${suffix}`); // Greek Α, Β, Ε
    expect(greek.statusCode).toBe(409);
    expect(greek.json()).toEqual({ detail: D.tooSimilar });
  });

  it('lets only one of two look-alikes through when they arrive together', async () => {
    const name = fresh('olga');
    const [first, second] = await Promise.all([
      patch(maya, name),
      patch(other, name.replace('o', '0')), // digit zero
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('keeps look-alikes apart in the database itself (unique skeleton)', async () => {
    const name = fresh('greta');
    expect((await patch(maya, name)).statusCode).toBe(200);
    await expect(
      db()
        .update(users)
        .set({ username: 'someone', usernameSkeleton: usernameSkeleton(name) })
        .where(eq(users.id, other.id)),
    ).rejects.toThrow();
  });
});

describe('names chosen before the rule', () => {
  it('get their skeleton at start, and a later look-alike is refused', async () => {
    const name = fresh('kola');
    const lookAlike = name.replace('a', 'а'); // Cyrillic а, as names were before issue 41
    // As a row written before migration 0016: a name and no skeleton.
    await db()
      .update(users)
      .set({ username: name, usernameSkeleton: null })
      .where(eq(users.id, maya.id));
    const third = await newUser(t.app, 'third');
    await db()
      .update(users)
      .set({ username: lookAlike, usernameSkeleton: null })
      .where(eq(users.id, third.id));

    const clashes: number[] = [];
    await t.app.services.account.fillUsernameSkeletons((id) => clashes.push(id));
    expect(clashes).toEqual([third.id]); // the later look-alike keeps its name, unguarded
    const [row] = await db().select().from(users).where(eq(users.id, maya.id));
    expect(row?.usernameSkeleton).toBe(usernameSkeleton(name));

    const res = await patch(other, name.toUpperCase().replace('O', '0'));
    expect(res.statusCode).toBe(409);
  });

  it('get the key of the current rule at start, both of two that now look alike kept', async () => {
    // As rows written before issue 41: the key of the lower-cased name, where Cyrillic "М" was
    // "м" and Greek "Β" was "β", so "ЅАМ…" and "sam…" had different keys.
    const earlierKey = (name: string) =>
      skeleton(normalizeUsername(name).toLowerCase()).toLowerCase();
    const suffix = fresh('');
    const third = await newUser(t.app, 'third');
    const rows = [
      { user: maya, name: `sam${suffix}` },
      { user: other, name: `ЅАМ${suffix}` }, // Cyrillic: now the key of maya's name
      { user: third, name: `ΑΒΕ${suffix}` }, // Greek: a key of its own
    ];
    for (const { user, name } of rows) {
      await db()
        .update(users)
        .set({ username: name, usernameSkeleton: earlierKey(name) })
        .where(eq(users.id, user.id));
    }
    expect(earlierKey(`ЅАМ${suffix}`)).not.toBe(usernameSkeleton(`ЅАМ${suffix}`));

    const clashes: number[] = [];
    await t.app.services.account.fillUsernameSkeletons((id) => clashes.push(id));
    // The start goes on; the later look-alike keeps its name, the older account the key.
    const ids = rows.map((row) => row.user.id);
    expect(clashes.filter((id) => ids.includes(id))).toEqual([other.id]);
    const stored = await db().select().from(users);
    const rowOf = (id: number) => stored.find((row) => row.id === id);
    expect(rowOf(maya.id)).toMatchObject({
      username: `sam${suffix}`,
      usernameSkeleton: usernameSkeleton(`sam${suffix}`),
    });
    expect(rowOf(other.id)).toMatchObject({ username: `ЅАМ${suffix}`, usernameSkeleton: null });
    expect(rowOf(third.id)).toMatchObject({
      username: `ΑΒΕ${suffix}`,
      usernameSkeleton: usernameSkeleton(`ΑΒΕ${suffix}`),
    });

    // Both are guarded: a look-alike of either is refused.
    const fourth = await newUser(t.app, 'fourth');
    expect((await patch(fourth, `abe${suffix}`)).json()).toEqual({ detail: D.tooSimilar });
    expect((await patch(fourth, `sarn${suffix}`)).json()).toEqual({ detail: D.tooSimilar });
  });
});
