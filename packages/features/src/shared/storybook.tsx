/** Story helpers of the features package (never exported to the site). */
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';

/** `parameters.route` of a story: the address the story's router starts at. @default '/' */
export type StoryRoute = string;

/** Renders the story inside a memory router at `parameters.route`. */
export const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters['route'] as StoryRoute | undefined) ?? '/']}>
    <Story />
  </MemoryRouter>
);

/** Renders the story in a 320 px wide frame: the narrowest phone the site supports. */
export const narrowViewport: Decorator = (Story) => (
  <div style={{ width: 320, minHeight: 640, overflow: 'hidden' }}>
    <Story />
  </div>
);

/** The year the stories' footers show, so screenshots do not change on New Year's Day. */
export const STORY_YEAR = 2026;
