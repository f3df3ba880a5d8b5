import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LyraChatEntry } from '@wegrow/api';
import {
  db,
  errorHandler,
  fixtures,
  loadingHandler,
  mock,
  users,
  type MockUserName,
} from '@wegrow/api/mocks';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryStorage } from '../../session/storage';
import { fill, screenStory, narrow } from '../../testing';
import { LYRA_VISITOR_KEY } from '../rules/visitorId';
import { LyraSoulInterfaceScreen } from './LyraSoulInterfaceScreen';

const LONG = { timeout: 5000 };
const maya: MockUserName = 'maya';

/** Lyra's answers in these stories come at a fixed time, so the log's times are stable. */
const FIXED_REPLY_TIME = '2026-01-05T12:00:00Z';
const fixedTimeLyra = mock.post('/lyra', ({ user, body, request, response }) => {
  const visitor = request.headers.get('X-Lyra-Visitor');
  const owner = user ? `user:${String(user.id)}` : visitor ? `visitor:${visitor}` : null;
  const entry: LyraChatEntry = {
    user_id: user ? String(user.id) : 'anonymous',
    message: body.message.trim(),
    reply: 'A seed does not hurry, and still it arrives. What would you like to plant today?',
    timestamp: FIXED_REPLY_TIME,
    source: 'local',
  };
  if (owner && body.userConsent === true) db.lyraChatLog.push({ ...entry, owner });
  return response(200).json(entry);
});

/**
 * Speak to Lyra at `/LyraSoulInterface`. A visitor gets a fresh random id
 * (kept in a memory storage here), so their log starts empty; times in en-GB, UTC.
 */
const meta = {
  title: 'Speak to Lyra',
  component: LyraSoulInterfaceScreen,
  ...screenStory({ route: 'lyraSoulInterface' }),
  args: { locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof LyraSoulInterfaceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const newVisitor = () => ({ visitorStorage: createMemoryStorage() });
const seedVisitor = () => ({
  visitorStorage: createMemoryStorage({ [LYRA_VISITOR_KEY]: fixtures.MOCK_LYRA_VISITOR_ID }),
});

/** A new visitor: 'No conversations yet.', the consent box checked, Send to Lyra. */
export const VisitorEmptyLog: Story = {
  args: newVisitor(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No conversations yet.', {}, LONG)).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: /Keep this conversation in my chat log/ }),
    ).toBeChecked();
    await expect(canvas.getByText(/Kept for this browser only/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send to Lyra' })).toBeEnabled();
  },
};

/**
 * A returning visitor sees their own log (by their browser's id), their words labelled You; opened,
 * What Lyra remembers about you is empty: they told her nothing about themselves.
 */
export const VisitorWithLog: Story = {
  args: seedVisitor(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Do you dream?', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('You:')).toBeVisible();
    await expect(canvas.queryByText('I feel nervous before meetings.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'What Lyra remembers about you' }));
    await expect(
      await canvas.findByText(/Nothing yet. Tell her your name/, {}, LONG),
    ).toBeVisible();
  },
};

/**
 * Maya, signed in, sees her own log (newest first), never a visitor's, and what Lyra remembers of
 * her; she makes Lyra forget her name, and what she grows stays.
 */
export const SignedIn: Story = {
  args: newVisitor(),
  parameters: { session: { userId: users[maya].id } },
  beforeEach: () => {
    db.lyraChatLog.push({
      owner: `user:${String(users[maya].id)}`,
      user_id: String(users[maya].id),
      message: 'How do I start a seed library?',
      reply: 'With one shelf and one story. Who would you invite first?',
      timestamp: '2026-01-04T09:30:00Z',
      source: 'llama3.1:8b',
    });
  },
  play: async ({ canvas }) => {
    const log = await canvas.findByRole('region', { name: 'Chat Log, newest first' }, LONG);
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('How do I start a seed library?');
    await expect(items[1]).toHaveTextContent('I feel nervous before meetings.');
    await expect(canvas.queryByText('Do you dream?')).toBeNull();
    await expect(canvas.getByText('Kept in your account, seen by you alone.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'What Lyra remembers about you' }));
    const memory = canvas.getByRole('region', { name: 'What Lyra remembers about you' });
    const forgetName = await within(memory).findByRole(
      'button',
      { name: 'Forget Your name: Maya' },
      LONG,
    );
    await expect(within(memory).getByText('beans and squash in the rain garden')).toBeVisible();
    forgetName.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(within(memory).queryByText('Maya', { exact: false })).toBeNull(),
      LONG,
    );
    await expect(db.lyraFacts.map((fact) => fact.text)).toEqual([
      'beans and squash in the rain garden',
    ]);
  },
};

/** While the log loads. */
export const LoadingLog: Story = {
  args: newVisitor(),
  parameters: { msw: { handlers: { lyra: [loadingHandler('get', '/lyra/chat-log')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your conversations...')).toBeVisible();
  },
};

/** The visitor speaks; Lyra's reply arrives with who wrote it, and the exchange joins the log. */
export const ReplyArrives: Story = {
  args: newVisitor(),
  parameters: { msw: { handlers: { lyra: [fixedTimeLyra] } } },
  play: async ({ canvas }) => {
    await canvas.findByText('No conversations yet.', {}, LONG);
    await fill(canvas, 'Your message', 'What should I plant first?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Lyra' }));
    // The reply shows as the latest, and (once the log is fetched again) in the log.
    const reply =
      'A seed does not hurry, and still it arrives. What would you like to plant today?';
    await waitFor(() => expect(canvas.getAllByText(reply)).toHaveLength(2), LONG);
    await expect(canvas.getByRole('heading', { name: "Lyra's reply" })).toBeVisible();
    await expect(canvas.getByText("Written by Lyra's built-in engine")).toBeVisible();
    await expect(canvas.getByLabelText('Your message')).toHaveValue('');
    const log = await canvas.findByRole('region', { name: 'Chat Log, newest first' }, LONG);
    await expect(await within(log).findByText('What should I plant first?')).toBeVisible();
  },
};

/** Without consent the reply comes, but nothing is kept. */
export const NotKept: Story = {
  args: newVisitor(),
  parameters: { msw: { handlers: { lyra: [fixedTimeLyra] } } },
  play: async ({ canvas }) => {
    await canvas.findByText('No conversations yet.', {}, LONG);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Keep this conversation/ }));
    await fill(canvas, 'Your message', 'Just between us.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Lyra' }));
    await expect(
      await canvas.findByText('Not kept: this exchange is not in your chat log.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('No conversations yet.')).toBeVisible();
  },
};

/** While Lyra answers, the button says 'Listening...'. */
export const Listening: Story = {
  args: newVisitor(),
  parameters: {
    visual: { busy: true },
    msw: { handlers: { lyra: [loadingHandler('post', '/lyra')] } },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('No conversations yet.', {}, LONG);
    await fill(canvas, 'Your message', 'Are you there?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Lyra' }));
    await expect(await canvas.findByRole('button', { name: 'Listening...' })).toBeVisible();
  },
};

/** The AI provider failed (502): the agreed sentence with the reason; the message is kept. */
export const ProviderFailed: Story = {
  args: newVisitor(),
  parameters: {
    msw: {
      handlers: {
        lyra: [
          errorHandler(
            'post',
            '/lyra',
            502,
            'The AI provider did not answer in time. Please try again.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('No conversations yet.', {}, LONG);
    await fill(canvas, 'Your message', 'Hello?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Lyra' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Something went wrong talking to Lyra.');
    await expect(alert).toHaveTextContent('The AI provider did not answer in time.');
    await expect(canvas.getByLabelText('Your message')).toHaveValue('Hello?');
  },
};

/** The AI provider is busy (503). */
export const ProviderBusy: Story = {
  args: newVisitor(),
  parameters: {
    msw: {
      handlers: {
        lyra: [
          errorHandler(
            'post',
            '/lyra',
            503,
            'The AI provider is busy. Please try again in a minute.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('No conversations yet.', {}, LONG);
    await fill(canvas, 'Your message', 'Hello?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Lyra' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Something went wrong talking to Lyra.');
    await expect(alert).toHaveTextContent('The AI provider is busy.');
  },
};

/** Over 4000 characters: said under the box, nothing sent, the text kept. */
export const TooLong: Story = {
  args: newVisitor(),
  play: async ({ canvas }) => {
    await canvas.findByText('No conversations yet.', {}, LONG);
    const box = canvas.getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'x'.repeat(4001) } });
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Lyra' }));
    await expect(
      await canvas.findByText('Your message is too long: at most 4000 characters.'),
    ).toBeVisible();
    await expect(canvas.getByText('4001 / 4000')).toBeVisible();
    await expect(box).toHaveValue('x'.repeat(4001));
    await expect(canvas.getByText('No conversations yet.')).toBeVisible();
  },
};

/** The server refused the message (422): its sentence is shown; the text is kept. */
export const RefusedByServer: Story = {
  args: newVisitor(),
  parameters: {
    msw: {
      handlers: {
        lyra: [errorHandler('post', '/lyra', 422, 'Message must be at most 4000 characters.')],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('No conversations yet.', {}, LONG);
    await fill(canvas, 'Your message', 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to Lyra' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Message must be at most 4000 characters.');
    await expect(alert).not.toHaveTextContent('Something went wrong talking to Lyra.');
    await expect(canvas.getByLabelText('Your message')).toHaveValue('Hello');
  },
};

/** 320 px, a returning visitor. */
export const Narrow: Story = narrow({
  args: seedVisitor(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Do you dream?', {}, LONG)).toBeVisible();
  },
});
