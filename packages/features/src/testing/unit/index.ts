/**
 * The unit-test harness (`@wegrow/features/testing/unit`): a screen in jsdom with the session, the
 * API on the MSW Node server, a memory router and the probes. The server's lifecycle (listen, reset
 * after each test, close) is in `testing/setup.ts`, the unit projects' setup file.
 */
export {
  currentLocation,
  currentUser,
  recordRequests,
  renderScreen,
  server,
  TEST_API_URL,
  type RenderScreenOptions,
} from './harness';
export {
  createTestQueryClient,
  testSessionStorage,
  TestSessionProvider,
  type TestSession,
} from '../session';
export type { ScreenSetup } from '../ScreenRoutes';
export { profileHandler } from '../profiles';
