import { describe, expect, it } from 'vitest';
import { tokenWith } from './testTokens';
import { decodeToken, isExpired, nowInSeconds } from './token';

describe('decodeToken', () => {
  it('reads id, sub and exp without verifying the signature', () => {
    const token = tokenWith({ id: 7, sub: 'ivy@example.org', exp: 1_800_000_000, iat: 1 });
    expect(decodeToken(token)).toEqual({ id: 7, sub: 'ivy@example.org', exp: 1_800_000_000 });
  });

  it('accepts a numeric string id', () => {
    expect(decodeToken(tokenWith({ id: '12', sub: 'a@b.c', exp: 1 }))?.id).toBe(12);
  });

  it('reads non-ASCII e-mails (base64url of UTF-8)', () => {
    expect(decodeToken(tokenWith({ id: 1, sub: 'zoë@exämple.org', exp: 1 }))?.sub).toBe(
      'zoë@exämple.org',
    );
  });

  it.each([
    ['an empty string', ''],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['a payload that is not base64 JSON', 'a.%%%.c'],
    ['a JSON payload that is not an object', `a.${btoa('42')}.c`],
    ['no exp', tokenWith({ id: 1, sub: 'a@b.c' })],
    ['a string exp', tokenWith({ id: 1, sub: 'a@b.c', exp: 'soon' })],
    ['no id', tokenWith({ sub: 'a@b.c', exp: 1 })],
    ['a non-numeric id', tokenWith({ id: 'maya', sub: 'a@b.c', exp: 1 })],
    ['no sub', tokenWith({ id: 1, exp: 1 })],
  ])('returns null for %s', (_case, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('isExpired', () => {
  it('compares exp with the current time in whole seconds', () => {
    expect(nowInSeconds(1_000_999)).toBe(1000);
    expect(isExpired({ exp: 1001 }, 1_000_999)).toBe(false);
    expect(isExpired({ exp: 1000 }, 1_000_999)).toBe(true);
    expect(isExpired({ exp: 1001 }, 1_001_000)).toBe(true);
  });
});
