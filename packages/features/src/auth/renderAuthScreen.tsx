/** Unit-test support: an authentication screen with the session, the API (MSW in Node) and a router. */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { StorySessionProvider, type StorySession } from '../session/testing';

// jsdom has no ResizeObserver; Radix's checkbox measures itself with one inside a form.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Where the MSW Node server answers (Node needs an absolute address). */
export const TEST_API_URL = 'http://localhost/api';

export interface AuthScreenSetup {
  /** The route pattern of the screen, e.g. '/signup'. */
  path: string;
  /** The address the router starts at. @default path */
  start?: string;
  /** The session before the screen renders (a visitor when left out). */
  session?: StorySession;
}

function Probes() {
  const { pathname, search } = useLocation();
  const { userId } = useSession();
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <output data-testid="user">{userId === null ? 'visitor' : String(userId)}</output>
    </>
  );
}

/** Renders `element` at `path`; any other address renders nothing but the probes. */
export function renderAuthScreen(
  element: ReactElement,
  { path, start = path, session }: AuthScreenSetup,
) {
  return render(
    <StorySessionProvider baseUrl={TEST_API_URL} {...(session ? { session } : {})}>
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Probes />
      </MemoryRouter>
    </StorySessionProvider>,
  );
}

/** The router's address (path and query). */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}

/** The signed-in user's id, or 'visitor'. */
export function currentUser(): string | null {
  return screen.getByTestId('user').textContent;
}

/** The requests the screen sent, by `METHOD /path` (without the API prefix). */
export function recordRequests(events: {
  on(event: 'request:start', listener: (args: { request: Request }) => void): void;
}) {
  const sent: { call: string; request: Request }[] = [];
  events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    sent.push({ call: `${request.method} ${path}`, request: request.clone() });
  });
  return {
    /** The requests of one call, in order. */
    of: (call: string) => sent.filter((entry) => entry.call === call).map((entry) => entry.request),
  };
}
