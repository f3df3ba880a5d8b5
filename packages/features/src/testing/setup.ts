/**
 * Setup of the unit projects that render screens (features, site): the MSW Node server answers
 * `http://localhost/api` with the fakes; every test starts from the default handlers and the
 * seeded store, and an unhandled request fails the test.
 */
import { resetDb } from '@wegrow/api/mocks';
import { server } from '@wegrow/api/mocks/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// jsdom has no ResizeObserver; Radix parts (the captcha's checkbox in a form) measure with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  resetDb();
});
afterAll(() => server.close());
