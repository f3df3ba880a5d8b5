import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './afterLogin';
import { pathToRemember } from './paths';
import { afterOneRead, clampUnread } from './unread';

describe('pathToRemember', () => {
  it.each(['/login', '/signup', '/logout', '/LOGIN', '/SignUp', '/logout/'])('skips %s', (path) => {
    expect(pathToRemember(path)).toBeNull();
  });

  it.each([
    ['/ResetPassword', '?token=abc'],
    ['/resetpassword', ''],
    ['/forgotpassword', ''],
    ['/ForgotPassword/', ''],
    ['/VerifyEmail', '?token=abc'],
    ['/verifyemail', ''],
  ])(
    'skips the account-recovery screen %s (after a reset the login never returns there)',
    (path, search) => {
      expect(pathToRemember(path, search)).toBeNull();
    },
  );

  it('keeps other paths with their query string, minus secrets', () => {
    expect(pathToRemember('/')).toBe('/');
    expect(pathToRemember('/webuild', '?view=swap')).toBe('/webuild?view=swap');
    expect(pathToRemember('/x', '?Email=a%40b.c&n=1')).toBe('/x?n=1');
    expect(pathToRemember('/Account', '?token=abc')).toBe('/Account');
  });
});

describe('afterLoginPath', () => {
  it('goes to the last visited path, or / when there is none', () => {
    expect(afterLoginPath('/journal')).toBe('/journal');
    expect(afterLoginPath('/projects/4?edit=true')).toBe('/projects/4?edit=true');
    // A visitor following a community's invite link logs in and comes back to it (issue 33).
    expect(afterLoginPath(pathToRemember('/communities/3', '?invite=q5ZP1nKk'))).toBe(
      '/communities/3?invite=q5ZP1nKk',
    );
    expect(afterLoginPath(null)).toBe('/');
  });

  it('never leaves the site nor returns to an auth route', () => {
    expect(afterLoginPath('https://evil.example/')).toBe('/');
    expect(afterLoginPath('//evil.example/')).toBe('/');
    expect(afterLoginPath('/login')).toBe('/');
    expect(afterLoginPath('/ResetPassword')).toBe('/');
    expect(afterLoginPath('/forgotpassword')).toBe('/');
  });
});

describe('unread count', () => {
  it('is a whole number, never below zero', () => {
    expect(clampUnread(3.7)).toBe(3);
    expect(clampUnread(-1)).toBe(0);
    expect(clampUnread(Number.NaN)).toBe(0);
    expect(afterOneRead(1)).toBe(0);
    expect(afterOneRead(0)).toBe(0);
  });
});
