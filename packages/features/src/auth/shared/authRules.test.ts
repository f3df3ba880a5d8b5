import { ApiError } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  credentialsProblems,
  failureText,
  loginFailureText,
  loginRequest,
  signupRequest,
} from './authRules';
import { authTexts } from './authTexts';

describe('signupRequest', () => {
  it('trims the e-mail and the password and attaches the captcha solution', () => {
    expect(
      signupRequest({ email: '  ivy@example.org ', password: ' first-light-11  ' }, 'solved', null),
    ).toEqual({
      ok: true,
      request: { email: 'ivy@example.org', password: 'first-light-11', recaptcha_token: 'solved' },
    });
  });

  it("sends the device's time zone, for the new account's notifications", () => {
    const credentials = { email: 'ivy@example.org', password: 'first-light-11' };
    expect(signupRequest(credentials, 'solved', 'Europe/Paris')).toMatchObject({
      request: { time_zone: 'Europe/Paris' },
    });
    expect(signupRequest(credentials, 'solved')).toMatchObject({
      request: { time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    });
  });

  it.each([null, ''])('refuses to send without a solved captcha (%j)', (token) => {
    expect(signupRequest({ email: 'ivy@example.org', password: 'first-light-11' }, token)).toEqual({
      ok: false,
      fieldErrors: {},
      message: 'Please verify you are not a robot.',
    });
  });

  it('checks the fields first: both required, the e-mail an address, the password 8 to 128', () => {
    expect(signupRequest({ email: '', password: '' }, 'solved')).toEqual({
      ok: false,
      fieldErrors: { email: 'Enter your e-mail address.', password: 'Enter your password.' },
      message: null,
    });
    expect(signupRequest({ email: 'ivy', password: 'short' }, null)).toEqual({
      ok: false,
      fieldErrors: {
        email: 'Enter a valid e-mail address.',
        password: 'Password must be at least 8 characters.',
      },
      message: null,
    });
    expect(
      signupRequest({ email: 'ivy@example.org', password: 'x'.repeat(129) }, 'solved'),
    ).toMatchObject({
      ok: false,
      fieldErrors: { password: 'Password must be at most 128 characters.' },
    });
  });
});

describe('loginRequest', () => {
  it('trims the e-mail and the password and attaches the captcha solution', () => {
    expect(
      loginRequest({ email: ' maya@example.org ', password: ' sunflower-seeds-42 ' }, 'solved'),
    ).toEqual({
      ok: true,
      request: {
        email: 'maya@example.org',
        password: 'sunflower-seeds-42',
        recaptchaToken: 'solved',
      },
    });
  });

  it('refuses to send without a solved captcha', () => {
    expect(loginRequest({ email: 'maya@example.org', password: 'x' }, null)).toEqual({
      ok: false,
      fieldErrors: {},
      message: authTexts.captchaRequired,
    });
  });

  it('asks for empty fields but applies no password rule (an old password may be shorter)', () => {
    expect(credentialsProblems({ email: ' ', password: '' })).toEqual({
      email: 'Enter your e-mail address.',
      password: 'Enter your password.',
    });
    expect(loginRequest({ email: 'maya@example.org', password: 'short' }, 'solved').ok).toBe(true);
  });
});

describe('failureText', () => {
  it("shows the server's detail, a 422 sentence as it is", () => {
    expect(failureText(new ApiError(409, 'Taken.'), 'Signup failed')).toBe('Taken.');
    expect(
      failureText(new ApiError(422, 'Password must be at least 8 characters.'), 'Signup failed'),
    ).toBe('Password must be at least 8 characters.');
  });

  it('says the server could not be reached when no answer came', () => {
    expect(failureText(new ApiError(0, 'Could not reach the server.'), 'Signup failed')).toBe(
      'The server could not be reached. Try again.',
    );
  });

  it('falls back when the detail is blank or the error is not an ApiError', () => {
    expect(failureText(new ApiError(500, '  '), 'Reset failed')).toBe('Reset failed');
    expect(failureText(new Error('boom'), 'Request failed')).toBe('Request failed');
    expect(failureText(undefined, 'Request failed')).toBe('Request failed');
  });
});

describe('loginFailureText', () => {
  it("keeps the spec's text for refused credentials and captcha", () => {
    expect(loginFailureText(new ApiError(401, 'Incorrect email or password.'))).toBe(
      'Invalid login or server error.',
    );
    expect(loginFailureText(new ApiError(400, 'The captcha solution is wrong.'))).toBe(
      'Invalid login or server error.',
    );
    expect(loginFailureText(new Error('unreadable token'))).toBe('Invalid login or server error.');
  });

  it('says plainly when the server could not be reached or failed', () => {
    const unreachable = 'The server could not be reached. Try again.';
    expect(loginFailureText(new ApiError(0, 'offline'))).toBe(unreachable);
    expect(loginFailureText(new ApiError(500, 'Internal error'))).toBe(unreachable);
    expect(loginFailureText(new ApiError(503, 'Down'))).toBe(unreachable);
  });

  it("shows the server's sentence for a refused form or too many attempts", () => {
    expect(loginFailureText(new ApiError(429, 'Too many login attempts.'))).toBe(
      'Too many login attempts.',
    );
    expect(loginFailureText(new ApiError(422, 'Password must be at most 128 characters.'))).toBe(
      'Password must be at most 128 characters.',
    );
  });
});
