import { describe, expect, it } from 'vitest';
import { newPasswordMessage } from './newPassword';

describe('newPasswordMessage', () => {
  it('asks for 6 characters first, even when the entries also differ', () => {
    expect(newPasswordMessage('abc', 'xyz')).toBe('Password must be at least 6 characters.');
    expect(newPasswordMessage('', '')).toBe('Password must be at least 6 characters.');
  });

  it('then asks for equal entries', () => {
    expect(newPasswordMessage('abcdef', 'abcdeg')).toBe('Passwords do not match.');
    expect(newPasswordMessage('abcdef', '')).toBe('Passwords do not match.');
  });

  it('accepts 6 or more equal characters', () => {
    expect(newPasswordMessage('abcdef', 'abcdef')).toBeNull();
    expect(newPasswordMessage('sunflower-seeds-43', 'sunflower-seeds-43')).toBeNull();
  });
});
