import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, fixtures, forumAdmin, users } from '@wegrow/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { narrow, openedDialog, screenStory } from '../../testing';
import { ReportsList } from './ReportsList';

/** A report of Maya's chat message in Riverside, by Lena. */
function seedReport(): void {
  db.reports.push(
    fixtures.mayaMessageReport({ reason: 'off_topic', note: 'An advert for watches.' }),
  );
}

/**
 * The open reports an admin resolves: a community's in its Admin Panel, the forum's for
 * the forum admin. Here Sam, an admin of Riverside.
 */
const meta = {
  title: 'Reports list',
  component: ReportsList,
  ...screenStory({ route: 'home', session: { userId: users.sam.id } }),
  args: { communityId: fixtures.communityIds.riverside },
} satisfies Meta<typeof ReportsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing reported: the forum admin's empty list. */
export const Empty: Story = {
  args: { communityId: null },
  parameters: { session: { userId: forumAdmin.id } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open reports.')).toBeVisible();
  },
};

/** One open report: its reason, text, reporter and note, and the two decisions. */
export const Populated: Story = {
  beforeEach: seedReport,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Open reports' });
    await expect(within(list).getByText('“Cheap watches, this week only”')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Remove content' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

/** Remove content confirmed but refused: the server's words beside the report, which stays. */
export const ResolveFailed: Story = {
  beforeEach: seedReport,
  parameters: {
    msw: {
      handlers: {
        reports: [
          errorHandler(
            'post',
            '/reports/{id}/resolve',
            409,
            'This report has already been resolved.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove content' }));
    const dialog = await openedDialog('alertdialog', 'Remove Content');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove content' }));
    await expect(await canvas.findByText('This report has already been resolved.')).toBeVisible();
  },
};

/** A 320 px phone: an open report. */
export const Narrow: Story = narrow({ ...Populated });
