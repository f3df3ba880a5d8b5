/**
 * The fakes in Node (Vitest). Use an absolute base URL there: `createApiClient({ baseUrl:
 * 'http://localhost/api' })`.
 *
 * ```ts
 * import { server } from '@wegrow/api/mocks/node';
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => { server.resetHandlers(); resetDb(); });
 * afterAll(() => server.close());
 * ```
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
