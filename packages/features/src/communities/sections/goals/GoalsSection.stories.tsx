import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler, loadingHandler } from '@wegrow/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { screenStory, type StoryCanvas, narrow, openedDialog } from '../../../testing';
import { LONG, readerArgs, readerSession, sectionFrame } from '../storybook';
import { GoalsSection } from './GoalsSection';

async function goalsShown(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Community Goals' }, LONG);
}
const goal = (list: HTMLElement, title: string) =>
  within(list).getByRole('article', { name: title });

/**
 * Community Goals of Riverside Growers: three goals (one lower-case, sorted by
 * title case-insensitively), the rain garden's three tasks (one completed by sam, one assigned to
 * lena, one open). Lena is a member, sam an admin, maya the creator.
 */
const meta = {
  title: 'Goals',
  component: GoalsSection,
  ...screenStory({ decorators: [sectionFrame('Community Goals')] }),
  args: readerArgs('lena'),
  parameters: { session: readerSession('lena') },
} satisfies Meta<typeof GoalsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: Edit and Delete on her own goal only; Assign to me and Complete on open tasks. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['autumn seed swap', 'Build the rain garden', 'Plant the pollinator strip']);
    await expect(
      within(goal(list, 'Plant the pollinator strip')).getByRole('button', { name: 'Edit goal' }),
    ).toBeVisible();
    await expect(
      within(goal(list, 'Build the rain garden')).queryByRole('button', { name: 'Edit goal' }),
    ).toBeNull();
    await expect(within(list).getByText('completed by sam')).toBeVisible();
  },
};

/** An admin: Edit and Delete on every goal and task; Undo on any completed task. */
export const Admin: Story = {
  args: readerArgs('sam'),
  parameters: { session: readerSession('sam') },
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    await expect(within(list).getAllByRole('button', { name: 'Edit goal' })).toHaveLength(3);
    const done = within(list).getByRole('listitem', { name: 'Dig the swale' });
    await expect(within(done).getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** The creator (an admin too), who added the rain garden: it looks as the admin's view. */
export const Owner: Story = {
  args: readerArgs('maya'),
  parameters: { session: readerSession('maya'), visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    const rain = goal(list, 'Build the rain garden');
    await expect(within(rain).getByRole('button', { name: 'Delete goal' })).toBeVisible();
  },
};

/** No goals yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { communities: [jsonHandler('get', '/communities/{id}/projects', [])] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No goals yet.' }, LONG)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { communities: [loadingHandler('get', '/communities/{id}/projects')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading goals...')).toBeVisible();
  },
};

/** The list failed: said so, with the server's reason and Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        communities: [
          errorHandler('get', '/communities/{id}/projects', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not load the goals.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/** Lena takes the open task and completes it: "completed by lena". */
export const AssignAndComplete: Story = {
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    const task = () => within(list).getByRole('listitem', { name: 'Spread wood-chip mulch' });
    await userEvent.click(within(task()).getByRole('button', { name: 'Assign to me' }));
    await expect(await within(task()).findByText('Assigned to lena', {}, LONG)).toBeVisible();
    await userEvent.click(within(task()).getByRole('button', { name: 'Complete' }));
    await expect(await within(task()).findByText('completed by lena', {}, LONG)).toBeVisible();
    await expect(within(task()).getByRole('button', { name: 'Undo' })).toBeVisible();
  },
};

/** Deleting a task asks first: "Confirm Deletion". */
export const DeleteTaskDialog: Story = {
  args: readerArgs('maya'),
  parameters: { session: readerSession('maya') },
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    const task = within(list).getByRole('listitem', { name: 'Buy native plants' });
    await userEvent.click(within(task).getByRole('button', { name: 'Delete task' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this task?');
    await expect(dialog).toHaveTextContent('“Buy native plants”');
  },
};

/** Deleting a goal: confirmed, it goes with its tasks. */
export const GoalDeleted: Story = {
  args: readerArgs('maya'),
  parameters: { session: readerSession('maya') },
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    await userEvent.click(
      within(goal(list, 'Build the rain garden')).getByRole('button', { name: 'Delete goal' }),
    );
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this goal and all its tasks?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Build the rain garden' })).toBeNull(),
    );
    // The dialog's closing animation ends before the screenshot.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LONG);
  },
};

/** Edit a goal in a dialog. */
export const EditGoalDialog: Story = {
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    await userEvent.click(
      within(goal(list, 'Plant the pollinator strip')).getByRole('button', { name: 'Edit goal' }),
    );
    const dialog = await openedDialog('dialog', 'Edit Goal');
    await expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue(
      'Plant the pollinator strip',
    );
  },
};

/** A blank title sends nothing: the field says why and takes the focus. */
export const BlankTitle: Story = {
  play: async ({ canvas }) => {
    await goalsShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add a goal' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Goal' }));
    await expect(within(form).getByText('Enter a title.')).toBeVisible();
  },
};

/** The server refused a task change (here a task someone else holds): its reason shows. */
export const TaskRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          errorHandler(
            'put',
            '/communities/tasks/{taskId}',
            403,
            'This task is assigned to someone else: only community admins can reassign it.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await goalsShown(canvas);
    const task = within(list).getByRole('listitem', { name: 'Sow the wildflower seeds' });
    await userEvent.click(within(task).getByRole('button', { name: 'Complete' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('only community admins can reassign it');
  },
};

/** 320 px: goals, tasks and their buttons wrap in one column. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await goalsShown(canvas);
  },
});
