import { expect, it } from 'vitest';
import { asksSignOut, SIGN_OUT_ON_ARRIVAL } from './signOutOnArrival';

it('reads the sign-out request from a location’s state, and nothing else', () => {
  expect(asksSignOut(SIGN_OUT_ON_ARRIVAL)).toBe(true);
  expect(asksSignOut({ signOutOnArrival: 'yes' })).toBe(false);
  expect(asksSignOut(null)).toBe(false);
  expect(asksSignOut(undefined)).toBe(false);
  expect(asksSignOut({ from: '/Account' })).toBe(false);
});
