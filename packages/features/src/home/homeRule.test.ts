import { describe, expect, it } from 'vitest';
import { chooseHomeScreen } from './homeRule';

describe('what / shows', () => {
  it.each([
    [false, false, 'welcome'],
    [false, true, 'welcome'],
    [true, false, 'homeA'],
    [true, true, 'homeB'],
  ] as const)('welcome seen %s, logged in %s → %s', (welcomeSeen, isLoggedIn, screen) => {
    expect(chooseHomeScreen({ welcomeSeen, isLoggedIn })).toBe(screen);
  });
});
