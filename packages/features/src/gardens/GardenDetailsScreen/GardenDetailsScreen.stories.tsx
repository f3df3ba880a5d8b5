import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
  pasteInto,
} from '../../testing';
import { GardenDetailsRoute } from '../routes';

const sam: TestSession = { userId: users.sam.id };
const maya: TestSession = { userId: users.maya.id };
const LONG = { timeout: 5000 };

async function requestsList(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Volunteer Requests' }, LONG);
}

function requestOf(list: HTMLElement, name: string): HTMLElement {
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name, { exact: true }));
  if (!item) throw new Error(`No request from ${name}`);
  return item;
}

/**
 * Garden Details at `/gardendetails/14`: Sam's approved blitz garden on Mill
 * Street, with a pending (Maya), an approved (Lena) and a rejected (Theo) volunteer request.
 */
const meta = {
  title: 'Garden details',
  component: GardenDetailsRoute,
  ...screenStory({ route: 'gardenDetails', start: '/gardendetails/14' }),
} satisfies Meta<typeof GardenDetailsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the garden, the request form, the requests' names and statuses (no e-mails). */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    const list = await requestsList(canvas);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sam' })).toBeVisible();
    await expect(canvas.getByText('Riverton, Mill Street')).toBeVisible();
    await expect(within(requestOf(list, 'Maya')).getByText('Pending')).toBeVisible();
    await expect(within(requestOf(list, 'Lena')).getByText('Approved')).toBeVisible();
    await expect(within(requestOf(list, 'Theo')).getByText('Rejected')).toBeVisible();
    await expect(canvas.queryByText(/@/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Withdraw Garden' })).not.toBeInTheDocument();
  },
};

/** Offering to help: the name is required; then "Request sent!" and the request is listed. */
export const RequestSent: Story = {
  play: async ({ canvas }) => {
    const list = await requestsList(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
    await expect(canvas.getByText('Name is required.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), 'Rosa');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
    await expect(await canvas.findByText('Request sent!', {}, LONG)).toBeVisible();
    await waitFor(
      () => expect(within(requestOf(list, 'Rosa')).getByText('Pending')).toBeVisible(),
      LONG,
    );
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveValue('');
  },
};

/** The request was refused: "Error submitting request.", with the server's reason. */
export const RequestError: Story = {
  parameters: {
    msw: {
      handlers: {
        volunteers: [
          errorHandler('post', '/volunteers/request', 429, 'Too many requests from here.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await requestsList(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Your name/ }), 'Rosa');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
    await expect(await canvas.findByText('Error submitting request.', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Too many requests from here.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Rosa');
  },
};

/** Signed in as someone else than the host: no e-mails, no decisions (it looks like Visitor). */
export const SignedInNotHost: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    await requestsList(canvas);
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  },
};

/** The host: e-mails, and Approve / Reject on the pending request. */
export const Host: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    const list = await requestsList(canvas);
    const pending = requestOf(list, 'Maya');
    await waitFor(() => expect(within(pending).getByText(users.maya.email)).toBeVisible(), LONG);
    await expect(
      within(requestOf(list, 'Lena')).queryByRole('button', { name: /^Approve/ }),
    ).toBeNull();
    await userEvent.click(within(pending).getByRole('button', { name: 'Approve Maya' }));
    // A decision cannot be changed afterwards: asked first.
    const dialog = await openedDialog('alertdialog', 'Approve Volunteer');
    await expect(dialog).toHaveAccessibleDescription(
      'Approve the request of “Maya” to volunteer? The decision cannot be changed afterwards.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(
      () => expect(within(requestOf(list, 'Maya')).getByText('Approved')).toBeVisible(),
      LONG,
    );
    await expect(canvas.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  },
};

/** The decision was refused: "Approval failed. Please ensure you're logged in." */
export const ApprovalFails: Story = {
  parameters: {
    session: sam,
    msw: {
      handlers: {
        volunteers: [
          errorHandler(
            'patch',
            '/volunteers/approve/{requestId}',
            401,
            'This session has ended. Please log in again.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await requestsList(canvas);
    const pending = requestOf(list, 'Maya');
    await waitFor(
      () => expect(within(pending).getByRole('button', { name: 'Reject Maya' })).toBeVisible(),
      LONG,
    );
    await userEvent.click(within(pending).getByRole('button', { name: 'Reject Maya' }));
    const dialog = await openedDialog('alertdialog', 'Reject Volunteer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(
      await within(pending).findByText(
        "Approval failed. Please ensure you're logged in.",
        {},
        LONG,
      ),
    ).toBeVisible();
  },
};

/** The host edits the garden: the type and message change in place. */
export const HostEdits: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await requestsList(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Garden' }, LONG));
    const dialog = await openedDialog('dialog', 'Edit Garden');
    await expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).toHaveValue(
      users.sam.email,
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Type' }),
      'Long-term',
    );
    const message = within(dialog).getByRole('textbox', { name: /^Message/ });
    await userEvent.clear(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Garden' }));
    await expect(within(dialog).getByText('Message is required.')).toBeVisible();
    await pasteInto(message, 'The lot now has raised beds and a shed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Garden' }));
    await expect(
      await canvas.findByText('The lot now has raised beds and a shed.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('Long-term')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The edit was refused: said so in the dialog, the typing kept. */
export const EditFails: Story = {
  parameters: {
    session: sam,
    msw: {
      handlers: {
        gardens: [
          errorHandler('put', '/gardens/{id}', 403, 'Only the garden host can edit this garden.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await requestsList(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Garden' }, LONG));
    const dialog = await openedDialog('dialog', 'Edit Garden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Garden' }));
    await expect(
      await within(dialog).findByText('Only the garden host can edit this garden.', {}, LONG),
    ).toBeVisible();
    await expect(within(dialog).getByText('Could not save the garden.')).toBeVisible();
  },
};

/** The host withdraws the garden and goes back to the directory. */
export const Withdraw: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await requestsList(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw Garden' }, LONG));
    const dialog = await openedDialog('alertdialog', 'Withdraw Garden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Arrived at /gardendirectory' }, LONG),
    ).toBeVisible();
  },
};

/** A garden that does not exist: the not-found state. */
export const NotFound: Story = {
  parameters: { screen: { start: '/gardens/999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Garden not found.' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the Garden Directory' })).toHaveAttribute(
      'href',
      '/gardendirectory',
    );
  },
};

/** While the garden loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { gardens: [loadingHandler('get', '/gardens/{id}')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the garden...')).toBeVisible();
  },
};

/** The requests failed to load: said so, with Try again; the garden and the form stay. */
export const RequestsError: Story = {
  parameters: {
    msw: {
      handlers: {
        volunteers: [
          errorHandler('get', '/volunteers/requests/{gardenId}', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load the volunteer requests.');
    await expect(canvas.getByRole('button', { name: 'Send Request' })).toBeVisible();
  },
};

/** 320 px, the host's view. */
export const Narrow: Story = narrow({
  parameters: { session: sam },
  play: async ({ canvas }) => {
    const list = await requestsList(canvas);
    await waitFor(
      () => expect(within(requestOf(list, 'Maya')).getByText(users.maya.email)).toBeVisible(),
      LONG,
    );
  },
});
