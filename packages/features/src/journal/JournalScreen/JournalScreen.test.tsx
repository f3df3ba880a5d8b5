import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightPolling } from '@wegrow/api';
import { db, errorHandler, fixtures, users } from '@wegrow/api/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, renderScreen, server, type TestSession } from '../../testing/unit';
import { holdInsightsPending } from './journalFakes';
import { JournalScreen, type JournalScreenProps } from './JournalScreen';

const maya: TestSession = { userId: users.maya.id };
const WAIT = { timeout: 5000 };
const NOW = new Date('2026-01-05T12:00:00Z');

/** The screen at its route; `session: null` is a visitor. */
function renderJournal(
  props: Partial<JournalScreenProps> = {},
  session: TestSession | null = maya,
) {
  const variant = props.variant ?? 'smart';
  return renderScreen(
    <JournalScreen variant={variant} locale="en-GB" timeZone="UTC" now={NOW} {...props} />,
    {
      route: variant === 'smart' ? 'smartJournal' : 'journal',
      routes: { login: <h1>Login page</h1>, home: <h1>Home page</h1> },
      ...(session ? { session } : {}),
    },
  );
}

async function entriesList() {
  return screen.findByRole('list', { name: 'Past Entries' }, WAIT);
}

function entryNamed(list: HTMLElement, title: string) {
  return within(list).getByRole('article', { name: title });
}

async function bodyOf(requests: ReturnType<typeof recordRequests>, call: string, index = 0) {
  const request = requests.of(call)[index];
  return request ? ((await request.json()) as unknown) : undefined;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('JournalScreen: entries', () => {
  it("shows the user's name, and Past Entries newest first", async () => {
    renderJournal();
    const list = await entriesList();
    expect(await screen.findByRole('heading', { level: 1, name: 'maya' }, WAIT)).toBeVisible();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Morning pages', 'After the community meeting', 'Soil']);
    const soil = entryNamed(list, 'Soil');
    const time = soil.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2026-01-01T15:40:00.000Z');
    expect(time).toHaveAttribute('title', '1 Jan 2026, 15:40');
    expect(time).toHaveTextContent('4 days ago');
    expect(soil).toHaveTextContent('101 characters · edited');
  });

  it('does nothing with a blank title or content: no request, the focus goes to the blank field', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderJournal();
    await entriesList();
    const title = screen.getByRole('textbox', { name: 'Title' });
    const content = screen.getByRole('textbox', { name: 'Entry' });
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(title).toHaveFocus();
    await user.type(title, 'Only a title');
    await user.type(content, '   ');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(content).toHaveFocus();
    expect(requests.of('POST /journal')).toHaveLength(0);
    expect(requests.of('POST /inbox/send')).toHaveLength(0);
  });

  it('counts the characters as they are typed', async () => {
    const user = userEvent.setup();
    renderJournal();
    await entriesList();
    const content = screen.getByRole('textbox', { name: 'Entry' });
    expect(content).toHaveAccessibleDescription('0 characters');
    expect(content).toHaveAttribute('placeholder', 'Write your truth...');
    await user.type(content, 'Seeds 🌱');
    expect(content).toHaveAccessibleDescription('7 characters');
  });

  it('saves a trimmed entry, lists it first, and (Smart Journal) notes it in the inbox: the badge rises', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderJournal({ variant: 'smart' });
    const list = await entriesList();
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'), WAIT);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Frost  ');
    await user.type(screen.getByRole('textbox', { name: 'Entry' }), ' Lace on the cold frame. ');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));

    expect(
      await screen.findByText('Entry saved. A note is waiting in your inbox.', {}, WAIT),
    ).toBeVisible();
    expect(await bodyOf(requests, 'POST /journal')).toEqual({
      title: 'Frost',
      content: 'Lace on the cold frame.',
    });
    await waitFor(() => expect(requests.of('POST /inbox/send')).toHaveLength(1), WAIT);
    expect(await bodyOf(requests, 'POST /inbox/send')).toEqual({
      user_id: users.maya.id,
      content: 'Your journal entry "Frost" was saved.',
    });
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('3'), WAIT);
    expect(within(list).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Frost');
    // The form starts over.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Entry' })).toHaveValue('');
  });

  it('sends no inbox note from the Journal variant', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderJournal({ variant: 'journal' });
    await entriesList();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Frost');
    await user.type(screen.getByRole('textbox', { name: 'Entry' }), 'Lace on the cold frame.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(await screen.findByText('Entry saved.', {}, WAIT)).toBeVisible();
    expect(requests.of('POST /journal')).toHaveLength(1);
    expect(requests.of('POST /inbox/send')).toHaveLength(0);
  });

  it("says 'Failed to update journal entry.' with the server's reason and keeps the dialog", async () => {
    server.use(errorHandler('put', '/journal/{id}', 500, 'Database unavailable'));
    const user = userEvent.setup();
    renderJournal();
    const list = await entriesList();
    await user.click(within(entryNamed(list, 'Soil')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Entry' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Soil');
    await user.type(title, ' and rest');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Failed to update journal entry.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(title).toHaveValue('Soil and rest');
  });

  it('deletes an entry after the confirmation, and gives the focus to Past Entries', async () => {
    const user = userEvent.setup();
    renderJournal();
    const list = await entriesList();
    await user.click(
      within(entryNamed(list, 'Soil')).getByRole('button', { name: 'Delete entry' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Journal Entry' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this journal entry?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), WAIT);
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).queryByText('Soil')).not.toBeInTheDocument();
    expect(db.journal.some((entry) => entry.id === fixtures.journalIds.withReflection)).toBe(false);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Past Entries' })).toHaveFocus(),
    );
  });
});

describe('JournalScreen: insights', () => {
  it('requests an insight with Go and shows it when it arrives, by the built-in engine', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderJournal();
    const list = await entriesList();
    const entry = entryNamed(list, 'Morning pages');
    await user.selectOptions(
      within(entry).getByRole('combobox', { name: 'Choose an Insight' }),
      'Mantra Maker',
    );
    await user.click(within(entry).getByRole('button', { name: 'Go' }));
    const panel = await within(entry).findByRole('group', { name: 'Mantra' }, WAIT);
    expect(
      await within(panel).findByText('I am growing at the pace of my own seasons.', {}, WAIT),
    ).toBeVisible();
    expect(within(panel).getByText('Written by the built-in engine')).toBeVisible();
    expect(requests.of(`POST /journal/mantra/${fixtures.journalIds.withoutInsights}`)).toHaveLength(
      1,
    );
    // The chooser starts over, with the focus on it.
    expect(within(entry).getByRole('combobox', { name: 'Choose an Insight' })).toHaveFocus();
  });

  it('disables Go for an insight the entry already has, saying why', async () => {
    const user = userEvent.setup();
    renderJournal();
    const list = await entriesList();
    const entry = entryNamed(list, 'Soil');
    const chooser = within(entry).getByRole('combobox', { name: 'Choose an Insight' });
    await user.selectOptions(chooser, 'Reflect');
    expect(within(entry).getByRole('button', { name: 'Go' })).toBeDisabled();
    expect(chooser).toHaveAccessibleDescription(
      'This entry already has a reflection. Delete it to ask again.',
    );
    // A failed one may be asked for again.
    await user.selectOptions(chooser, 'Mantra Maker');
    expect(within(entry).getByRole('button', { name: 'Go' })).toBeEnabled();
  });

  it('polls GET /journal every 2 s, 10 times, then says the insight is still not ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(holdInsightsPending());
    const requests = recordRequests();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderJournal();
    const list = await entriesList();
    const entry = entryNamed(list, 'Morning pages');
    await user.selectOptions(
      within(entry).getByRole('combobox', { name: 'Choose an Insight' }),
      'Reflect',
    );
    await user.click(within(entry).getByRole('button', { name: 'Go' }));
    const panel = await within(entry).findByRole('group', { name: 'Reflection' }, WAIT);
    expect(within(panel).getByRole('status')).toHaveTextContent('Writing your reflection...');
    await waitFor(() =>
      expect(
        requests.of(`POST /journal/reflect/${fixtures.journalIds.withoutInsights}`),
      ).toHaveLength(1),
    );
    // The list is fetched again right after the request is accepted; then come the polls.
    await waitFor(() => expect(requests.of('GET /journal')).toHaveLength(2));
    const before = requests.of('GET /journal').length;
    for (let poll = 1; poll <= insightPolling.maxAttempts; poll++) {
      expect(within(panel).queryByText('Insight is still not ready. Try refreshing.')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(insightPolling.intervalMs));
      await waitFor(() => expect(requests.of('GET /journal')).toHaveLength(before + poll));
    }
    expect(
      await within(panel).findByText('Insight is still not ready. Try refreshing.', {}, WAIT),
    ).toBeVisible();
    // No eleventh poll.
    await act(() => vi.advanceTimersByTimeAsync(5 * insightPolling.intervalMs));
    expect(requests.of('GET /journal')).toHaveLength(before + insightPolling.maxAttempts);

    // The server finishes it at last; Refresh asks again and shows it.
    server.resetHandlers();
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    expect(
      await within(panel).findByText(/You wrote about "Morning pages"/, {}, WAIT),
    ).toBeVisible();
    expect(within(panel).queryByText('Insight is still not ready. Try refreshing.')).toBeNull();
  });

  it("says 'Failed to generate insight.' with the server's reason when the request is refused", async () => {
    server.use(
      errorHandler('post', '/journal/next-action/{id}', 429, 'Too many requests. Wait a minute.'),
    );
    const user = userEvent.setup();
    renderJournal();
    const list = await entriesList();
    const entry = entryNamed(list, 'Morning pages');
    await user.selectOptions(
      within(entry).getByRole('combobox', { name: 'Choose an Insight' }),
      'What should I do next?',
    );
    await user.click(within(entry).getByRole('button', { name: 'Go' }));
    const panel = await within(entry).findByRole('group', { name: 'Next Action' }, WAIT);
    expect(await within(panel).findByText('Failed to generate insight.', {}, WAIT)).toBeVisible();
    expect(panel).toHaveTextContent('Too many requests. Wait a minute.');
  });

  it("says 'Could not delete insight.' when the delete is refused, and keeps the insight", async () => {
    server.use(errorHandler('delete', '/journal/{id}/insight/{kind}', 500, 'Database unavailable'));
    const user = userEvent.setup();
    renderJournal();
    const list = await entriesList();
    const entry = entryNamed(list, 'After the community meeting');
    await user.click(within(entry).getByRole('button', { name: 'Delete mantra' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Mantra' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this mantra?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    const alert = await within(dialog).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Could not delete insight.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(entry).getByRole('group', { name: 'Mantra' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(entry).getByRole('button', { name: 'Delete mantra' })).toHaveFocus(),
    );
  });
});

describe('JournalScreen: visitors and refused sessions', () => {
  it('shows a visitor the page and the prompt, asks for no entries, and the Login Required modal on saving', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderJournal({}, null);
    expect(screen.getByRole('heading', { level: 1, name: 'I AM' })).toBeVisible();
    expect(screen.getByText('Please log in to use the Smart Journal features.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Frost');
    await user.type(screen.getByRole('textbox', { name: 'Entry' }), 'Lace on the cold frame.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveAccessibleDescription('Please log in to use the Smart Journal features.');
    expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Still here, with the text kept.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Frost');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Entry' })).toHaveFocus());
    expect(requests.calls().filter((call) => call.includes('/journal'))).toEqual([]);
  });

  it("keeps a visitor's draft across the login detour and a reload, and forgets it once saved", async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const visit = renderJournal({ variant: 'journal', offline: true }, null);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Frost');
    await user.type(screen.getByRole('textbox', { name: 'Entry' }), 'Lace on the cold frame.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await user.click(within(dialog).getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    visit.unmount();

    // A reload, still a visitor: the text is back.
    const reloaded = renderJournal({ variant: 'journal', offline: true }, null);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Frost');
    expect(screen.getByRole('textbox', { name: 'Entry' })).toHaveValue('Lace on the cold frame.');
    reloaded.unmount();

    // Logged in, back on the journal: the same draft, saved as it is.
    const requests = recordRequests();
    renderJournal({ variant: 'journal', offline: true });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Frost');
    expect(screen.getByRole('textbox', { name: 'Entry' })).toHaveValue('Lace on the cold frame.');
    await entriesList();
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(requests.of('POST /journal')).toHaveLength(1), WAIT);
    expect(await bodyOf(requests, 'POST /journal')).toEqual({
      title: 'Frost',
      content: 'Lace on the cold frame.',
    });
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(''),
      WAIT,
    );
    expect(sessionStorage.getItem('wegrow:journal-draft')).toBeNull();
  });

  it('shows the Login Required modal when the server refuses the list', async () => {
    server.use(
      errorHandler('get', '/journal', 401, 'This session has ended. Please log in again.'),
    );
    const user = userEvent.setup();
    renderJournal();
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, WAIT);
    expect(dialog).toHaveAccessibleDescription('Please log in to use the Smart Journal features.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows other list failures with Try again', async () => {
    server.use(errorHandler('get', '/journal', 500, 'Database unavailable'));
    renderJournal();
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('We could not load your journal.');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('JournalScreen: search', () => {
  it('marks a tag chip the search names, as the matched words of the text, its name unchanged', async () => {
    const user = userEvent.setup();
    renderJournal();
    await entriesList();
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'gardens{Enter}');
    await screen.findByText('Entries matching “gardens”', {}, WAIT);
    const soil = await waitFor(
      () => entryNamed(screen.getByRole('list', { name: 'Past Entries' }), 'Soil'),
      WAIT,
    );
    const chip = within(soil).getByRole('button', { name: 'Show entries tagged garden' });
    expect(within(chip).getByText('garden', { selector: 'mark' })).toBeInTheDocument();
    expect(chip).toHaveTextContent('#garden');
    // Another entry's tags are not marked; nor are tags out of a search.
    const meeting = entryNamed(
      screen.getByRole('list', { name: 'Past Entries' }),
      'After the community meeting',
    );
    expect(
      within(meeting)
        .getByRole('button', { name: 'Show entries tagged community' })
        .querySelector('mark'),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all entries' }));
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('list', { name: 'Past Entries' })).getAllByRole('article'),
        ).toHaveLength(3),
      WAIT,
    );
    const soilAgain = entryNamed(screen.getByRole('list', { name: 'Past Entries' }), 'Soil');
    expect(
      within(soilAgain)
        .getByRole('button', { name: 'Show entries tagged garden' })
        .querySelector('mark'),
    ).toBeNull();
  });
});
