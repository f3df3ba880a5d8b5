import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, jsonHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  fill,
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
} from '../../testing';
import { CommunitiesScreen } from './CommunitiesScreen';

const maya: TestSession = { userId: users.maya.id };
const LONG = { timeout: 5000 };

/** The two lists, once loaded. */
async function listsShown(canvas: StoryCanvas) {
  const yours = await canvas.findByRole('list', { name: 'Your Communities' }, LONG);
  const others = canvas.getByRole('list', { name: 'Other Communities' });
  return { yours, others };
}

function cardTitles(list: HTMLElement) {
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent.replace('→', '').trim());
}

/** Opens "+ Create New Community" and returns the dialog. */
async function openCreate(canvas: StoryCanvas) {
  await userEvent.click(await canvas.findByRole('button', { name: '+ Create New Community' }));
  return openedDialog('dialog', 'Create New Community');
}

/**
 * `/communities` (and `/MyCommunityPortal`): Maya created Riverside Growers,
 * asked to join Seed Savers Guild, and is not in Night Sky Circle.
 */
const meta = {
  title: 'All communities',
  component: CommunitiesScreen,
  ...screenStory({ route: 'communities' }),
} satisfies Meta<typeof CommunitiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Your Communities and Other Communities as cards, each going to its page. */
export const Populated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const { yours, others } = await listsShown(canvas);
    await expect(cardTitles(yours)).toEqual(['Riverside Growers']);
    await expect(cardTitles(others)).toEqual(['Night Sky Circle', 'Seed Savers Guild']);
    await expect(within(others).getByText(/Join request sent/)).toBeVisible();
    await expect(within(yours).getByRole('link', { name: /Riverside Growers/ })).toHaveAttribute(
      'href',
      '/communities/1',
    );
  },
};

/**
 * A description written in Markdown shows on its card as a short text: emphasis kept,
 * the heading and list as plain words, the link as its text (the card is the link), at most three
 * lines however long it is.
 */
export const MarkdownDescription: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    const riverside = db.communities.find((community) => community.id === 1);
    if (riverside) {
      riverside.description = `# Welcome\n\nWe grow **food** together by the river, see https://example.org and [our map](https://example.org/map).\n\n- Seed swaps every spring\n- Tool library\n\n${'Long talk about compost and patience. '.repeat(20)}`;
    }
  },
  play: async ({ canvas }) => {
    const { yours } = await listsShown(canvas);
    const card = within(yours).getByRole('link', { name: /Riverside Growers/ });
    await expect(within(card).getByText('food').tagName).toBe('STRONG');
    await expect(card.querySelectorAll('a, h1, h2, h4, ul, li')).toHaveLength(0);
    await expect(card).toHaveTextContent(/Welcome We grow food together .* our map\. Seed swaps/);
    await expect(card.getBoundingClientRect().height).toBeLessThan(260);
  },
};

/** Not signed in: "Please login to view communities." */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please login to view communities.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(
      canvas.queryByRole('button', { name: '+ Create New Community' }),
    ).not.toBeInTheDocument();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { communities: [loadingHandler('get', '/communities/list')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading communities...')).toBeVisible();
  },
};

/** No community at all yet: both lists say so. */
export const Empty: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { communities: [jsonHandler('get', '/communities/list', [])] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You are not in a community yet.' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No other communities yet.' })).toBeVisible();
  },
};

/** The list failed: said so, with the server's reason and Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: {
        communities: [errorHandler('get', '/communities/list', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not load communities.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/**
 * More other communities than one page (50 more seeded, all before "Night Sky Circle" by name):
 * Show more loads the next page by name, the first newly shown card takes the focus, and the
 * button goes once the last page came back short; Your Communities has no button.
 */
export const MoreToShow: Story = {
  // A behaviour story: a picture of 52 like cards would only weigh on the baseline budget.
  parameters: { session: maya, visual: { disable: true } },
  beforeEach: () => {
    for (let n = 1; n <= 50; n += 1) {
      db.communities.push({
        id: 100 + n,
        name: `Allotment ${String(n).padStart(2, '0')}`,
        description: '',
        visibility: 'public',
        creator_id: users.sam.id,
        layout_config: [],
        hidden_sections: [],
      });
    }
  },
  play: async ({ canvas }) => {
    const { yours, others } = await listsShown(canvas);
    await expect(cardTitles(others)).toHaveLength(50);
    await expect(cardTitles(others)[49]).toBe('Allotment 50');
    await expect(within(yours).queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(
      () => expect(cardTitles(others).slice(50)).toEqual(['Night Sky Circle', 'Seed Savers Guild']),
      LONG,
    );
    await expect(within(others).getAllByRole('listitem')[50]).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** "+ Create New Community": name and description; the new community joins Your Communities. */
export const CreateCommunity: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listsShown(canvas);
    const dialog = await openCreate(canvas);
    const inDialog = within(dialog);
    await fill(inDialog, 'Name', 'Bee Keepers');
    await fill(inDialog, 'Description', 'Hives on the allotment roofs.');
    await userEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Bee Keepers was created.', {}, LONG)).toBeVisible();
    await waitFor(
      () =>
        expect(cardTitles(canvas.getByRole('list', { name: 'Your Communities' }))).toEqual([
          'Bee Keepers',
          'Riverside Growers',
        ]),
      LONG,
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The create dialog, filled in: Name, Description, Create and Cancel. */
export const CreateDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listsShown(canvas);
    const dialog = await openCreate(canvas);
    await expect(within(dialog).getByText('Leave the name empty to abandon.')).toBeVisible();
    await fill(within(dialog), 'Name', 'Bee Keepers');
    await fill(within(dialog), 'Description', 'Hives on the allotment roofs.');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/**
 * An empty name abandons the creation: the dialog closes and nothing is created; opened
 * again, it starts empty.
 */
export const CreateAbandoned: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listsShown(canvas);
    const dialog = await openCreate(canvas);
    await fill(within(dialog), 'Description', 'No name given.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(cardTitles(canvas.getByRole('list', { name: 'Your Communities' }))).toEqual([
      'Riverside Growers',
    ]);
    await expect(canvas.queryByText(/was created/)).not.toBeInTheDocument();
    const again = await openCreate(canvas);
    await expect(within(again).getByRole('textbox', { name: 'Description' })).toHaveValue('');
  },
};

/** The server refuses the creation: the dialog stays with what was typed and says why. */
export const CreateRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        communities: [
          errorHandler(
            'post',
            '/communities/create',
            422,
            'The name must be at most 100 characters.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await listsShown(canvas);
    const dialog = await openCreate(canvas);
    await fill(within(dialog), 'Name', 'Bee Keepers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(
      await within(dialog).findByText('The name must be at most 100 characters.', {}, LONG),
    ).toBeVisible();
    await expect(within(dialog).getByText('Could not create the community.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Bee Keepers');
  },
};

/** 320 px: one column of cards. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listsShown(canvas);
  },
});
