/**
 * @wegrow/api/mocks: MSW fakes of every operation of the contract over one in-memory store, for
 * stories, tests and a mock-mode site. Never imported by production code.
 * The worker and the Node server are in `@wegrow/api/mocks/browser` and `@wegrow/api/mocks/node`.
 */
export { handlers, handlersByDomain, type MockDomain } from './handlers';
export { db, resetDb, nextId, findUser } from './db';
export * as fixtures from './fixtures';
export {
  users,
  blogOwner,
  forumAdmin,
  operators,
  gardensAdmin,
  GARDENS_TOWN,
  type MockUserName,
} from './fixtures/users';
export { mockTokenFor, mockRefreshTokenFor, mockSessionFor } from './session';
export {
  errorHandler,
  isHeldOnPurpose,
  loadingHandler,
  networkErrorHandler,
  jsonHandler,
  mswPath,
} from './overrides';
export { INVALID_CAPTCHA, mockCaptchaSolution, profileOf } from './handlers/auth';
export { http, mock, problem, type RouteContext } from './support/route';
export type { MockTokenOptions } from './support/tokens';
export type * from './rows';
