import { describe, expect, it } from 'vitest';
import { passwordLength, passwordRuleProblem } from './passwordRule';

describe("the password rule (the server's: 8 to 128 characters)", () => {
  it('refuses fewer than 8 and more than 128 characters', () => {
    expect(passwordRuleProblem('')).toBe('tooShort');
    expect(passwordRuleProblem('seven77')).toBe('tooShort');
    expect(passwordRuleProblem('eight888')).toBeNull();
    expect(passwordRuleProblem('x'.repeat(128))).toBeNull();
    expect(passwordRuleProblem('x'.repeat(129))).toBe('tooLong');
  });

  it('counts as the server does: an emoji is one character', () => {
    expect(passwordLength('🌱🌱🌱🌱🌱🌱🌱')).toBe(7);
    expect(passwordRuleProblem('🌱🌱🌱🌱🌱🌱🌱')).toBe('tooShort');
    expect(passwordRuleProblem('🌱🌱🌱🌱🌱🌱🌱🌱')).toBeNull();
  });
});
