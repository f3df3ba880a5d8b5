/**
 * The captcha's proof of work, off the main thread: a module worker (bundled by Vite from
 * `new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' })`) that runs
 * `altcha-lib/v1`'s `solveChallenge` (SHA-256 of `salt + n` for n from 0 until one matches) and
 * posts back the number, or null. The page stays responsive however long it takes; stopping is
 * `worker.terminate()`.
 */
import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaWork, CaptchaWorkResult } from './captchaWork';

/** The worker's side of the messages (the DOM types describe a window, not a worker). */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<CaptchaWork>) => void) | null;
  postMessage(message: CaptchaWorkResult): void;
};

scope.onmessage = (event) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  void solveChallenge(challenge, salt, algorithm, maxnumber).promise.then(
    (solution) => scope.postMessage({ number: solution ? solution.number : null }),
    () => scope.postMessage({ number: null }),
  );
};
