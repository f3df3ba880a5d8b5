import { describe, expect, it } from 'vitest';
import { isJustSignedUp } from './justSignedUp';

describe('isJustSignedUp', () => {
  it.each(['?justSignedUp=true', '?justSignedUp=1', '?justSignedUp=yes&x=1'])(
    '%s: yes',
    (query) => {
      expect(isJustSignedUp(new URLSearchParams(query))).toBe(true);
    },
  );

  it.each(['', '?justSignedUp=', '?justsignedup=true', '?other=true'])('%j: no', (query) => {
    expect(isJustSignedUp(new URLSearchParams(query))).toBe(false);
  });
});
