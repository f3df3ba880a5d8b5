import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler } from '@wegrow/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { fill, screenStory, type StoryCanvas, narrow, openedDialog } from '../../../testing';
import { LONG, readerArgs, readerSession, sectionFrame } from '../storybook';
import { ResourcesSection } from './ResourcesSection';

async function boardShown(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Resource Board' }, LONG);
}

/**
 * The Resource Board of Riverside Growers: maya's guide (https), lena's seed
 * guide without a scheme (opened with https://) and sam's tool library (http), newest first.
 */
const meta = {
  title: 'Resources',
  component: ResourcesSection,
  ...screenStory({ decorators: [sectionFrame('Resource Board')] }),
  args: readerArgs('lena'),
  parameters: { session: readerSession('lena') },
} satisfies Meta<typeof ResourcesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: links open in a new tab; Edit and Delete on her own resource only. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const board = await boardShown(canvas);
    const link = within(board).getByRole('link', { name: /Seed saving basics/ });
    await expect(link).toHaveAttribute('href', 'https://seedsavers.org/learn');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(board).getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
  },
};

/** An admin edits and deletes every resource. */
export const Admin: Story = {
  args: readerArgs('sam'),
  parameters: { session: readerSession('sam') },
  play: async ({ canvas }) => {
    const board = await boardShown(canvas);
    await expect(within(board).getAllByRole('button', { name: 'Edit' })).toHaveLength(3);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { communities: [jsonHandler('get', '/communities/{id}/resources', [])] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No resources yet.' }, LONG),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        communities: [
          errorHandler('get', '/communities/{id}/resources', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not load the resources.');
  },
};

/** A url with another scheme is refused before sending; both required fields say so. */
export const InvalidUrl: Story = {
  play: async ({ canvas }) => {
    await boardShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add a resource' });
    await fill(within(form), 'URL', 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Resource' }));
    await expect(within(form).getByText('Enter a title.')).toBeVisible();
    await expect(
      within(form).getByText(
        'The URL must be a web address (http:// or https://, or no scheme at all).',
      ),
    ).toBeVisible();
  },
};

/** Added without a scheme: it opens with https:// prefixed. */
export const AddedWithoutScheme: Story = {
  play: async ({ canvas }) => {
    await boardShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add a resource' });
    await fill(within(form), 'Title', 'Compost guide');
    await fill(within(form), 'URL', 'compost.example/guide');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Resource' }));
    const link = await canvas.findByRole('link', { name: /Compost guide/ }, LONG);
    await expect(link).toHaveAttribute('href', 'https://compost.example/guide');
  },
};

/** The server refused the resource: its reason under the form, what was typed kept. */
export const AddRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          errorHandler(
            'post',
            '/communities/{id}/resources',
            403,
            'Only approved members of this community can do this.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await boardShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add a resource' });
    await fill(within(form), 'Title', 'Compost guide');
    await fill(within(form), 'URL', 'compost.example/guide');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Resource' }));
    const alert = await within(form).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Only approved members of this community can do this.');
    await expect(within(form).getByRole('textbox', { name: /Title/ })).toHaveValue('Compost guide');
  },
};

/** Edit in a dialog, starting from what is saved. */
export const EditDialog: Story = {
  play: async ({ canvas }) => {
    const board = await boardShown(canvas);
    await userEvent.click(within(board).getByRole('button', { name: 'Edit' }));
    const dialog = await openedDialog('dialog', 'Edit Resource');
    await expect(within(dialog).getByRole('textbox', { name: /URL/ })).toHaveValue(
      'seedsavers.org/learn',
    );
  },
};

/** Deleting asks first: "Confirm Deletion". */
export const DeleteDialog: Story = {
  play: async ({ canvas }) => {
    const board = await boardShown(canvas);
    await userEvent.click(within(board).getByRole('button', { name: 'Delete' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this resource?');
  },
};

export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await boardShown(canvas);
  },
});
