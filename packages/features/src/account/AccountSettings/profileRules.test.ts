import { describe, expect, it } from 'vitest';
import {
  bioChanged,
  canUpdateUsername,
  normaliseUsername,
  usernameChanged,
  usernameProblem,
} from './profileRules';

describe('usernameProblem', () => {
  it('accepts 3 to 30 characters', () => {
    expect(usernameProblem('ivy')).toBeNull();
    expect(usernameProblem('a'.repeat(30))).toBeNull();
  });

  it('refuses fewer than 3 or more than 30 characters', () => {
    expect(usernameProblem('iv')).toBe('Use at least 3 characters.');
    expect(usernameProblem('')).toBe('Use at least 3 characters.');
    expect(usernameProblem('a'.repeat(31))).toBe('Use at most 30 characters.');
  });

  it('does not count surrounding spaces', () => {
    expect(usernameProblem('  iv  ')).toBe('Use at least 3 characters.');
    expect(usernameProblem(`  ${'a'.repeat(30)}  `)).toBeNull();
  });
});

describe('normaliseUsername', () => {
  it('trims surrounding spaces only', () => {
    expect(normaliseUsername('  maya grows ')).toBe('maya grows');
  });
});

describe('canUpdateUsername', () => {
  it('is false while the value is the saved username', () => {
    expect(usernameChanged('maya', 'maya')).toBe(false);
    expect(usernameChanged(' maya ', 'maya')).toBe(false);
    expect(canUpdateUsername('maya', 'maya')).toBe(false);
  });

  it('is false for an invalid new value', () => {
    expect(canUpdateUsername('ma', 'maya')).toBe(false);
  });

  it('is true for a valid new value, including a first username', () => {
    expect(canUpdateUsername('maya_grows', 'maya')).toBe(true);
    expect(canUpdateUsername('ivy', null)).toBe(true);
  });
});

describe('bioChanged', () => {
  it('treats no bio and an empty bio alike', () => {
    expect(bioChanged('', null)).toBe(false);
    expect(bioChanged('Hello', null)).toBe(true);
    expect(bioChanged('Hello', 'Hello')).toBe(false);
    expect(bioChanged('', 'Hello')).toBe(true);
  });
});
