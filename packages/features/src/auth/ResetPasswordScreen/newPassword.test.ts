import { describe, expect, it } from 'vitest';
import { newPasswordFieldErrors, newPasswordMessage } from './newPassword';

describe('newPasswordMessage', () => {
  it("asks for 8 characters first (the server's rule, in the spec's words), even when the entries also differ", () => {
    expect(newPasswordMessage('abc', 'xyz')).toBe('Password must be at least 8 characters.');
    expect(newPasswordMessage('', '')).toBe('Password must be at least 8 characters.');
    // Six or seven characters were enough for the old form; the server always refused them.
    expect(newPasswordMessage('abcdef', 'abcdef')).toBe('Password must be at least 8 characters.');
    expect(newPasswordMessage('x'.repeat(129), 'x'.repeat(129))).toBe(
      'Password must be at most 128 characters.',
    );
  });

  it('then asks for equal entries', () => {
    expect(newPasswordMessage('abcdefgh', 'abcdefgi')).toBe('Passwords do not match.');
    expect(newPasswordMessage('abcdefgh', '')).toBe('Passwords do not match.');
  });

  it('accepts 8 to 128 equal characters', () => {
    expect(newPasswordMessage('abcdefgh', 'abcdefgh')).toBeNull();
    expect(newPasswordMessage('sunflower-seeds-43', 'sunflower-seeds-43')).toBeNull();
  });
});

describe('newPasswordFieldErrors', () => {
  it('puts each message under its field', () => {
    expect(newPasswordFieldErrors('abc', 'abc')).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(newPasswordFieldErrors('abcdefgh', 'abcdefgx')).toEqual({
      confirmation: 'Passwords do not match.',
    });
    expect(newPasswordFieldErrors('abcdefgh', 'abcdefgh')).toEqual({});
  });
});
