import { server } from '@wegrow/api/mocks/node';
import { users } from '@wegrow/api/mocks';
import type { AnalyticsAdapter, PageView } from '@wegrow/features/analytics';
import { createSession, createMemoryStorage, type KeyValueStorage } from '@wegrow/features/session';
import { createSessionApi } from '@wegrow/features/session/api';
import { createTestQueryClient, storySessionStorage } from '@wegrow/features/session/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { expectedHeading, NOT_FOUND_HEADING, redirects } from './headings';
import { createTestRouter } from './router';
import { comingSoonScreens } from './screens';
import { spellings } from './spellings';
import { routeTable } from './table';

const WAIT = { timeout: 5000 };

function recordingAnalytics(): AnalyticsAdapter & { views: PageView[] } {
  const views: PageView[] = [];
  return { name: 'recording', views, pageView: (view) => void views.push(view) };
}

/** The whole site at `href`, in memory: the session (with its API on the MSW fakes) and the router. */
function renderSite(href: string, storage: KeyValueStorage = createMemoryStorage()) {
  const session = createSession({
    storage,
    baseUrl: 'http://localhost/api',
    queryClient: createTestQueryClient(),
    createApi: createSessionApi,
  });
  const analytics = recordingAnalytics();
  const router = createTestRouter([href], { session, analytics });
  render(<App session={session} router={router} />);
  return { router, session, analytics };
}

/** jsdom has no ResizeObserver; Radix parts of some screens (the captcha's checkbox) use one. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoResizeObserver);
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  localStorage.clear();
  // jsdom has no scrolling; the router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const titles = new Map(routeTable.map((entry) => [entry.screen, entry.title]));

describe('the site router', () => {
  it.each(spellings)('%s shows the %s screen', async (href, screenId) => {
    const { router } = renderSite(href);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: expectedHeading(screenId) },
      WAIT,
    );
    expect(heading).toBeVisible();
    const shown = redirects[screenId];
    if (shown) {
      expect(router.state.location.pathname).toBe(shown.pathname);
    } else {
      expect(document.title).toBe(`${titles.get(screenId)} · WeGrow`);
    }
    // The shell is around every page.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the friendly 404 for unknown paths, with links to the tools', async () => {
    renderSite('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_HEADING }, WAIT),
    ).toBeVisible();
    expect(document.title).toBe('Page not found · WeGrow');
    const tools = screen.getByRole('list', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: /Journal/ })).toHaveAttribute(
      'href',
      '/journal',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.runIf(comingSoonScreens.length > 0)(
    'names the screen on its coming-soon page, with links to Home and the tools',
    async () => {
      const soon = routeTable.find((entry) => entry.screen === comingSoonScreens.at(-1));
      if (!soon) throw new Error('No coming-soon screen');
      renderSite(soon.paths[0]);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: `${soon.title} is coming soon` },
          WAIT,
        ),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(
        within(screen.getByRole('list', { name: 'Tools' })).getAllByRole('link').length,
      ).toBeGreaterThan(3);
    },
  );

  it('sends a page view per route change, without the query string', async () => {
    const { router, analytics } = renderSite('/login?justSignedUp=true');
    await screen.findByRole('heading', { level: 1, name: expectedHeading('login') }, WAIT);
    await act(() => router.navigate('/blog/7?token=secret'));
    await screen.findByRole('heading', { level: 1, name: expectedHeading('blogPost') }, WAIT);
    expect(analytics.views).toEqual([
      { path: '/login', title: 'Login · WeGrow' },
      { path: '/blog/7', title: 'Blog Post · WeGrow' },
    ]);
  });

  it('remembers the last visited path, except /login, /signup and /logout', async () => {
    const { router, session } = renderSite('/journal');
    await screen.findByRole('heading', { level: 1, name: expectedHeading('journal') }, WAIT);
    await act(() => router.navigate('/login'));
    await act(() => router.navigate('/signup'));
    await screen.findByRole('heading', { level: 1, name: expectedHeading('signup') }, WAIT);
    expect(session.store.getSnapshot().lastVisitedPath).toBe('/journal');
  });
});

describe('what / shows', () => {
  it('shows the welcome page on the very first visit, then home page A to a visitor', async () => {
    const storage = createMemoryStorage();
    const { router } = renderSite('/', storage);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to WeGrow' }, WAIT),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Step inside' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Together, we grow' }, WAIT),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows home page B to a signed-in user after the first visit, with the unread badge', async () => {
    localStorage.setItem('wegrow_welcome_seen', 'true');
    renderSite('/', storySessionStorage({ userId: users.maya.id }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What will you grow today?' }, WAIT),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', { name: /^Account, 2 unread/ }, WAIT),
    ).toHaveAttribute('href', '/Account');
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Welcome back, maya/, undefined, WAIT)).toBeVisible();
  });

  it('shows home page A to a visitor after the first visit', async () => {
    localStorage.setItem('wegrow_welcome_seen', 'true');
    renderSite('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Together, we grow' }, WAIT),
    ).toBeVisible();
  });

  it('always shows the landing page at /LandingPage and the welcome page at /welcome', async () => {
    localStorage.setItem('wegrow_welcome_seen', 'true');
    renderSite('/landingpage');
    expect(
      await screen.findByRole('heading', { level: 1, name: expectedHeading('landing') }, WAIT),
    ).toBeVisible();
  });
});

describe('logging out', () => {
  it('the Logout button logs out and goes to /login', async () => {
    const { router, session } = renderSite('/blog', storySessionStorage({ userId: users.maya.id }));
    await screen.findByRole('heading', { level: 1, name: expectedHeading('blog') }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: expectedHeading('login') }, WAIT),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.store.getSnapshot().isLoggedIn).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  it('the /logout route logs out and goes to /login', async () => {
    const { router, session } = renderSite(
      '/logout',
      storySessionStorage({ userId: users.maya.id }),
    );
    await screen.findByRole('heading', { level: 1, name: expectedHeading('login') }, WAIT);
    expect(router.state.location.pathname).toBe('/login');
    expect(session.store.getSnapshot().isLoggedIn).toBe(false);
  });
});
