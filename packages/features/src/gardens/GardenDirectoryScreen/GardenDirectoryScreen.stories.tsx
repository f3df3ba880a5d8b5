import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
} from '../../testing';
import { GardenDirectoryScreen } from './GardenDirectoryScreen';

const sam: TestSession = { userId: users.sam.id };
/** The garden programme admin. */
const willow: TestSession = { userId: users.willow.id };
const LONG = { timeout: 5000 };

async function gardenNames(canvas: StoryCanvas) {
  const list = await canvas.findByRole('list', { name: 'Gardens' }, LONG);
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

/**
 * The Garden Directory at `/gardendirectory`: four gardens, newest first (Jo's
 * rejected long-term volunteer offer, Maya's approved orchard, Lena's pending blitz volunteer
 * offer, Sam's approved blitz garden).
 */
const meta = {
  title: 'Garden Directory',
  component: GardenDirectoryScreen,
  ...screenStory({ route: 'gardenDirectory' }),
} satisfies Meta<typeof GardenDirectoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: every garden with its facts and status, no e-mails, View Details. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await gardenNames(canvas)).toEqual(['Jo', 'Maya', 'Lena', 'Sam']);
    const sam = canvas.getByRole('article', { name: 'Sam' });
    await expect(within(sam).getByText('Riverton, Mill Street')).toBeVisible();
    await expect(within(sam).getByText('Approved')).toBeVisible();
    await expect(
      within(sam).getByText('Empty lot behind the bakery, full sun, tap on site.'),
    ).toBeVisible();
    await expect(within(sam).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/gardendetails/14',
    );
    await expect(canvas.queryByText(/@/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
};

/** The type filter (host or volunteer from the description, blitz or long-term from the type). */
export const FilteredByType: Story = {
  play: async ({ canvas }) => {
    await gardenNames(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'Blitz Host');
    await expect(await gardenNames(canvas)).toEqual(['Sam']);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Type' }),
      'Long-Term Volunteer',
    );
    await expect(await gardenNames(canvas)).toEqual(['Jo']);
  },
};

/** The location filter, and nothing matching both filters. */
export const NoMatches: Story = {
  play: async ({ canvas }) => {
    await gardenNames(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Location' }), 'orchard');
    await expect(await gardenNames(canvas)).toEqual(['Maya']);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Type' }),
      'Blitz Volunteer',
    );
    await expect(canvas.getByText('No gardens match these filters.')).toBeVisible();
  },
};

/** A host sees the e-mail of their own garden only. */
export const Host: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await gardenNames(canvas);
    await expect(
      within(canvas.getByRole('article', { name: 'Sam' })).getByText(users.sam.email),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Maya' })).queryByText(users.maya.email),
    ).toBeNull();
  },
};

/** The programme admin sees every e-mail, and approves a pending garden. */
export const ProgrammeAdmin: Story = {
  parameters: { session: willow },
  play: async ({ canvas }) => {
    await gardenNames(canvas);
    const lena = canvas.getByRole('article', { name: 'Lena' });
    await expect(within(lena).getByText(users.lena.email)).toBeVisible();
    await waitFor(
      () => expect(within(lena).getByRole('button', { name: 'Approve' })).toBeVisible(),
      LONG,
    );
    await expect(
      within(canvas.getByRole('article', { name: 'Sam' })).queryByRole('button', {
        name: 'Approve',
      }),
    ).toBeNull();
    await userEvent.click(within(lena).getByRole('button', { name: 'Approve' }));
    // A decision cannot be changed afterwards: asked first.
    const dialog = await openedDialog('alertdialog', 'Approve Garden');
    await expect(dialog).toHaveAccessibleDescription(
      'Approve the garden of “Lena”? The decision cannot be changed afterwards.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(lena).getByText('Approved')).toBeVisible(), LONG);
    await expect(within(lena).queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** The admin's decision was refused: said so on the card. */
export const DecisionFails: Story = {
  parameters: {
    session: willow,
    msw: {
      handlers: {
        gardens: [
          errorHandler('patch', '/gardens/{id}/status', 409, 'This garden was already approved.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await gardenNames(canvas);
    const lena = canvas.getByRole('article', { name: 'Lena' });
    await waitFor(
      () => expect(within(lena).getByRole('button', { name: 'Reject' })).toBeVisible(),
      LONG,
    );
    await userEvent.click(within(lena).getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('alertdialog', 'Reject Garden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(
      await within(lena).findByText('This garden was already approved.', {}, LONG),
    ).toBeVisible();
    await expect(within(lena).getByText('The decision was not saved.')).toBeVisible();
  },
};

/** No gardens at all. */
export const Empty: Story = {
  beforeEach: () => {
    db.gardens.splice(0);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No gardens yet.', {}, LONG)).toBeVisible();
  },
};

/** While the gardens load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { gardens: [loadingHandler('get', '/gardens')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading gardens...')).toBeVisible();
  },
};

/** The gardens failed to load: said so, with Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: { gardens: [errorHandler('get', '/gardens', 500, 'Database unavailable')] } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load the gardens.');
  },
};

/** 320 px. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await gardenNames(canvas);
  },
});

/**
 * More gardens than one page (50 newer blitz gardens seeded): Show more loads the older page and
 * the first newly shown garden takes the focus; the button goes once the last page came back
 * short. A filter starts the list again from its newest (here one short page: no Show more).
 */
export const MoreToShow: Story = {
  beforeEach: () => {
    for (let n = 1; n <= 50; n += 1) {
      db.gardens.push({
        id: 100 + n,
        type: 'Blitz',
        host_name: `Plot ${n}`,
        host_id: null,
        location: 'Riverton, Station Road',
        description: 'Garden Host Application',
        notes: 'Raised beds.',
        status: 'Approved',
        created_at: `2026-02-${String(Math.ceil(n / 2)).padStart(2, '0')}T${n % 2 ? '09' : '18'}:00:00Z`,
        email: `plot${n}@example.org`,
      });
    }
  },
  play: async ({ canvas }) => {
    await expect(await gardenNames(canvas)).toHaveLength(50);
    await expect(canvas.queryByRole('article', { name: 'Jo' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(await canvas.findByRole('article', { name: 'Jo' }, LONG)).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Jo' }).closest('li')).toHaveFocus();
    await expect(await gardenNames(canvas)).toHaveLength(54);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Type' }),
      'Long-Term Volunteer',
    );
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1), LONG);
    await expect(canvas.getByRole('article', { name: 'Jo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};
