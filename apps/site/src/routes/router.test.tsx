import { users } from '@wegrow/api/mocks';
import { routeEntry, spellings } from '@wegrow/features/routes';
import { toolLinks } from '@wegrow/features/shared';
import { mainNavigation } from '@wegrow/features/shell';
import { createMemoryStorage } from '@wegrow/features/session';
import { testSessionStorage } from '@wegrow/features/testing/unit';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectedHeading, NOT_FOUND_HEADING, redirectOf } from './firstVisit';
import { routeFor } from './match';

import { renderSite, WAIT } from './testSite';

// The MSW Node server's lifecycle is the features' test setup (vitest.config.ts).
beforeEach(() => {
  localStorage.clear();
  // jsdom has no scrolling; the router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/**
 * Each route at its first spelling: its screen renders in the shell. That every spelling names its
 * route is table.test.ts's (`routeFor`, no render); rendering each one again cost 40 s of the unit
 * step for nothing more.
 */
const firstSpellings = spellings.filter(
  ([, route], index) => spellings.findIndex(([, other]) => other === route) === index,
);

describe('the site router', () => {
  it.each(firstSpellings)('%s shows the %s screen', async (href, id) => {
    const { router } = renderSite(href);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: expectedHeading(id) },
      WAIT,
    );
    expect(heading).toBeVisible();
    const redirect = redirectOf(id);
    if (redirect) {
      expect(router.location().pathname).toBe(redirect);
    } else {
      // The title is set by an effect, which may run just after the heading shows.
      await waitFor(() => expect(document.title).toBe(`${routeEntry(id).title} · WeGrow`));
    }
    // The shell is around every page.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the friendly 404 for unknown paths, with links to the tools', async () => {
    renderSite('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_HEADING }, WAIT),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page not found · WeGrow'));
    const tools = screen.getByRole('list', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: /Journal/ })).toHaveAttribute(
      'href',
      '/journal',
    );
    const shown = within(tools).getAllByRole('link');
    expect(shown.map((link) => link.getAttribute('href'))).toEqual(
      toolLinks.map((tool) => tool.to),
    );
    for (const tool of toolLinks) expect(routeFor(tool.to), tool.title).toBe(tool.route);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the navigation links, each leading to its route', async () => {
    renderSite('/LandingPage');
    await screen.findByRole('heading', { level: 1, name: expectedHeading('landing') }, WAIT);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const { label, route, href } of mainNavigation) {
      expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
      expect(routeFor(href), label).toBe(route);
    }
  });

  it('shows "© {year} WeGrow" once on the landing page, and its logo once', async () => {
    renderSite('/LandingPage');
    await screen.findByRole('heading', { level: 1, name: expectedHeading('landing') }, WAIT);
    expect(screen.getAllByText(/©/)).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} WeGrow`,
    );
    // The product name shows once: the header's (the landing had a second logo block).
    expect(screen.getAllByText('WeGrow')).toHaveLength(1);
  });

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

describe('loading and errors', () => {
  it('keeps the previous page, marked busy, while the next page’s code loads', async () => {
    let arrive: (screen: ComponentType) => void = () => {};
    const blog = routeEntry('blog');
    const load = blog.load;
    vi.spyOn(blog, 'load').mockImplementation(
      () => new Promise<ComponentType>((resolve) => (arrive = resolve)),
    );
    const { router } = renderSite('/journal');
    const journal = await screen.findByRole(
      'heading',
      { level: 1, name: expectedHeading('journal') },
      WAIT,
    );
    await act(() => router.navigate('/blog'));
    expect(journal).toBeVisible();
    expect(journal.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(document.title).toBe('Journal · WeGrow');

    await act(async () => arrive(await load()));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: expectedHeading('blog') },
      WAIT,
    );
    expect(heading.closest('[aria-busy]')).toBeNull();
    expect(document.title).toBe('Blog · WeGrow');
  });

  it('marks the document ready once a page is committed, and not while the next page’s code loads', async () => {
    let arrive: (screen: ComponentType) => void = () => {};
    const blog = routeEntry('blog');
    const load = blog.load;
    vi.spyOn(blog, 'load').mockImplementation(
      () => new Promise<ComponentType>((resolve) => (arrive = resolve)),
    );
    // The mark names the address bar's page (in memory here: jsdom's own address).
    const address = window.location.pathname + window.location.search;
    const mark = () => document.documentElement.dataset.ready;
    const { router, unmount } = renderSite('/journal');
    await screen.findByRole('heading', { level: 1, name: expectedHeading('journal') }, WAIT);
    expect(mark()).toBe(address);

    await act(() => router.navigate('/blog'));
    expect(
      screen.getByRole('heading', { level: 1, name: expectedHeading('journal') }),
    ).toBeVisible();
    expect(mark()).toBeUndefined();

    await act(async () => arrive(await load()));
    await screen.findByRole('heading', { level: 1, name: expectedHeading('blog') }, WAIT);
    expect(mark()).toBe(address);
    unmount();
    expect(mark()).toBeUndefined();
  });

  it('shows the error page inside the shell when a page fails to load; the next page clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(routeEntry('journal'), 'load').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: /assets/journal.js'),
    );
    const { router } = renderSite('/journal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not load' }, WAIT),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();

    await act(() => router.navigate('/blog'));
    expect(
      await screen.findByRole('heading', { level: 1, name: expectedHeading('blog') }, WAIT),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'This page could not load' })).toBeNull();
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
    expect(router.location().pathname).toBe('/');
  });

  it('shows home page B to a signed-in user after the first visit, with the unread badge', async () => {
    localStorage.setItem('wegrow_welcome_seen', 'true');
    renderSite('/', testSessionStorage({ userId: users.maya.id }));
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
