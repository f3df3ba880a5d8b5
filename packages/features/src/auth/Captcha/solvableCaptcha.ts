/**
 * Test and story support (imports the MSW fakes; never part of the site).
 *
 * The fakes' `GET /auth/captcha` answers a fixed example challenge that no number solves (its hash
 * is not derived from its salt), so the real widget would work through all of `maxnumber` and
 * fail. This handler answers a genuine ALTCHA challenge instead, signed like the server's and
 * solved at a small, fixed number: the widget's whole path — fetch, proof of work, payload — runs
 * for real and quickly. The fakes accept any solution except `INVALID_CAPTCHA`.
 */
import { createChallenge } from 'altcha-lib/v1';
import { mock } from '@wegrow/api/mocks';

/** The HMAC key of the stories' challenges (the fakes do not check signatures). */
const STORY_HMAC_KEY = 'wegrow-stories';

/** `GET /auth/captcha` with a real challenge whose secret number is `number` (a few hashes). */
export function solvableCaptchaHandler(number = 12) {
  return mock.get('/auth/captcha', async ({ response }) => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: STORY_HMAC_KEY,
      maxnumber: 1000,
      number,
      expires: new Date(Date.now() + 10 * 60_000),
    });
    return response(200).json({ ...challenge, algorithm: 'SHA-256', maxnumber: 1000 });
  });
}
