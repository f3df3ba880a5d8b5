import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { Heading } from '@wegrow/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  fill,
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
} from '../../testing';
import { ProjectScreen } from '../ProjectScreen/ProjectScreen';
import { ProjectsScreen } from './ProjectsScreen';

const maya: TestSession = { userId: users.maya.id };
/** A brand-new account: no username ("Your Projects"), no projects. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };
const LINK_SENTENCE = 'Each link must be a full web address starting with http:// or https://.';

/** Waits for Maya's page: her heading and the projects' rows. */
async function projectsShown(canvas: StoryCanvas) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: "maya's Projects" }, LONG),
  ).toBeVisible();
  return canvas.findByRole('button', { name: 'Backyard food forest' }, LONG);
}

/** The row titles, top to bottom. */
function rowTitles(canvas: StoryCanvas) {
  return canvas
    .getAllByRole('heading', { level: 2 })
    .map((heading: HTMLElement) => heading.textContent);
}

/** Opens a project's row and returns its content region. */
async function openRow(canvas: StoryCanvas, name: string) {
  await userEvent.click(canvas.getByRole('button', { name }));
  return canvas.getByRole('region', { name });
}

async function openNewProject(canvas: StoryCanvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
  return openedDialog('dialog', 'New Project');
}

/** Waits until the story's router is exactly at `href` (path and query). */
async function expectAt(canvas: StoryCanvas, href: string) {
  await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(href), LONG);
}

/**
 * The personal projects page at `/projects`: Maya's three projects (a food
 * forest with two open tasks and two links, a seed library with an untitled task, a zine with no
 * description); Sam's shed is not hers. The real project page answers `/projects/{id}`.
 */
const meta = {
  title: 'Project list',
  component: ProjectsScreen,
  ...screenStory({
    route: 'projects',
    routes: {
      project: <ProjectScreen />,
      login: <Heading level={1}>Login page</Heading>,
      home: <Heading level={1}>Home page</Heading>,
    },
  }),
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- the list

/**
 * Maya's projects, A–Z, two rows opened: the seed library's open tasks with its "(Untitled Task)",
 * and the zine's "No description"; each row with View Full Project, Edit and Delete.
 */
export const Populated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    await expect(
      canvas.getByText('Welcome back, maya! Here is everything you are building.'),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'Your profile picture' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort projects' })).toHaveValue('name');
    await expect(rowTitles(canvas)).toEqual([
      'Backyard food forest',
      'Community seed library',
      'Zine: Soil Stories',
    ]);
    const library = await openRow(canvas, 'Community seed library');
    await expect(
      within(library).getByText('A lending library of seeds at the Riverside community centre.'),
    ).toBeVisible();
    const tasks = within(library).getByRole('list', { name: 'Open tasks' });
    await expect(
      within(tasks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ask the library for a shelf', '(Untitled Task)']);
    await expect(within(library).getByRole('link', { name: 'View Full Project' })).toHaveAttribute(
      'href',
      '/projects/4',
    );
    await expect(within(library).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/projects/4?edit=true',
    );
    await expect(within(library).getByRole('button', { name: 'Delete' })).toBeEnabled();
    const zine = await openRow(canvas, 'Zine: Soil Stories');
    await expect(within(zine).getByText('No description')).toBeVisible();
    await expect(within(zine).getByText('Nothing left to do.')).toBeVisible();
  },
};

/** "Sort by Newest": the zine (January) first, the food forest (November) last. */
export const SortedByNewest: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort projects' }),
      'Sort by Newest',
    );
    await expect(rowTitles(canvas)).toEqual([
      'Zine: Soil Stories',
      'Community seed library',
      'Backyard food forest',
    ]);
  },
};

/** No username ("Your Projects") and no project yet: 'No projects yet. Start building something great.' */
export const Empty: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'No projects yet. Start building something great.' },
        LONG,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
    await expect(
      canvas.getByText('Welcome back! Here is everything you are building.'),
    ).toBeVisible();
  },
};

/** While the projects load: 'Loading...'. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { projects: [loadingHandler('get', '/projects')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
  },
};

/** The list failed (not the session): said so, with the server's reason and Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: { projects: [errorHandler('get', '/projects', 500, 'Database unavailable')] },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your projects.');
    await expect(alert).toHaveTextContent('Database unavailable');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------- creating

/** New Project opens the form; Create Project with no name says 'Name is required.' and sends nothing. */
export const NewProjectNameRequired: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const dialog = await openNewProject(canvas);
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Links' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleErrorMessage('Name is required.');
  },
};

/**
 * Creating a project with a description and two links (Add Link twice): the new project's page
 * opens, its links listed.
 */
export const CreateProject: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const dialog = await openNewProject(canvas);
    const form = within(dialog);
    await fill(form, 'Name', 'Rain garden');
    await fill(form, 'Description', 'Slow the water from the roof.');
    await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
    await expect(form.getByRole('textbox', { name: 'Link 1' })).toHaveFocus();
    await userEvent.keyboard('https://rain.example.org/guide');
    await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
    await userEvent.keyboard('https://plants.example.org');
    await userEvent.click(form.getByRole('button', { name: 'Create Project' }));
    await expectAt(canvas, '/projects/7');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Rain garden' }, LONG),
    ).toBeVisible();
    const links = canvas.getByRole('list', { name: 'Links' });
    await expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://rain.example.org/guide', 'https://plants.example.org']);
  },
};

/**
 * A link the server refuses (`javascript:`): 'Failed to create project.', and the server's sentence
 * under that row — the good row keeps no error.
 */
export const CreateLinkRefused: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const dialog = await openNewProject(canvas);
    const form = within(dialog);
    await fill(form, 'Name', 'Rain garden');
    await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
    await userEvent.keyboard('https://rain.example.org');
    await userEvent.click(form.getByRole('button', { name: 'Add Link' }));
    await userEvent.keyboard('javascript:alert(1)');
    await userEvent.click(form.getByRole('button', { name: 'Create Project' }));
    await expect(await form.findByText('Failed to create project.', {}, LONG)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Link 2' })).toHaveAccessibleErrorMessage(
      LINK_SENTENCE,
    );
    await expect(form.getByRole('textbox', { name: 'Link 1' })).not.toHaveAttribute('aria-invalid');
    await expectAt(canvas, '/projects');
  },
};

/** Any other refusal: 'Failed to create project.' with the server's reason; the form is kept. */
export const CreateFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        projects: [errorHandler('post', '/projects', 503, 'Saving is paused for maintenance.')],
      },
    },
  },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const dialog = await openNewProject(canvas);
    await fill(within(dialog), 'Name', 'Rain garden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Failed to create project.');
    await expect(alert).toHaveTextContent('Saving is paused for maintenance.');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Rain garden');
  },
};

// ---------------------------------------------------------------- editing and deleting

/** Edit in a row opens the project's page in edit mode (`?edit=true`). */
export const EditFromRow: Story = {
  // Behaviour only: it shows the project page's edit mode (ProjectScreen's EditMode).
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const row = await openRow(canvas, 'Backyard food forest');
    await userEvent.click(within(row).getByRole('link', { name: 'Edit' }));
    await expectAt(canvas, '/projects/3?edit=true');
    await expect(await canvas.findByRole('form', { name: 'Edit Project' }, LONG)).toBeVisible();
  },
};

/** Delete asks first: 'Are you sure you want to delete this project?', naming it; Cancel has the focus. */
export const DeleteDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const row = await openRow(canvas, 'Zine: Soil Stories');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await openedDialog('alertdialog', 'Delete Project');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this project?',
    );
    await expect(within(dialog).getByText('“Zine: Soil Stories”')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Delete confirmed: the row is gone and the focus is on the page's heading. */
export const Deleted: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const row = await openRow(canvas, 'Zine: Soil Stories');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await openedDialog('alertdialog', 'Delete Project');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowTitles(canvas)).toHaveLength(2), LONG);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: "maya's Projects" })).toHaveFocus(),
    );
  },
};

/** A refused delete: 'Failed to delete project.' with the reason, in the dialog, which stays open. */
export const DeleteFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        projects: [errorHandler('delete', '/projects/{id}', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    const row = await openRow(canvas, 'Zine: Soil Stories');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await openedDialog('alertdialog', 'Delete Project');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Failed to delete project.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

// ---------------------------------------------------------------- visitors

/** A visitor: the page ("Your Projects") with the Login Required words and Go to Login. */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Projects' })).toBeVisible();
    const prompt = canvas.getByRole('status');
    await expect(prompt).toHaveTextContent(
      'You must be logged in to view or manage your projects.',
    );
    await expect(within(prompt).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('combobox', { name: 'Sort projects' })).not.toBeInTheDocument();
  },
};

/** A visitor's New Project: the Login Required modal, with Go to Login and Continue Browsing. */
export const VisitorLoginRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    const dialog = await openedDialog('dialog', 'Login Required');
    await expect(dialog).toHaveAccessibleDescription(
      'You must be logged in to view or manage your projects.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(dialog).getByRole('button', { name: 'Continue Browsing' })).toBeVisible();
  },
};

/** Continue Browsing closes the modal and stays on the page, the focus on its heading. */
export const VisitorContinues: Story = {
  // Behaviour only: it ends where Visitor starts.
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    const dialog = await openedDialog('dialog', 'Login Required');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectAt(canvas, '/projects');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Your Projects' })).toHaveFocus(),
    );
  },
};

/** The server refused the list (the session ended elsewhere): the Login Required modal at once. */
export const SessionRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        projects: [
          errorHandler('get', '/projects', 401, 'This session has ended. Please log in again.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openedDialog('dialog', 'Login Required', LONG);
    await expect(dialog).toHaveAccessibleDescription(
      'You must be logged in to view or manage your projects.',
    );
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

// ---------------------------------------------------------------- narrow

/** 320 px: the header, the sort and New Project, and an opened row in one narrow column. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await projectsShown(canvas);
    await openRow(canvas, 'Backyard food forest');
  },
});
