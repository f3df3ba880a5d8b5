import { describe, expect, it } from 'vitest';
import {
  isReservedUsername,
  mixesScripts,
  skeleton,
  usernameProblem,
  usernameSkeleton,
} from './username-skeleton';
import { cpuMs } from './cpu-time.testing';
import { normalizeUsername, USERNAME_DETAILS, usernameShapeProblem } from './usernames';

const D = USERNAME_DETAILS;

describe('normalizeUsername', () => {
  it('applies NFKC and trims', () => {
    expect(normalizeUsername('  ｍａｙａ\u3000')).toBe('maya'); // full-width letters, ideographic space
    expect(normalizeUsername('ﬁnn')).toBe('finn'); // the "fi" ligature
    expect(normalizeUsername('Jose\u0301')).toBe('José'); // composed
  });
});

describe('usernameShapeProblem', () => {
  it.each([
    'maya',
    'maya_grows',
    'sam.k-7',
    'José',
    'Ærøskøbing',
    'Дмитрий',
    '李小龍',
    'ナナミ',
    'अनुराग',
    'x'.repeat(30),
  ])('accepts %s', (name) => expect(usernameShapeProblem(normalizeUsername(name))).toBeNull());

  it.each([
    ['too short', 'ab'],
    ['too long', 'x'.repeat(31)],
    ['a space', 'maya grows'],
    ['leading punctuation', '_maya'],
    ['trailing punctuation', 'maya.'],
    ['other punctuation', 'maya!'],
    ['an emoji', 'maya🌻'],
    ['a zero-width joiner', 'ma\u200Dya'],
    ['a variation selector', 'maya\uFE0F'],
    ['a soft hyphen', 'ma\u00ADya'],
    ['a right-to-left mark', 'maya\u200F'],
    ['a leading combining mark', '\u0301maya'],
    ['empty', ''],
  ])('refuses %s', (_, name) => {
    expect(usernameShapeProblem(normalizeUsername(name))).toBe(D.shape);
  });

  it('counts characters after NFKC', () => {
    // Ten "㍿" (one character each) are forty characters once normalized.
    expect(usernameShapeProblem(normalizeUsername('㍿'.repeat(10)))).toBe(D.shape);
    expect(usernameShapeProblem(normalizeUsername('ａｄａ'))).toBeNull();
  });
});

describe('usernameSkeleton', () => {
  it('gives look-alikes the same key', () => {
    const latin = usernameSkeleton('elena');
    expect(usernameSkeleton('еlena')).toBe(latin); // Cyrillic е
    expect(usernameSkeleton('ELENA')).toBe(latin); // case
    expect(usernameSkeleton('ｅｌｅｎａ')).toBe(latin); // full width
    expect(usernameSkeleton('e1ena')).toBe(latin); // digit one for l
    expect(usernameSkeleton('bob')).toBe(usernameSkeleton('b0b'));
    expect(usernameSkeleton('modern')).toBe(usernameSkeleton('rnodern'));
  });

  it('gives look-alikes in capitals of another script the key of the Latin name (issue 41)', () => {
    const admin = usernameSkeleton('admin');
    expect(usernameSkeleton('ΑDΜΙΝ')).toBe(admin); // Greek Α, Μ, Ι, Ν
    expect(usernameSkeleton('аdmin')).toBe(admin); // Cyrillic а
    expect(usernameSkeleton('ADMIN')).toBe(admin);
    expect(usernameSkeleton('ΜΟDΕRΑΤΟR')).toBe(usernameSkeleton('moderator')); // Greek
    expect(usernameSkeleton('ЅАМ')).toBe(usernameSkeleton('sam')); // Cyrillic Ѕ, А, М
    expect(usernameSkeleton('DΕΜΟ')).toBe(usernameSkeleton('demo')); // Greek Ε, Μ, Ο
  });

  it('gives every capital that looks like a Latin capital the key of the Latin letter', () => {
    // Each capital (of Greek, Cyrillic, Cherokee, Coptic…, after NFKC) whose UTS #39 skeleton is
    // a Latin capital's: a name of it, all in its own script, is a look-alike of the Latin name.
    const latin = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c) => [skeleton(c), c]));
    const escaped: string[] = [];
    let capitals = 0;
    for (let code = 0x80; code <= 0x1ffff; code += 1) {
      const char = String.fromCodePoint(code).normalize('NFKC');
      if (!/^\p{Lu}$/u.test(char) || /[A-Z]/.test(char)) continue;
      const capital = latin.get(skeleton(char));
      if (capital === undefined) continue;
      capitals += 1;
      const name = char.repeat(3);
      if (usernameSkeleton(name) !== usernameSkeleton(capital.toLowerCase().repeat(3)))
        escaped.push(name);
    }
    expect(capitals).toBeGreaterThan(100);
    expect(escaped).toEqual([]);
  });

  it('reads letters of scripts without case that look like Latin capitals as those', () => {
    expect(usernameSkeleton('ꓟꓲꓮ')).toBe(usernameSkeleton('mia')); // Lisu M, I, A
    expect(usernameSkeleton('ꓢꓮꓟ')).toBe(usernameSkeleton('sam')); // Lisu S, A, M
  });

  it('is its own key: a key holds no letter that maps further', () => {
    const moving: string[] = [];
    for (let code = 0x30; code <= 0x1ffff; code += 1) {
      const char = String.fromCodePoint(code);
      if (!/[\p{L}\p{M}\p{Nd}]/u.test(char)) continue;
      const nfkc = char.normalize('NFKC');
      if (skeleton(nfkc) === nfkc && nfkc.toLowerCase() === nfkc) continue; // its own key
      const key = usernameSkeleton(char);
      if (usernameSkeleton(key) !== key) moving.push(char);
    }
    expect(moving).toEqual([]);
  });

  it('keeps different names apart', () => {
    expect(usernameSkeleton('maya')).not.toBe(usernameSkeleton('maja'));
    expect(usernameSkeleton('sam_1')).not.toBe(usernameSkeleton('sam-1'));
  });
});

describe('mixing scripts (UTS #39 "Highly Restrictive")', () => {
  it.each([
    ['Latin with a Cyrillic а', 'pаypal'],
    ['Cyrillic with a Latin a', 'иvan'],
    ['Latin with Greek capitals', 'DΕΜΟ'],
    ['Latin with Greek', 'alφa'],
    ['Latin with Devanagari digits', 'maya१२'],
    ['Cyrillic with Greek', 'иλиа'],
    ['Hangul with kana', '김ナナ'],
  ])('refuses %s (%s)', (_, name) => {
    expect(mixesScripts(name)).toBe(true);
    expect(usernameProblem(normalizeUsername(name))).toBe(D.mixedScripts);
  });

  it.each([
    ['Latin', 'maya_grows'],
    ['Latin with accents', 'José'],
    ['Latin with a diaeresis, decomposed', 'Zoe\u0308'],
    ['Cyrillic', 'иван'],
    ['Greek', 'αλφα'],
    ['Han and Latin', '山田taro'],
    ['Han, Hiragana, Katakana and Latin', '山田たろうタロウtaro'],
    ['Han and Bopomofo', '大衛ㄅ'],
    ['Hangul, Han and Latin', '김金kim'],
    ['Devanagari with its marks', 'अनुराग'],
    ['Cyrillic with digits and separators', 'иван.7_д-д'],
  ])('accepts %s (%s)', (_, name) => {
    expect(mixesScripts(normalizeUsername(name))).toBe(false);
    expect(usernameProblem(normalizeUsername(name))).toBeNull();
  });
});

describe('reserved names', () => {
  it.each([
    'admin',
    'Admin',
    'admіn', // Cyrillic і
    'ADMIN',
    'ａｄｍｉｎ', // full width
    'adrnin', // rn for m
    'administrator',
    'Moderator',
    'the_blog_owner',
    'Blog.Owner',
    'forum-admin',
    'garden_admin',
    'operator',
    'support',
    'system',
    'WeGrow',
    'WeGrow Team',
    'wegrow_official',
    'We-Grow',
    'WеGrоw', // Cyrillic е and о
    'ΑDΜΙΝ', // Greek capitals: reserved, not only a mix of scripts
    'ΜΟDΕRΑΤΟR', // Greek capitals
    'ΑDΜΙΝΙSΤRΑΤΟR', // Greek capitals with Latin D, S and R
    'ꓮꓓꓟꓲꓠ', // Lisu
    'ADMlN', // a small l for the capital I
    'adm1n', // a digit one for the i
  ])('%s is reserved', (name) => {
    expect(isReservedUsername(name)).toBe(true);
    expect(usernameProblem(normalizeUsername(name))).toBe(D.reserved);
  });

  it.each(['maya', 'admiral', 'madmin', 'grow_we', 'supporter', 'blog_reader'])(
    '%s is not',
    (name) => {
      expect(isReservedUsername(name)).toBe(false);
      expect(usernameProblem(normalizeUsername(name))).toBeNull();
    },
  );

  it('tells the shape of a name that is not reserved', () => {
    expect(usernameProblem('maya grows')).toBe(D.shape);
  });

  it('answers a long pathological name at once', () => {
    const ms = cpuMs(() => {
      usernameProblem(normalizeUsername(`a${'_'.repeat(20_000)}!`));
      usernameSkeleton(`${'a'.repeat(20_000)}!`);
    });
    expect(ms).toBeLessThan(100);
  });
});
