import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MentionTextArea, MentionTextField } from './MentionField';
import type { MentionOption } from './useMentionMenu';

/** The menu's polite live region (no status role: the page may have its own status). */
function announcement(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-mention-announcement]');
}

const members: MentionOption[] = [
  { username: 'ana', label: 'Ana Lima' },
  { username: 'amir', label: 'Amir Haddad' },
  { username: 'bea', label: 'Beatriz Souza' },
  { username: 'jonas', label: 'Jonas Weber' },
  { username: 'mei', label: 'Mei Chen' },
];

const meta = {
  title: 'Forms/MentionField',
  component: MentionTextArea,
  subcomponents: { MentionTextField },
  tags: ['autodocs'],
  args: {
    label: 'Comment',
    rows: 2,
    mentionOptions: members,
    onMentionQueryChange: fn(),
  },
  // Room under the field for the menu, which is positioned over what follows.
  render: (args) => (
    <div style={{ maxWidth: 420, minHeight: 256 }}>
      <MentionTextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof MentionTextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing `@` and the start of a username lists the matching members; the arrow keys move the
 * highlight (the focus stays in the text area). Enter, Tab or a click inserts `@username `.
 */
export const TextArea: Story = {
  parameters: { visual: { keepFocus: true } },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'Thanks for the seedlings, @a');
    const list = await canvas.findByRole('listbox', { name: 'Members' });
    await waitFor(() => expect(list).toBeVisible());
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await expect(args.onMentionQueryChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowDown}');
    const amir = within(list).getByRole('option', { name: '@amir Amir Haddad' });
    await expect(amir).toHaveAttribute('aria-selected', 'true');
    await expect(area).toHaveAttribute('aria-activedescendant', amir.id);
    await expect(area).toHaveFocus();
  },
};

/** The single-line field is a combobox; Enter inserts the member instead of submitting. */
export const TextField: Story = {
  render: (args) => (
    <form style={{ maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
      <MentionTextField
        label="Ask for help"
        mentionOptions={args.mentionOptions}
        onMentionQueryChange={args.onMentionQueryChange}
      />
    </form>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Ask for help' });
    await userEvent.type(input, 'Who can water on Sunday? @jo');
    const jonas = await canvas.findByRole('option', { name: '@jonas Jonas Weber' });
    // Visible once the card has faded in (Storybook runs with animations).
    await waitFor(() => expect(jonas).toBeVisible());
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Who can water on Sunday? @jonas ');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMentionQueryChange).toHaveBeenLastCalledWith(null);
  },
};

/** While a container fetches the members for the query, the menu shows a loading row. */
export const Loading: Story = {
  parameters: { visual: { keepFocus: true, busy: true } },
  args: { mentionOptions: [], mentionLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), '@me');
    const list = await canvas.findByRole('listbox', { name: 'Members' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(announcement(canvasElement)).toHaveTextContent('Loading…'));
  },
};
