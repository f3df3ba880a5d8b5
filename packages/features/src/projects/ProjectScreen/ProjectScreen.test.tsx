import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import {
  currentLocation,
  recordRequests,
  renderScreen,
  type TestSession,
} from '../../testing/unit';
import { ProjectScreen } from './ProjectScreen';

const maya: TestSession = { userId: users.maya.id };
const WAIT = { timeout: 5000 };
const LINK_SENTENCE = 'Each link must be a full web address starting with http:// or https://.';

function renderProject(start = '/projects/3', session: TestSession | null = maya) {
  return renderScreen(<ProjectScreen />, {
    route: 'project',
    start,
    routes: { projects: <h1>Projects page</h1> },
    ...(session ? { session } : {}),
  });
}

function tasksIn(list: 'To-Do' | 'Completed') {
  const section = screen.getByRole('region', { name: list });
  return Array.from(section.querySelectorAll('li label'), (label) => label.textContent.trim());
}

async function bodies(requests: ReturnType<typeof recordRequests>, call: string) {
  return Promise.all(requests.of(call).map((request) => request.json() as Promise<unknown>));
}

describe('ProjectScreen', () => {
  it("says 'Loading...' until the project is there", async () => {
    renderProject();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backyard food forest' }, WAIT),
    ).toBeVisible();
  });

  it('adds an untitled task, completes one and deletes one', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderProject();
    await screen.findByRole('heading', { level: 1, name: 'Backyard food forest' }, WAIT);

    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(tasksIn('To-Do')).toContain('(Untitled Task)'), WAIT);

    await user.click(screen.getByRole('checkbox', { name: 'Plant the apple tree' }));
    await waitFor(() => expect(tasksIn('Completed')).toContain('Plant the apple tree'), WAIT);

    await user.click(
      screen.getByRole('button', { name: 'Delete task “Sheet-mulch the north bed”' }),
    );
    await waitFor(() => expect(tasksIn('Completed')).toEqual(['Plant the apple tree']), WAIT);

    expect(await bodies(requests, 'POST /projects/3/tasks')).toEqual([{ content: '' }]);
    expect(await bodies(requests, 'PUT /projects/tasks/31')).toEqual([{ completed: true }]);
    expect(requests.calls()).toContain('DELETE /projects/tasks/32');
  });

  it('opens edit mode from ?edit=true and saves name, description and links', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderProject('/projects/4?edit=true');
    const form = within(await screen.findByRole('form', { name: 'Edit Project' }, WAIT));
    const name = form.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Seed library ');
    await user.click(form.getByRole('button', { name: 'Add Link' }));
    await user.keyboard('https://seeds.example.org');
    await user.click(form.getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/4'), WAIT);
    expect(await bodies(requests, 'PUT /projects/4')).toEqual([
      {
        name: 'Seed library',
        description: 'A lending library of seeds at the Riverside community centre.',
        links: ['https://seeds.example.org'],
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seed library' })).toBeVisible();
    expect(screen.getByRole('link', { name: /seeds\.example\.org/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it("shows the server's refusal of a link under that link's row", async () => {
    const user = userEvent.setup();
    renderProject('/projects/3?edit=true');
    const form = within(await screen.findByRole('form', { name: 'Edit Project' }, WAIT));
    const second = form.getByRole('textbox', { name: 'Link 2' });
    await user.clear(second);
    await user.type(second, 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Save Project' }));
    await waitFor(() => expect(second).toHaveAccessibleErrorMessage(LINK_SENTENCE), WAIT);
    expect(form.getByRole('textbox', { name: 'Link 1' })).not.toHaveAttribute('aria-invalid');
    expect(currentLocation()).toBe('/projects/3?edit=true');
  });

  it('makes links of web addresses only, opening in a new tab', async () => {
    db.projects.push({
      id: 90,
      user_id: users.maya.id,
      name: 'Old links',
      description: '',
      links: ['javascript:alert(1)', 'https://ok.example.org', '/relative'],
      created_at: '2026-01-01T00:00:00Z',
    });
    renderProject('/projects/90');
    const links = await screen.findByRole('list', { name: 'Links' }, WAIT);
    const anchors = within(links).getAllByRole('link');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['https://ok.example.org']);
    expect(anchors[0]).toHaveAttribute('target', '_blank');
    expect(anchors[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(links).getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(within(links).getByText('/relative').closest('a')).toBeNull();
  });

  it("shows another user's project as not found, and an id that is none without asking", async () => {
    renderProject('/projects/6');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project not found' }, WAIT),
    ).toBeVisible();
    expect(screen.queryByText('Rebuild the tool shed')).toBeNull();
  });

  it('asks nothing for an address that is not a project id', async () => {
    const requests = recordRequests();
    renderProject('/projects/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Projects/ })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(requests.calls().filter((call) => call.includes('/projects'))).toEqual([]);
  });

  it('shows a visitor the page with the Login Required words', () => {
    renderProject('/projects/3', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Project' })).toBeVisible();
    expect(
      screen.getByText('You must be logged in to view or manage your projects.'),
    ).toBeVisible();
  });
});
