/**
 * The fakes in the browser (Storybook, a mock-mode site). The worker script is
 * `packages/api/public/mockServiceWorker.js`, served at `/mockServiceWorker.js`.
 *
 * ```ts
 * import { worker } from '@wegrow/api/mocks/browser';
 * await worker.start({ onUnhandledRequest: 'error' });
 * ```
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);
