import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { Heading } from '@wegrow/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fill,
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
} from '../../testing';
import { ProjectScreen } from './ProjectScreen';

const maya: TestSession = { userId: users.maya.id };
const LONG = { timeout: 5000 };
const LINK_SENTENCE = 'Each link must be a full web address starting with http:// or https://.';

/** Waits for the food forest's page and returns its To-Do list section. */
async function forestShown(canvas: StoryCanvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Backyard food forest' }, LONG),
  ).toBeVisible();
  return canvas.getByRole('region', { name: 'To-Do' });
}

/** The task texts of a list ("To-Do" or "Completed"), top to bottom. */
function tasksIn(canvas: StoryCanvas, list: 'To-Do' | 'Completed') {
  const section: HTMLElement = canvas.getByRole('region', { name: list });
  return Array.from(section.querySelectorAll<HTMLLabelElement>('li label'), (label) =>
    label.textContent.trim(),
  );
}

/** Waits until the story's router is exactly at `href` (path and query). */
async function expectAt(canvas: StoryCanvas, href: string) {
  await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(href), LONG);
}

/**
 * One project at `/projects/{id}` (Maya's food forest, `/projects/3`, unless a story starts
 * elsewhere): two open tasks, one completed, two links. The list page is a
 * stand-in heading.
 */
const meta = {
  title: 'Project',
  component: ProjectScreen,
  ...screenStory({
    route: 'project',
    start: '/projects/3',
    routes: {
      projects: <Heading level={1}>Projects page</Heading>,
      login: <Heading level={1}>Login page</Heading>,
    },
  }),
} satisfies Meta<typeof ProjectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- read mode

/**
 * Read mode: the name and description, To-Do (each task a checkbox with its delete button), the
 * new-task field with Add Task, Completed struck through, and the Links, opening in a new tab.
 */
export const ReadMode: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await forestShown(canvas);
    await expect(
      canvas.getByText(
        'Seven layers, one small yard: fruit trees, berry bushes, herbs and ground cover.',
      ),
    ).toBeVisible();
    await expect(tasksIn(canvas, 'To-Do')).toEqual([
      'Plant the apple tree',
      'Order comfrey root cuttings',
    ]);
    await expect(tasksIn(canvas, 'Completed')).toEqual(['Sheet-mulch the north bed']);
    const done = within(canvas.getByRole('region', { name: 'Completed' }));
    await expect(done.getByRole('checkbox', { name: 'Sheet-mulch the north bed' })).toBeChecked();
    await expect(done.getByText('Sheet-mulch the north bed').closest('s')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'New task' })).toBeVisible();
    const links = within(canvas.getByRole('list', { name: 'Links' })).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(links[0]).toHaveAttribute('href', 'https://permacultureprinciples.com');
    await expect(canvas.getByRole('link', { name: /Back to Projects/ })).toHaveAttribute(
      'href',
      '/projects',
    );
    await expect(canvas.getByRole('button', { name: 'Edit Project' })).toBeEnabled();
  },
};

/** The seed library: an untitled task reads "(Untitled Task)"; no links yet. */
export const UntitledTaskNoLinks: Story = {
  parameters: { session: maya, screen: { start: '/projects/4' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Community seed library' }, LONG),
    ).toBeVisible();
    await expect(tasksIn(canvas, 'To-Do')).toEqual([
      'Ask the library for a shelf',
      '(Untitled Task)',
    ]);
    await expect(canvas.getByText('No links yet. Add them in edit mode.')).toBeVisible();
  },
};

/** 'Loading...' until the project is loaded. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { projects: [loadingHandler('get', '/projects/{id}')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to Projects/ })).toBeVisible();
  },
};

/** Another user's project (Sam's shed) is "not found", as an unknown one: with the way back. */
export const NotFound: Story = {
  parameters: { session: maya, screen: { start: '/projects/6' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Project not found' }, LONG),
    ).toBeVisible();
    await expect(canvas.queryByText('Rebuild the tool shed')).not.toBeInTheDocument();
    const back = canvas.getAllByRole('link', { name: /Back to Projects/ });
    await userEvent.click(back[back.length - 1] as HTMLElement);
    await expectAt(canvas, '/projects');
  },
};

/** A load failure other than 404: said so, with Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: { projects: [errorHandler('get', '/projects/{id}', 500, 'Database unavailable')] },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load this project.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

// ---------------------------------------------------------------- tasks

/** Add Task: the new task joins To-Do, the field empties and keeps the focus. */
export const AddTask: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await forestShown(canvas);
    const field = canvas.getByRole('textbox', { name: 'New task' });
    await userEvent.type(field, 'Mulch the paths');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Task' }));
    await waitFor(
      () =>
        expect(tasksIn(canvas, 'To-Do')).toEqual([
          'Plant the apple tree',
          'Order comfrey root cuttings',
          'Mulch the paths',
        ]),
      LONG,
    );
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

/** Ticking a task completes it: it moves to Completed, struck through, and keeps the focus. */
export const CompleteTask: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await forestShown(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Plant the apple tree' }));
    await waitFor(
      () =>
        expect(tasksIn(canvas, 'Completed')).toEqual([
          'Plant the apple tree',
          'Sheet-mulch the north bed',
        ]),
      LONG,
    );
    await expect(tasksIn(canvas, 'To-Do')).toEqual(['Order comfrey root cuttings']);
    await waitFor(() =>
      expect(canvas.getByRole('checkbox', { name: 'Plant the apple tree' })).toHaveFocus(),
    );
  },
};

/** Unticking a completed task opens it again (it moves back to To-Do). */
export const ReopenTask: Story = {
  // Behaviour only: it ends with the three tasks open, like AddTask's list without its new task.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    await forestShown(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sheet-mulch the north bed' }));
    await waitFor(() => expect(tasksIn(canvas, 'Completed')).toEqual([]), LONG);
    await expect(tasksIn(canvas, 'To-Do')).toContain('Sheet-mulch the north bed');
  },
};

/** A task's delete button removes it; the focus goes to its list's heading. */
export const DeleteTask: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await forestShown(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete task “Order comfrey root cuttings”' }),
    );
    await waitFor(() => expect(tasksIn(canvas, 'To-Do')).toEqual(['Plant the apple tree']), LONG);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'To-Do' })).toHaveFocus());
  },
};

/** A refused task change: said so, with the server's reason; the list is unchanged. */
export const TaskChangeFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        projects: [errorHandler('put', '/projects/tasks/{taskId}', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    await forestShown(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Plant the apple tree' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not change the tasks.');
    await expect(alert).toHaveTextContent('Database unavailable');
    await expect(tasksIn(canvas, 'To-Do')).toContain('Plant the apple tree');
  },
};

// ---------------------------------------------------------------- edit mode

/** `?edit=true`: Name, Description, the links (each with Remove, and Add Link), Save Project, Cancel. */
export const EditMode: Story = {
  parameters: { session: maya, screen: { start: '/projects/3?edit=true' } },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Edit Project' }, LONG);
    const fields = within(form);
    await expect(fields.getByRole('textbox', { name: 'Name' })).toHaveValue('Backyard food forest');
    await expect(fields.getByRole('textbox', { name: 'Link 1' })).toHaveValue(
      'https://permacultureprinciples.com',
    );
    await expect(fields.getByRole('button', { name: 'Remove link 2' })).toBeEnabled();
    await expect(fields.getByRole('button', { name: 'Add Link' })).toBeEnabled();
    await expect(fields.getByRole('button', { name: 'Save Project' })).toBeEnabled();
    await expect(fields.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Exit Edit Mode' })).toBeEnabled();
  },
};

/** The toggle: Edit Project adds `?edit=true` and shows the form; Exit Edit Mode takes both away. */
export const ToggleEditMode: Story = {
  // Behaviour only: it ends in read mode, as ReadMode shows.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    await forestShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Project' }));
    await expectAt(canvas, '/projects/3?edit=true');
    await expect(canvas.getByRole('form', { name: 'Edit Project' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Exit Edit Mode' }));
    await expectAt(canvas, '/projects/3');
    await expect(canvas.queryByRole('form', { name: 'Edit Project' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'To-Do' })).toBeVisible();
  },
};

/**
 * Saving: a new name, the first link removed, one added. Save Project returns to read mode with the
 * saved project.
 */
export const EditSaved: Story = {
  parameters: { session: maya, screen: { start: '/projects/3?edit=true' } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit Project' }, LONG));
    await fill(form, 'Name', 'Food forest, year two');
    await userEvent.click(form.getByRole('button', { name: 'Remove link 1' }));
    // The focus moved to the next row, now Link 1.
    await expect(form.getByRole('textbox', { name: 'Link 1' })).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
    await userEvent.keyboard('https://seeds.example.org/trees');
    await userEvent.click(form.getByRole('button', { name: 'Save Project' }));
    await expectAt(canvas, '/projects/3');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Food forest, year two' }, LONG),
    ).toBeVisible();
    const links = within(canvas.getByRole('list', { name: 'Links' })).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.rhs.org.uk/fruit/forest-gardens',
      'https://seeds.example.org/trees',
    ]);
  },
};

/** A link the server refuses: its sentence under that row; the form stays in edit mode. */
export const EditLinkRefused: Story = {
  parameters: { session: maya, screen: { start: '/projects/3?edit=true' } },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit Project' }, LONG));
    await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
    await userEvent.keyboard('seeds.example.org');
    await userEvent.click(form.getByRole('button', { name: 'Save Project' }));
    await expect(await form.findByText(LINK_SENTENCE, {}, LONG)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Link 3' })).toHaveAccessibleErrorMessage(
      LINK_SENTENCE,
    );
    await expectAt(canvas, '/projects/3?edit=true');
  },
};

/** Cancel leaves edit mode without saving. */
export const EditCancelled: Story = {
  // Behaviour only: it ends in ReadMode's state.
  parameters: {
    session: maya,
    screen: { start: '/projects/3?edit=true' },
    visual: { disable: true },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Edit Project' }, LONG));
    await fill(form, 'Name', 'Not saved');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expectAt(canvas, '/projects/3');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Backyard food forest' }),
    ).toBeVisible();
  },
};

// ---------------------------------------------------------------- visitors, narrow

/** A visitor: the page with the Login Required words and Go to Login; nothing is asked of the server. */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Project' })).toBeVisible();
    await expect(
      canvas.getByText('You must be logged in to view or manage your projects.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The server refused the session: the Login Required modal. */
export const SessionRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        projects: [
          errorHandler(
            'get',
            '/projects/{id}',
            401,
            'This session has ended. Please log in again.',
          ),
        ],
      },
    },
  },
  play: async () => {
    const dialog = await openedDialog('dialog', 'Login Required', LONG);
    await expect(dialog).toHaveAccessibleDescription(
      'You must be logged in to view or manage your projects.',
    );
  },
};

/** 320 px: the toggle, the tasks and long links in one narrow column. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await forestShown(canvas);
  },
});
