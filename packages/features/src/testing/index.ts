/**
 * The test harness of the screens (`@wegrow/features/testing`): stories and tests put a screen in
 * the session, the API providers and a memory router the way the site does, on the MSW fakes.
 * Never imported by production code (lint forbids it).
 *
 * This entry is for stories (browser): `screenStory()`, `withScreen`, play helpers. Unit tests
 * (jsdom, the MSW Node server) use `@wegrow/features/testing/unit`.
 */
export {
  createTestQueryClient,
  testSessionStorage,
  TestSessionProvider,
  type TestSession,
  type TestSessionProviderProps,
} from './session';
export { ScreenRoutes, type ScreenSetup } from './ScreenRoutes';
export { screenStory, STORY_YEAR, withScreen, type ScreenStoryOptions } from './story';
export {
  animationsDone,
  expectLocation,
  fill,
  openedDialog,
  pasteInto,
  type StoryCanvas,
} from './play';
export { pinClock, realNow, STORY_NOW } from './clock';
export { profileHandler } from './profiles';
export {
  narrow,
  NARROW_VIEWPORT_IDS,
  STORY_VIEWPORTS,
  viewportDisagreement,
  type NarrowAnnotations,
  type NarrowWidth,
} from './viewport';
