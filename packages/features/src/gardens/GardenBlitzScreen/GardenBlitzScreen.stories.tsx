import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, users } from '@wegrow/api/mocks';
import { expect, screen, userEvent, within } from 'storybook/test';
import { screenStory, type TestSession, narrow, openedDialog, pasteInto } from '../../testing';
import { GardenBlitzScreen } from './GardenBlitzScreen';

const maya: TestSession = { userId: users.maya.id };
const LONG = { timeout: 5000 };

/** Opens a sign-up card's form and returns its dialog. */
async function openForm(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Sign up as ${title}` }));
  return openedDialog('dialog', title);
}

/** Fills the open form's three fields. */
async function fillForm(dialog: HTMLElement, name: string, email: string, message: string) {
  await pasteInto(within(dialog).getByRole('textbox', { name: /^Name/ }), name);
  await pasteInto(within(dialog).getByRole('textbox', { name: /^E-mail/ }), email);
  await pasteInto(within(dialog).getByRole('textbox', { name: /^Message/ }), message);
}

/** Garden Blitz at `/gardenblitz` (the programme's town is Riverton). */
const meta = {
  title: 'Garden Blitz',
  component: GardenBlitzScreen,
  ...screenStory({ route: 'gardenBlitz' }),
} satisfies Meta<typeof GardenBlitzScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four sign-up cards, How It Works, the tokens note and the link to the directory. */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Blitz Garden Host',
      'Blitz Volunteer',
      'Long-Term Host',
      'Long-Term Volunteer',
      'How It Works',
    ]);
    await expect(
      canvas.getByText('Hosts and volunteers earn tokens for every garden they help grow.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the Garden Directory' })).toHaveAttribute(
      'href',
      '/gardendirectory',
    );
  },
};

/**
 * A visitor signs up as a Blitz Garden Host: the form says to sign in first; blank fields are
 * named; once sent, "Form submitted successfully!" and the advice to sign in next time.
 */
export const AnonymousHostSignup: Story = {
  play: async ({ canvas }) => {
    const dialog = await openForm('Blitz Garden Host');
    await expect(
      within(dialog).getByText(
        'Sign in first to manage your garden and its volunteer requests later; you may also sign up without an account.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getByText('Name is required.')).toBeVisible();
    await expect(within(dialog).getByText('E-mail is required.')).toBeVisible();
    await expect(within(dialog).getByText('Message is required.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await fillForm(dialog, 'Rosa', 'rosa@example.org', 'A sunny yard by the river.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Form submitted successfully!', {}, LONG)).toBeVisible();
    await expect(
      canvas.getByText(
        'You signed up without signing in. Sign in before you sign up next time, so that you can manage your volunteer requests later.',
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Signed in, a volunteer form: no sign-in advice, just the success. */
export const SignedInVolunteerSignup: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const dialog = await openForm('Long-Term Volunteer');
    await expect(within(dialog).queryByText(/Sign in first/)).not.toBeInTheDocument();
    await fillForm(dialog, 'Maya', 'maya@example.org', 'Weekends, with my own tools.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Form submitted successfully!', {}, LONG)).toBeVisible();
    await expect(canvas.queryByText(/You signed up without signing in/)).not.toBeInTheDocument();
  },
};

/** The server refused the sign-up: "Error submitting form: {message}", the form kept. */
export const SubmitError: Story = {
  parameters: {
    msw: {
      handlers: {
        gardens: [
          errorHandler('post', '/gardens', 429, 'Too many sign-ups from here. Try again later.'),
        ],
      },
    },
  },
  play: async () => {
    const dialog = await openForm('Blitz Volunteer');
    await fillForm(dialog, 'Rosa', 'rosa@example.org', 'I can dig.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(
      await within(dialog).findByText(
        'Error submitting form: Too many sign-ups from here. Try again later.',
        {},
        LONG,
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Rosa');
  },
};

/** 320 px. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Garden Blitz' })).toBeVisible();
  },
});
