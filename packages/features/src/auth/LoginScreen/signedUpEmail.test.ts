import { describe, expect, it } from 'vitest';
import { signedUpEmail, signedUpState } from './signedUpEmail';

describe('the e-mail carried from sign-up to login', () => {
  it('reads back what sign-up put in the router state', () => {
    expect(signedUpEmail(signedUpState('ivy.new@example.org'))).toBe('ivy.new@example.org');
  });

  it.each([null, undefined, 'ivy@example.org', {}, { signedUpEmail: 7 }, { email: 'x@y.z' }])(
    'is empty for any other state (%j)',
    (state) => {
      expect(signedUpEmail(state)).toBe('');
    },
  );
});
