import { render, screen, type RenderResult } from '@testing-library/react';
import { server } from '@wegrow/api/mocks/node';
import type { ReactElement, ReactNode } from 'react';
import { ScreenRoutes, type ScreenSetup } from '../ScreenRoutes';
import { TestSessionProvider, type TestSession } from '../session';

export { server };

/** Where the MSW Node server answers (Node needs an absolute address). */
export const TEST_API_URL = 'http://localhost/api';

export interface RenderScreenOptions extends ScreenSetup {
  /** The session before the screen renders (a visitor when left out). */
  session?: TestSession;
}

/**
 * Renders `element` with the session, the API (MSW in Node) and a memory router placed by
 * `route`/`start`/`routes` (see {@link ScreenSetup}). `rerender` keeps all of them.
 */
export function renderScreen(
  element: ReactElement,
  { session, ...setup }: RenderScreenOptions = {},
): RenderResult {
  function Harness({ children }: { children: ReactNode }) {
    return (
      <TestSessionProvider baseUrl={TEST_API_URL} session={session}>
        <ScreenRoutes {...setup}>{children}</ScreenRoutes>
      </TestSessionProvider>
    );
  }
  return render(element, { wrapper: Harness });
}

/** The router's address (path and query). */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}

/** The signed-in user's id, or 'visitor'. */
export function currentUser(): string | null {
  return screen.getByTestId('user').textContent;
}

/**
 * Records the requests sent to the fakes from now on, as `METHOD /path` (without the API prefix):
 * `recordRequests().of('POST /auth/login')`.
 */
export function recordRequests() {
  const sent: { call: string; request: Request }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    sent.push({ call: `${request.method} ${path}`, request: request.clone() });
  });
  return {
    /** Every call, in the order sent. */
    calls: () => sent.map((entry) => entry.call),
    /** The requests of one call, in order. */
    of: (call: string) => sent.filter((entry) => entry.call === call).map((entry) => entry.request),
  };
}
