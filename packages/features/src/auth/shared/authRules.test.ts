import { ApiError } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { failureText, loginRequest, signupRequest } from './authRules';
import { authTexts } from './authTexts';

describe('signupRequest', () => {
  it('trims the e-mail and the password and attaches the captcha solution', () => {
    expect(
      signupRequest({ email: '  ivy@example.org ', password: ' first-light-11  ' }, 'solved'),
    ).toEqual({
      ok: true,
      request: { email: 'ivy@example.org', password: 'first-light-11', recaptcha_token: 'solved' },
    });
  });

  it.each([null, ''])('refuses to send without a solved captcha (%j)', (token) => {
    expect(signupRequest({ email: 'ivy@example.org', password: 'x' }, token)).toEqual({
      ok: false,
      message: 'Please verify you are not a robot.',
    });
  });

  it('checks nothing else on the client (the e-mail input type aside)', () => {
    expect(signupRequest({ email: '', password: '' }, 'solved').ok).toBe(true);
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
      message: authTexts.captchaRequired,
    });
  });
});

describe('failureText', () => {
  it("shows the server's detail", () => {
    expect(failureText(new ApiError(409, 'Taken.'), 'Signup failed')).toBe('Taken.');
  });

  it('falls back when no answer arrived, the detail is blank or the error is not an ApiError', () => {
    expect(failureText(new ApiError(0, 'Could not reach the server.'), 'Signup failed')).toBe(
      'Signup failed',
    );
    expect(failureText(new ApiError(500, '  '), 'Reset failed')).toBe('Reset failed');
    expect(failureText(new Error('boom'), 'Request failed')).toBe('Request failed');
    expect(failureText(undefined, 'Request failed')).toBe('Request failed');
  });
});
