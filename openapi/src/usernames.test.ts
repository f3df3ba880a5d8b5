import { describe, expect, it } from 'vitest';
import { isReservedUsername, usernameProblem, usernameSkeleton } from './username-skeleton';
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

  it('keeps different names apart', () => {
    expect(usernameSkeleton('maya')).not.toBe(usernameSkeleton('maja'));
    expect(usernameSkeleton('sam_1')).not.toBe(usernameSkeleton('sam-1'));
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
    const started = Date.now();
    usernameProblem(normalizeUsername(`a${'_'.repeat(20_000)}!`));
    usernameSkeleton(`${'a'.repeat(20_000)}!`);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
