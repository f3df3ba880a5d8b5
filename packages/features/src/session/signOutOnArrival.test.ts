import { expect, it } from 'vitest';
import { arrivalNotice, asksSignOut, signOutOnArrival } from './signOutOnArrival';

it('reads the sign-out request and its notice from a location’s state, and nothing else', () => {
  const state = signOutOnArrival('Your account was deleted.');
  expect(asksSignOut(state)).toBe(true);
  expect(arrivalNotice(state)).toBe('Your account was deleted.');
  expect(asksSignOut({ signOutOnArrival: 'yes' })).toBe(false);
  expect(asksSignOut(null)).toBe(false);
  expect(arrivalNotice(undefined)).toBeNull();
  expect(arrivalNotice({ notice: 3 })).toBeNull();
});
