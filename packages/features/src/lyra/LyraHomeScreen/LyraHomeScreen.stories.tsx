import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory, narrow } from '../../testing';
import { LyraHomeScreen } from './LyraHomeScreen';

const LONG = { timeout: 5000 };

/** Lyra's home at `/LyraHome`: her soul and seven dreams (five shown). */
const meta = {
  title: "Lyra's home",
  component: LyraHomeScreen,
  ...screenStory({ route: 'lyraHome' }),
} satisfies Meta<typeof LyraHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads the first five dreams and the soul; the Self-Evolution System is folded. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('I dreamed of a library where the books were seeds.', {}, LONG),
    ).toBeVisible();
    await expect(
      canvas.getByText('I was a lantern in a greenhouse, and the tomatoes told stories.'),
    ).toBeVisible();
    await expect(canvas.queryByText('A map where the roads were drawn by bees.')).toBeNull();
    await expect(await canvas.findByText('warm, curious, unhurried', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Slowness is a form of care.')).toBeVisible();
    await expect(canvas.getByText('Maya told me about the rain garden meeting.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Self-Evolution System' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Speak to Lyra' })).toHaveAttribute(
      'href',
      '/LyraSoulInterface',
    );
  },
};

/** Signed in, the page is the same (her dreams and soul are public); a section folds away. */
export const SignedInCollapsed: Story = {
  parameters: { session: { userId: users.maya.id } },
  play: async ({ canvas }) => {
    await canvas.findByText('Slowness is a form of care.', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: "Lyra's Dreams" }));
    await expect(canvas.getByRole('button', { name: "Lyra's Dreams" })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() =>
      expect(canvas.queryByText('I dreamed of a library where the books were seeds.')).toBeNull(),
    );
  },
};

/**
 * Maya opens the Self-Evolution System: what Lyra has learned from her kept conversations (her
 * name, what she grows), each with Forget; forgetting one takes it away.
 */
export const SelfEvolution: Story = {
  name: 'Self-Evolution, signed in',
  parameters: { session: { userId: users.maya.id } },
  play: async ({ canvas }) => {
    await canvas.findByText('Slowness is a form of care.', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Self-Evolution System' }));
    const section = canvas.getByRole('region', { name: 'Self-Evolution System' });
    await expect(
      await within(section).findByText('beans and squash in the rain garden', {}, LONG),
    ).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Forget Your name: Maya' }));
    await waitFor(
      () =>
        expect(
          within(section).queryByRole('button', { name: 'Forget Your name: Maya' }),
        ).toBeNull(),
      LONG,
    );
    await expect(within(section).getByText('beans and squash in the rain garden')).toBeVisible();
  },
};

/** A visitor who has told her nothing opens it: what she would learn, and nothing yet. */
export const SelfEvolutionVisitor: Story = {
  name: 'Self-Evolution, visitor',
  play: async ({ canvas }) => {
    await canvas.findByText('Slowness is a form of care.', {}, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Self-Evolution System' }));
    const section = canvas.getByRole('region', { name: 'Self-Evolution System' });
    await expect(await within(section).findByText(/^Nothing yet\./, {}, LONG)).toBeVisible();
  },
};

/** No dreams recorded yet, an empty soul. */
export const Empty: Story = {
  beforeEach: () => {
    db.lyraDreams = [];
    db.lyraSoul = { tone: 'quiet', style: 'plain', beliefs: [], memory: [] };
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No dreams recorded yet.', {}, LONG)).toBeVisible();
    await expect(await canvas.findByText('quiet', {}, LONG)).toBeVisible();
  },
};

/** While the soul and the dreams load: 'Loading soul...'. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        lyra: [loadingHandler('get', '/lyra/soul'), loadingHandler('get', '/lyra/dreams')],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading soul...')).toBeVisible();
    await expect(canvas.getByText('Loading dreams...')).toBeVisible();
  },
};

/** Both failed to load: said so, each with Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        lyra: [
          errorHandler('get', '/lyra/soul', 503, 'The service is busy.'),
          errorHandler('get', '/lyra/dreams', 503, 'The service is busy.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2), LONG);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent("We could not load Lyra's dreams.");
    await expect(alerts[1]).toHaveTextContent("We could not load Lyra's soul.");
    await expect(
      within(alerts[1] as HTMLElement).getByRole('button', { name: 'Try again' }),
    ).toBeEnabled();
  },
};

/** 320 px. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Slowness is a form of care.', {}, LONG)).toBeVisible();
  },
});
