import type { Meta, StoryObj } from '@storybook/react-vite';
import { CHAT_PAGE_SIZE, type ChatMessage } from '@wegrow/api';
import {
  db,
  errorHandler,
  fixtures,
  http,
  jsonHandler,
  loadingHandler,
  users,
} from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  fill,
  narrow,
  openedDialog,
  pasteInto,
  screenStory,
  type StoryCanvas,
} from '../../../testing';
import { LONG, readerArgs, readerSession, sectionFrame } from '../storybook';
import { ChatSection } from './ChatSection';

async function chatShown(canvas: StoryCanvas) {
  const log = await canvas.findByRole('log', { name: 'Chat messages' }, LONG);
  await within(log).findAllByRole('listitem', {}, LONG);
  return log;
}

/** A chat stream that sends `body` (then ends; the section reconnects after 3 s). */
function streamOf(body: string) {
  return http.get('/communities/{id}/chat/stream', ({ response }) =>
    response.untyped(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })),
  );
}

const speakers = [users.maya, users.sam, users.lena] as const;

/** 40 messages over an evening, to show the 20rem scroll area kept at its bottom. */
const longChat: ChatMessage[] = Array.from({ length: 40 }, (_, index) => {
  const author = speakers[index % speakers.length] ?? users.maya;
  return {
    id: 300 + index,
    user_id: author.id,
    username: author.username,
    content:
      index % 7 === 3
        ? 'A longer note about the plan: we meet at the gate, split into two groups, one digs the swale and the other moves the wood chips, then we swap after lunch.'
        : `Message number ${index + 1}`,
    timestamp: new Date(Date.UTC(2026, 0, 3, 18, index)).toISOString(),
    edited_at: null,
  };
});

/**
 * Community Chat of Riverside Growers (three messages: maya's, sam's, lena's)
 * and their static stream (it says `ready` and ends; the section reconnects). Times in en-GB, UTC.
 */
const meta = {
  title: 'Chat',
  component: ChatSection,
  ...screenStory({ decorators: [sectionFrame('Community Chat')] }),
  args: { ...readerArgs('lena'), locale: 'en-GB', timeZone: 'UTC' },
  parameters: { session: readerSession('lena') },
} satisfies Meta<typeof ChatSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: the messages with author and time; a delete button on her own message only. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    const own = within(log).getByRole('button', { name: 'Delete message' });
    await expect(own.closest('li')).toHaveTextContent('Soup for everyone after');
  },
};

/**
 * An admin deletes their own messages and removes anyone else's: Remove asks first and
 * says the author is told in their inbox.
 */
export const Admin: Story = {
  args: readerArgs('sam'),
  parameters: { session: readerSession('sam') },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    const own = within(log).getAllByRole('button', { name: 'Delete message' });
    await expect(own).toHaveLength(1);
    await expect(own[0]?.closest('li')).toHaveTextContent('I will bring the maps');
    await expect(within(log).getByRole('button', { name: 'Remove message by maya' })).toBeVisible();
    await userEvent.click(within(log).getByRole('button', { name: 'Remove message by lena' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove this message? It disappears for everyone in the community, its author is told in their inbox, and it cannot be undone.',
    );
    await expect(within(dialog).getByText('“Soup for everyone after 🍲”')).toBeVisible();
  },
};

/**
 * Delete asks first (a deleted message cannot be restored): the message quoted, Cancel focused;
 * Yes, Delete takes it out of the log.
 */
export const DeleteConfirmation: Story = {
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await userEvent.click(within(log).getByRole('button', { name: 'Delete message' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this message? It disappears for everyone in the community and cannot be undone.',
    );
    await expect(within(dialog).getByText('“Soup for everyone after 🍲”')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Yes, Delete takes her own message out of the log (it stays gone). */
export const DeleteConfirmed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await userEvent.click(within(log).getByRole('button', { name: 'Delete message' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() =>
      expect(within(log).queryByText('Soup for everyone after 🍲')).not.toBeInTheDocument(),
    );
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    await expect(db.chat.some((message) => message.id === 203)).toBe(false);
  },
};

/**
 * Messages are safe Markdown, as in the forum: bold, italics, code and links (http(s)
 * and mailto only, opened in a new tab; any other link stays text), mentions linked; each message
 * stays one short paragraph. A message its author edited says "(edited)", with the edit's time.
 */
export const MarkdownMessages: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          jsonHandler('get', '/communities/{id}/chat', [
            {
              id: 220,
              user_id: users.maya.id,
              username: users.maya.username,
              content:
                '**Dig day** moves to *Sunday*: the map is on [the garden site](https://example.org/map). Bring `gloves`.',
              timestamp: '2026-01-03T18:00:00.000Z',
              edited_at: null,
            },
            {
              id: 221,
              user_id: users.sam.id,
              username: users.sam.username,
              content: 'Thanks @maya! Not a link: [prize](javascript:alert(1))',
              timestamp: '2026-01-03T18:05:00.000Z',
              edited_at: '2026-01-03T18:09:00.000Z',
            },
            {
              id: 222,
              user_id: users.lena.id,
              username: users.lena.username,
              content: 'Soup list to [me](mailto:lena@example.org), please.',
              timestamp: '2026-01-03T18:12:00.000Z',
              edited_at: null,
            },
          ]),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    const [first, second, third] = within(log).getAllByRole('listitem');
    if (!first || !second || !third) throw new Error('three messages expected');
    await expect(first.querySelector('strong')).toHaveTextContent('Dig day');
    await expect(first.querySelector('em')).toHaveTextContent('Sunday');
    await expect(first.querySelector('code')).toHaveTextContent('gloves');
    const site = within(first).getByRole('link', { name: /^the garden site/ });
    await expect(site).toHaveAttribute('href', 'https://example.org/map');
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', 'nofollow ugc noopener');
    // One paragraph, not a block of markup; the refused link stays its text.
    const paragraph = first.querySelector('strong')?.closest('p');
    await expect(paragraph).toHaveTextContent(/^Dig day moves to Sunday: .* Bring gloves\.$/);
    await expect(paragraph?.parentElement?.children).toHaveLength(1);
    await expect(within(second).queryByRole('link', { name: /prize/ })).toBeNull();
    await expect(second).toHaveTextContent('[prize](javascript:alert(1))');
    await expect(within(second).getByRole('link', { name: '@maya' })).toHaveAttribute(
      'href',
      '/people/maya',
    );
    await expect(within(third).getByRole('link', { name: /^me/ })).toHaveAttribute(
      'href',
      'mailto:lena@example.org',
    );
    // Edited: the mark, and the edit's time in its tooltip and for screen readers.
    await expect(within(second).getByText('(edited)')).toBeVisible();
    await expect(second.querySelector('time[title]')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Edited 3 Jan,? 18:09$/),
    );
    await expect(second).toHaveTextContent(/\(Edited 3 Jan,? 18:09\)/);
    await expect(within(first).queryByText('(edited)')).toBeNull();
  },
};

/**
 * Edit, her own message only: the text opens in place with the focus in it; Escape
 * cancels (the focus back on Edit); Enter (or Save) saves, and the message shows the new text,
 * marked "(edited)".
 */
export const EditMessage: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    const edits = within(log).getAllByRole('button', { name: 'Edit your message' });
    await expect(edits).toHaveLength(1);
    await expect(edits[0]?.closest('li')).toHaveTextContent('Soup for everyone after');
    await userEvent.click(within(log).getByRole('button', { name: 'Edit your message' }));
    const field = within(log).getByRole('combobox', { name: 'Your message' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Soup for everyone after 🍲');
    await userEvent.keyboard('{Escape}');
    await expect(within(log).queryByRole('combobox', { name: 'Your message' })).toBeNull();
    await expect(within(log).getByText('Soup for everyone after 🍲')).toBeVisible();
    await waitFor(() =>
      expect(within(log).getByRole('button', { name: 'Edit your message' })).toHaveFocus(),
    );

    // Again, with the keyboard only.
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(log).getByRole('combobox', { name: 'Your message' })).toHaveFocus(),
    );
    await fill(within(log), 'Your message', 'Soup for **everyone** after');
    await userEvent.keyboard('{Enter}');
    const own = await waitFor(() => {
      const strong = log.querySelector('li strong');
      expect(strong).toHaveTextContent('everyone');
      return strong?.closest('li');
    });
    await expect(own).toHaveTextContent('(edited)');
    await expect(own).toHaveTextContent(/\(Edited 14 Mar,? 10:00\)/);
    await waitFor(() =>
      expect(within(log).getByRole('button', { name: 'Edit your message' })).toHaveFocus(),
    );
    await expect(db.chat.find((message) => message.id === 203)?.content).toBe(
      'Soup for **everyone** after',
    );
  },
};

/** Save with nothing left in the field: it says why under the field, and nothing is saved. */
export const EditBlank: Story = {
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await userEvent.click(within(log).getByRole('button', { name: 'Edit your message' }));
    await fill(within(log), 'Your message', '   ');
    await userEvent.click(within(log).getByRole('button', { name: 'Save' }));
    const field = within(log).getByRole('combobox', { name: 'Your message' });
    await expect(field).toHaveAccessibleDescription(
      'A message cannot be empty. Write something, or delete the message instead.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    const stored = db.chat.find((message) => message.id === 203);
    await expect(stored?.content).toBe('Soup for everyone after 🍲');
    await expect(stored?.edited_at).toBeNull();
  },
};

/** The server refused the edit: why, under the field; the text is kept and the message unchanged. */
export const EditRefused: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: {
        communities: [
          errorHandler(
            'patch',
            '/communities/{id}/chat/{messageId}',
            422,
            'Message must be at most 2000 characters.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await userEvent.click(within(log).getByRole('button', { name: 'Edit your message' }));
    await fill(within(log), 'Your message', 'Soup for everyone, and bread');
    await userEvent.click(within(log).getByRole('button', { name: 'Save' }));
    const field = within(log).getByRole('combobox', { name: 'Your message' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Your edit was not saved. Message must be at most 2000 characters.',
      ),
    );
    await expect(field).toHaveValue('Soup for everyone, and bread');
    await expect(within(log).queryByText('(edited)')).toBeNull();
  },
};

/**
 * Someone else's edit and a deletion arrive on the live stream: the edited message
 * shows its new text, marked "(edited)", and the deleted one goes, without reloading.
 */
export const LiveEditAndDelete: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: {
        communities: [
          streamOf(
            `id: 8\nevent: edited\ndata: ${JSON.stringify({
              id: 202,
              user_id: users.sam.id,
              username: 'sam',
              content: 'I will bring the maps and **three** spades.',
              timestamp: '2026-01-03T18:05:00Z',
              edited_at: '2026-01-03T18:30:00.000Z',
            })}\n\nid: 9\nevent: deleted\ndata: {"id":201}\n\n`,
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    const three = await within(log).findByText('three', { selector: 'strong' }, LONG);
    await expect(three.closest('li')).toHaveTextContent('(edited)');
    await waitFor(() => expect(within(log).queryByText(/Rain garden dig/)).not.toBeInTheDocument());
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * Report: a Report button on each message by someone else (none on her own), reached
 * with the keyboard; it opens the Report dialog for that message.
 */
export const Report: Story = {
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    const reports = within(log).getAllByRole('button', { name: /^Report message by / });
    await expect(reports).toHaveLength(2);
    const own = within(log).getByRole('button', { name: 'Delete message' }).closest('li');
    await expect(own && within(own).queryByRole('button', { name: /^Report/ })).toBeNull();
    within(log).getByRole('button', { name: 'Report message by maya' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openedDialog('dialog', 'Report message');
    await expect(within(dialog).getByRole('radio', { name: 'Spam' })).not.toBeChecked();
  },
};

/**
 * Reported: the message lena reported says "Reported" in place of Report, after a
 * reload too (the list says so, for her only); reporting another message marks it at once.
 */
export const Reported: Story = {
  beforeEach: () => {
    db.reports.push(fixtures.mayaMessageReport());
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    const mayas = within(log)
      .getByText(/Rain garden dig/)
      .closest('li');
    await expect(mayas && within(mayas).getByText('Reported')).toBeVisible();
    await expect(mayas && within(mayas).queryByRole('button', { name: /^Report/ })).toBeNull();
    await userEvent.click(within(log).getByRole('button', { name: 'Report message by sam' }));
    const dialog = await openedDialog('dialog', 'Report message');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Off topic' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(log).getAllByText('Reported')).toHaveLength(2), LONG);
    await expect(within(log).queryByRole('button', { name: /^Report message by/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { communities: [jsonHandler('get', '/communities/{id}/chat', [])] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet. Say hello!', {}, LONG)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { communities: [loadingHandler('get', '/communities/{id}/chat')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading messages...')).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        communities: [errorHandler('get', '/communities/{id}/chat', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not load the chat.');
  },
};

/** Forty messages: the list scrolls at 20rem and shows its end. */
export const LongChat: Story = {
  parameters: {
    msw: { handlers: { communities: [jsonHandler('get', '/communities/{id}/chat', longChat)] } },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await expect(getComputedStyle(log).maxHeight).toBe('320px');
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await waitFor(() =>
      expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(2),
    );
  },
};

/** `count` messages after the seed's three, one a minute, the i-th saying "Busy day, note i". */
function busyChat(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: 1000 + index,
    user_id: users.sam.id,
    username: users.sam.username,
    content: `Busy day, note ${index + 1}`,
    timestamp: new Date(Date.UTC(2026, 0, 4, 8, index)).toISOString(),
    edited_at: null,
  }));
}

/**
 * More messages than a page (the seed's 3 and 230 more): the latest 200 show with "Load older
 * messages" above them; it loads the 33 before, keeps the reader's place, and gives way to "This
 * is the start of the chat.", which takes the focus.
 */
export const OlderMessages: Story = {
  // A behaviour story: its picture would be the LongChat one.
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    for (const { username: _name, ...message } of busyChat(230))
      db.chat.push({ ...message, community_id: 1 });
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(CHAT_PAGE_SIZE));
    await expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Busy day, note 31');
    const button = within(log).getByRole('button', { name: 'Load older messages' });
    log.scrollTop = 0;
    await userEvent.click(button);
    const start = await within(log).findByText('This is the start of the chat.', {}, LONG);
    await waitFor(() => expect(start).toHaveFocus());
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(CHAT_PAGE_SIZE + 33);
    await expect(items[3]).toHaveTextContent('Busy day, note 1');
    // The older messages went in above: the one read before is still in view, not pushed down.
    await expect(log.scrollTop).toBeGreaterThan(0);
    await expect(within(log).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  },
};

/** Loading older messages failed: said so above the messages, and the button stays to try again. */
export const OlderFailed: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: {
        communities: [
          http.get('/communities/{id}/chat', ({ query, response }) =>
            query.get('before') === null
              ? response(200).json(busyChat(CHAT_PAGE_SIZE))
              : response(503).json({ detail: 'Database unavailable' }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await userEvent.click(await within(log).findByRole('button', { name: 'Load older messages' }));
    await expect(await within(log).findByRole('alert', {}, LONG)).toHaveTextContent(
      'Older messages could not be loaded. Try again.',
    );
    await expect(within(log).getByRole('button', { name: 'Load older messages' })).toBeEnabled();
    await expect(within(log).getAllByRole('listitem')).toHaveLength(CHAT_PAGE_SIZE);
  },
};

/** A message arrives on the live stream: it shows at the bottom, without reloading. */
export const LiveMessage: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          jsonHandler('get', '/communities/{id}/chat', longChat),
          streamOf(
            `id: 7\nevent: message\ndata: ${JSON.stringify({
              id: 999,
              user_id: users.sam.id,
              username: 'sam',
              content: 'Live: the skip has arrived at the gate!',
              timestamp: '2026-01-03T19:00:00.000Z',
              edited_at: null,
            })}\n\n`,
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await expect(
      await within(log).findByText('Live: the skip has arrived at the gate!', {}, LONG),
    ).toBeVisible();
    await waitFor(() =>
      expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(2),
    );
  },
};

/**
 * Enter sends; the message shows and the box empties. A blank message is ignored. (The sent
 * message has a fixed time, so the screenshot does not change with the clock.)
 */
export const SendOnEnter: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          http.post('/communities/{id}/chat', async ({ request, response }) => {
            const { content } = await request.json();
            return response(201).json({
              id: 500,
              user_id: users.lena.id,
              username: users.lena.username,
              content: content.trim(),
              timestamp: '2026-01-03T18:20:00.000Z',
              edited_at: null,
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    const box = canvas.getByRole('combobox', { name: 'Message' });
    await userEvent.type(box, '   {Enter}');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await pasteInto(box, 'I can bring soup bowls');
    await userEvent.keyboard('{Enter}');
    await expect(await within(log).findByText('I can bring soup bowls', {}, LONG)).toBeVisible();
    await expect(box).toHaveValue('');
  },
};

/**
 * Mentions: `@name` in a message links to the member's profile; typing `@` in the box offers the
 * community's members (`GET /people?community_id=`), and Enter puts the chosen one in.
 */
export const Mentions: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: {
        communities: [
          jsonHandler('get', '/communities/{id}/chat', [
            {
              id: 210,
              user_id: users.sam.id,
              username: users.sam.username,
              content: 'Thanks @maya, the maps are ready.',
              timestamp: '2026-01-03T18:05:00.000Z',
              edited_at: null,
            },
          ]),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const log = await chatShown(canvas);
    await expect(within(log).getByRole('link', { name: '@maya' })).toHaveAttribute(
      'href',
      '/people/maya',
    );
    const box = canvas.getByRole('combobox', { name: 'Message' });
    await userEvent.type(box, 'Ask @sa');
    const option = await canvas.findByRole('option', { name: /sam/ }, LONG);
    await expect(option).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue('Ask @sam '));
  },
};

/** The server refused the message: its reason under the box, and the text is kept. */
export const SendRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        communities: [
          errorHandler(
            'post',
            '/communities/{id}/chat',
            422,
            'Content must be at most 2000 characters long.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await chatShown(canvas);
    const box = canvas.getByRole('combobox', { name: 'Message' });
    await pasteInto(box, 'A very long message');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(
      await canvas.findByText('Content must be at most 2000 characters long.', {}, LONG),
    ).toBeVisible();
    await expect(box).toHaveValue('A very long message');
  },
};

/** The stream said the reader was removed: the chat says the live chat has ended. */
export const StreamClosed: Story = {
  parameters: {
    msw: { handlers: { communities: [streamOf('event: closed\ndata: {"reason":"removed"}\n\n')] } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'The live chat has ended: you are no longer a member of this community.',
        {},
        LONG,
      ),
    ).toBeVisible();
  },
};

/** 320 px: the box and Send stay on one line; long words wrap. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await chatShown(canvas);
  },
});
