import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorHandler, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import {
  currentLocation,
  recordRequests,
  renderScreen,
  server,
  type TestSession,
} from '../../testing/unit';
import { ProjectsScreen } from './ProjectsScreen';

const maya: TestSession = { userId: users.maya.id };
const WAIT = { timeout: 5000 };

function renderProjects(session: TestSession | null = maya) {
  return renderScreen(<ProjectsScreen />, {
    route: 'projects',
    routes: { project: <h1>Project page</h1>, home: <h1>Home page</h1> },
    ...(session ? { session } : {}),
  });
}

async function bodyOf(requests: ReturnType<typeof recordRequests>, call: string) {
  const request = requests.of(call)[0];
  return request ? ((await request.json()) as unknown) : undefined;
}

describe('ProjectsScreen', () => {
  it("shows '{username}'s Projects' and the rows A–Z, then newest first", async () => {
    const user = userEvent.setup();
    renderProjects();
    expect(
      await screen.findByRole('heading', { level: 1, name: "maya's Projects" }, WAIT),
    ).toBeVisible();
    await screen.findByRole('button', { name: 'Backyard food forest' }, WAIT);
    const titles = () =>
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles()).toEqual([
      'Backyard food forest',
      'Community seed library',
      'Zine: Soil Stories',
    ]);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort projects' }),
      'Sort by Newest',
    );
    expect(titles()).toEqual([
      'Zine: Soil Stories',
      'Community seed library',
      'Backyard food forest',
    ]);
    // Sam's project is not Maya's.
    expect(screen.queryByText('Rebuild the tool shed')).not.toBeInTheDocument();
  });

  it('creates a project with its description and links, trimmed, then opens its page', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderProjects();
    await screen.findByRole('button', { name: 'Backyard food forest' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Project' });
    const form = within(dialog);
    await user.type(form.getByRole('textbox', { name: 'Name' }), '  Rain garden ');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Slow the water.');
    await user.click(form.getByRole('button', { name: 'Add Link' }));
    await user.keyboard(' https://rain.example.org ');
    // An empty row is not sent.
    await user.click(form.getByRole('button', { name: 'Add Link' }));
    await user.click(form.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/7'), WAIT);
    expect(await bodyOf(requests, 'POST /projects')).toEqual({
      name: 'Rain garden',
      description: 'Slow the water.',
      links: ['https://rain.example.org'],
    });
  });

  it('sends nothing without a name: "Name is required." and the focus on Name', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderProjects();
    await screen.findByRole('button', { name: 'Backyard food forest' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Project' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleErrorMessage('Name is required.');
    expect(requests.of('POST /projects')).toHaveLength(0);
  });

  it('deletes a project after the confirmation', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderProjects();
    await user.click(await screen.findByRole('button', { name: 'Zine: Soil Stories' }, WAIT));
    const row = screen.getByRole('region', { name: 'Zine: Soil Stories' });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this project?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Zine: Soil Stories' })).toBeNull(),
      WAIT,
    );
    expect(requests.calls()).toContain('DELETE /projects/5');
  });

  it("says 'Failed to delete project.' when the server refuses, and keeps the row", async () => {
    server.use(errorHandler('delete', '/projects/{id}', 500, 'Database unavailable'));
    const user = userEvent.setup();
    renderProjects();
    await user.click(await screen.findByRole('button', { name: 'Zine: Soil Stories' }, WAIT));
    await user.click(
      within(screen.getByRole('region', { name: 'Zine: Soil Stories' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Failed to delete project.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('button', { name: 'Zine: Soil Stories', hidden: true })).toBeTruthy();
  });

  it('shows a visitor the page and asks nothing of the server; New Project meets the Login Required modal', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderProjects(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
    expect(
      screen.getByText('You must be logged in to view or manage your projects.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveAccessibleDescription(
      'You must be logged in to view or manage your projects.',
    );
    expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/projects');
    expect(requests.calls().filter((call) => call.includes('/projects'))).toEqual([]);
  });

  it('meets a refused session (401) with the Login Required modal at once', async () => {
    server.use(
      errorHandler('get', '/projects', 401, 'This session has ended. Please log in again.'),
    );
    renderProjects();
    expect(await screen.findByRole('dialog', { name: 'Login Required' }, WAIT)).toBeVisible();
  });
});
