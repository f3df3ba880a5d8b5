import { users } from '@wegrow/api/mocks';
import { testSessionStorage } from '@wegrow/features/testing/unit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectedHeading } from './firstVisit';

import { renderSite, WAIT } from './testSite';

/*
 * Logging out, in a file of its own: each test file gets fresh modules, so these tests start
 * with no session state left by the router tests' many sessions in one module graph (one page
 * has one session; the tests create ~90).
 */
// The MSW Node server's lifecycle is the features' test setup (vitest.config.ts).
beforeEach(() => {
  localStorage.clear();
  // jsdom has no scrolling; the router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('logging out', () => {
  it('the Logout button logs out and goes to /login', async () => {
    const { router, session } = renderSite('/blog', testSessionStorage({ userId: users.maya.id }));
    await screen.findByRole('heading', { level: 1, name: expectedHeading('blog') }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: expectedHeading('login') }, WAIT),
    ).toBeVisible();
    expect(router.location().pathname).toBe('/login');
    expect(session.store.getSnapshot().isLoggedIn).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  it('the /logout route logs out and goes to /login', async () => {
    const { router, session } = renderSite(
      '/logout',
      testSessionStorage({ userId: users.maya.id }),
    );
    await screen.findByRole('heading', { level: 1, name: expectedHeading('login') }, WAIT);
    expect(router.location().pathname).toBe('/login');
    expect(session.store.getSnapshot().isLoggedIn).toBe(false);
  });
});
