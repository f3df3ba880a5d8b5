import type { AltchaChallenge } from '@wegrow/api';

/** What the page sends the captcha worker: the challenge to solve. */
export type CaptchaWork = Pick<AltchaChallenge, 'algorithm' | 'challenge' | 'salt' | 'maxnumber'>;

/** What the worker answers: the secret number, or null when none up to `maxnumber` matches. */
export interface CaptchaWorkResult {
  number: number | null;
}

/** Starts the worker that solves challenges (a module worker, its own file in the build). */
export function startCaptchaWorker(): Worker {
  return new Worker(new URL('./captcha.worker.ts', import.meta.url), {
    type: 'module',
    name: 'captcha',
  });
}
