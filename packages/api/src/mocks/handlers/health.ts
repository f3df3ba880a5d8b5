import { mock } from '../support/route';

/**
 * The fakes have no AI provider: the built-in local engine answers (as a server without AI_BASE_URL);
 * their database is named as the server's test database is (in-memory PGlite).
 */
export const healthHandlers = [
  mock.get('/health', ({ response }) =>
    response(200).json({ status: 'ok', database: 'pglite', ai: { engine: 'local' } }),
  ),
];
