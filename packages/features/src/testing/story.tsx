import type { Decorator } from '@storybook/react-vite';
import { ScreenRoutes, type ScreenSetup } from './ScreenRoutes';
import { TestSessionProvider, type TestSession } from './session';

export interface ScreenStoryOptions extends ScreenSetup {
  /** Who is signed in (a visitor when left out). */
  session?: TestSession;
  /** The meta's own decorators, inside the session and the router. */
  decorators?: Decorator[];
}

/**
 * The decorator of a screen's stories: the session (a visitor when none is given), the API
 * providers with a fresh query cache and a memory router placing the screen. `defaults` come from
 * the meta; a story changes them with `parameters.session` and `parameters.screen` (merged over
 * the defaults, key by key).
 */
function screenDecorator({
  session,
  ...screen
}: Omit<ScreenStoryOptions, 'decorators'>): Decorator {
  return function withScreen(Story, { parameters }) {
    const storyScreen = parameters['screen'] as ScreenSetup | undefined;
    const storySession = parameters['session'] as TestSession | undefined;
    return (
      <TestSessionProvider session={storySession ?? session}>
        <ScreenRoutes {...screen} {...storyScreen}>
          <Story />
        </ScreenRoutes>
      </TestSessionProvider>
    );
  };
}

/** The screen decorator without defaults: everything comes from the story's parameters. */
export const withScreen: Decorator = screenDecorator({});

/**
 * The `decorators` of a screen's stories (spread them into the meta). Stories change the setup
 * with their parameters, and answer differently with MSW handlers keyed by domain, which
 * msw-storybook-addon puts in front of the fakes and Storybook merges key by key:
 *
 * ```tsx
 * const meta = { component: LoginScreen, ...screenStory({ route: 'login' }) } satisfies Meta<…>;
 * export const JustSignedUp: Story = { parameters: { screen: { start: '/login?justSignedUp=true' } } };
 * export const SignedIn: Story = { parameters: { session: { userId: users.maya.id } } };
 * export const Failing: Story = { parameters: { msw: { handlers: { auth: [errorHandler(…)] } } } };
 * ```
 *
 * Only decorators come back: a meta's parameters must be written in the meta itself, because
 * Storybook's docs enrichment replaces a spread `parameters` when the meta has a doc comment.
 */
export function screenStory({ decorators = [], ...defaults }: ScreenStoryOptions = {}) {
  return { decorators: [...decorators, screenDecorator(defaults)] };
}

/** The year the stories' footers show, so screenshots do not change on New Year's Day. */
export const STORY_YEAR = 2026;
