import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderScreen } from '../testing/unit';
import { RequireLogin } from './RequireLogin';
import { routeTable } from './table';

const projectsPrompt = {
  title: 'Login Required',
  message: 'You must be logged in to view or manage your projects.',
};

function Projects() {
  return <h1>Your Projects</h1>;
}

describe('RequireLogin', () => {
  it('shows the screen to a signed-in user', () => {
    renderScreen(
      <RequireLogin requirement={projectsPrompt}>
        <Projects />
      </RequireLogin>,
      { session: { userId: users.maya.id }, start: '/projects' },
    );
    expect(screen.getByRole('heading', { name: 'Your Projects' })).toBeInTheDocument();
  });

  it('lets everyone in when the route needs no login', () => {
    renderScreen(
      <RequireLogin requirement={false}>
        <Projects />
      </RequireLogin>,
    );
    expect(screen.getByRole('heading', { name: 'Your Projects' })).toBeInTheDocument();
  });

  it("sends a visitor straight to /login from a redirecting route (the Account screen's rule)", async () => {
    renderScreen(<Projects />, { route: 'account' });
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Your Projects' })).not.toBeInTheDocument();
  });

  it("shows a visitor the route's Login Required modal: Go to Login or Continue Browsing", async () => {
    renderScreen(
      <RequireLogin requirement={projectsPrompt}>
        <Projects />
      </RequireLogin>,
      { start: '/projects' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveAccessibleDescription(
      'You must be logged in to view or manage your projects.',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('heading', { name: 'Your Projects' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('is what the route table asks of each route: only Account needs a login today', () => {
    expect(
      routeTable.filter((route) => route.requiresLogin !== false).map((route) => route.id),
    ).toEqual(['account']);
  });
});
