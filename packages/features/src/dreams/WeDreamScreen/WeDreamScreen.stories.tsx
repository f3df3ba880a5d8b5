import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory, type StoryCanvas, type TestSession, narrow, pasteInto } from '../../testing';
import { WeDreamScreen } from './WeDreamScreen';

const maya: TestSession = { userId: users.maya.id };
/** No dream saved yet. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };
const MAYA_VISION = 'A riverside where every empty lot is a garden and nobody eats alone.';

const vision = (canvas: StoryCanvas) => canvas.getByRole('textbox', { name: 'Your vision' });
const mantra = (canvas: StoryCanvas) => canvas.getByRole('textbox', { name: /^Mantra/ });

/**
 * We Dream at `/wedream`: Maya has a saved dream, Ivy none. Signed in, the
 * dream saves itself a second after the last change when both texts are filled.
 */
const meta = {
  title: 'We Dream',
  component: WeDreamScreen,
  ...screenStory({ route: 'weDream' }),
} satisfies Meta<typeof WeDreamScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor may write and manifest, but saving asks to sign in ("Please sign in to save your dream."). */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    // Before anything is saved, the page says what everyone will see of the dream.
    await expect(vision(canvas)).toHaveAccessibleDescription(
      'Your dream is private; only a summary of all dreams, written without quoting anyone, is shown to everyone.',
    );
    await pasteInto(vision(canvas), 'Gardens on every street.');
    await pasteInto(mantra(canvas), 'I plant together.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Dream' }));
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Please sign in to save your dream.');
    await expect(within(status).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.getByRole('link', { name: 'See the Dream Machine' })).toHaveAttribute(
      'href',
      '/dreammachine',
    );
    await expect(canvas.getByRole('link', { name: 'Smart Journal' })).toHaveAttribute(
      'href',
      '/smartjournal',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

/** Signed in: the saved dream fills the editor. */
export const SignedIn: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await waitFor(() => expect(vision(canvas)).toHaveValue(MAYA_VISION), LONG);
    await expect(mantra(canvas)).toHaveValue('I plant what I wish to harvest together.');
    await expect(
      canvas.getByText('Signed in, your dream saves itself a second after you stop typing.'),
    ).toBeVisible();
  },
};

/**
 * No dream yet: the vision is written, Manifest Mantra fills the mantra, and a second later the
 * dream saves itself (the server's message).
 */
export const ManifestAndAutosave: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    await waitFor(() => expect(vision(canvas)).toBeEnabled(), LONG);
    await expect(vision(canvas)).toHaveValue('');
    await pasteInto(vision(canvas), 'Rain caught on every roof.');
    await userEvent.click(canvas.getByRole('button', { name: 'Manifest Mantra' }));
    await waitFor(
      () => expect(mantra(canvas)).toHaveValue('I hold this dream: rain caught on every roof.'),
      LONG,
    );
    await expect(
      await canvas.findByText("Dream saved. It joins tonight's collective dream.", {}, LONG),
    ).toBeVisible();
  },
};

/** Clear My Dream empties the editor (the server's message). */
export const Cleared: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await waitFor(() => expect(vision(canvas)).toHaveValue(MAYA_VISION), LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear My Dream' }));
    await expect(await canvas.findByText('Your dream was cleared.', {}, LONG)).toBeVisible();
    await expect(vision(canvas)).toHaveValue('');
    await expect(mantra(canvas)).toHaveValue('');
  },
};

/** The mantra could not be generated: "Something went wrong. Try again." */
export const ManifestFails: Story = {
  parameters: {
    msw: {
      handlers: {
        'we-dream': [errorHandler('post', '/we-dream/manifest', 502, 'The AI provider failed.')],
      },
    },
  },
  play: async ({ canvas }) => {
    await pasteInto(vision(canvas), 'Gardens on every street.');
    await userEvent.click(canvas.getByRole('button', { name: 'Manifest Mantra' }));
    await expect(
      await canvas.findByText('Something went wrong. Try again.', {}, LONG),
    ).toBeVisible();
    await expect(vision(canvas)).toHaveValue('Gardens on every street.');
  },
};

/** The save failed: "Failed to save dream.", with the server's reason; the texts stay. */
export const SaveFails: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'we-dream': [errorHandler('post', '/we-dream/save', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(vision(canvas)).toHaveValue(MAYA_VISION), LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Dream' }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Failed to save dream.'), LONG);
    await expect(status).toHaveTextContent('Database unavailable');
    await expect(vision(canvas)).toHaveValue(MAYA_VISION);
  },
};

/** Clearing failed: "Failed to clear."; the dream stays. */
export const ClearFails: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'we-dream': [errorHandler('post', '/we-dream/clear', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(vision(canvas)).toHaveValue(MAYA_VISION), LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear My Dream' }));
    await expect(await canvas.findByText('Failed to clear.', {}, LONG)).toBeVisible();
    await expect(vision(canvas)).toHaveValue(MAYA_VISION);
  },
};

/** While the saved dream loads. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { 'we-dream': [loadingHandler('get', '/we-dream/active')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your dream...')).toBeVisible();
  },
};

/** The saved dream failed to load: said so, with Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'we-dream': [errorHandler('get', '/we-dream/active', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your dream.');
  },
};

/** 320 px, signed in. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await waitFor(() => expect(vision(canvas)).toHaveValue(MAYA_VISION), LONG);
  },
});
