/** The whole site rendered in memory for the router's tests (jsdom, the MSW fakes). */
import type { AnalyticsAdapter, PageView } from '@wegrow/features/analytics';
import { createSession, createMemoryStorage, type KeyValueStorage } from '@wegrow/features/session';
import { createSessionApi } from '@wegrow/features/session/api';
import { createTestQueryClient } from '@wegrow/features/testing/unit';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router';
import { App } from '../App';

export const WAIT = { timeout: 5000 };

export function recordingAnalytics(): AnalyticsAdapter & { views: PageView[] } {
  const views: PageView[] = [];
  return { name: 'recording', views, pageView: (view) => void views.push(view) };
}

/** The address bar of the site in memory, and a way to navigate as a link would. */
export interface TestRouter {
  location(): Location;
  navigate(to: To): Promise<void>;
}

/** The whole site at `href`, in memory: the session (with its API on the MSW fakes) and the router. */
export function renderSite(href: string, storage: KeyValueStorage = createMemoryStorage()) {
  const session = createSession({
    storage,
    baseUrl: 'http://localhost/api',
    queryClient: createTestQueryClient(),
    createApi: createSessionApi,
  });
  const analytics = recordingAnalytics();
  let probe: { location: Location; navigate: ReturnType<typeof useNavigate> } | null = null;
  function Probe() {
    probe = { location: useLocation(), navigate: useNavigate() };
    return null;
  }
  const current = () => {
    if (!probe) throw new Error('The site has not rendered.');
    return probe;
  };
  const router: TestRouter = {
    location: () => current().location,
    navigate: async (to) => current().navigate(to),
  };
  const { unmount } = render(
    <MemoryRouter initialEntries={[href]} useTransitions={false}>
      <App session={session} analytics={analytics} />
      <Probe />
    </MemoryRouter>,
  );
  return { router, session, analytics, unmount };
}
