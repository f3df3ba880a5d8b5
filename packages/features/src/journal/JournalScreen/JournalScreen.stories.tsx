import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { Heading } from '@wegrow/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Shell } from '../../shell';
import {
  screenStory,
  STORY_YEAR,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
  animationsDone,
  pasteInto,
  pinClock,
} from '../../testing';
import {
  addLongEntry,
  failInsights,
  finishInsightsAfter,
  holdInsightsPending,
  markPending,
} from './journalFakes';
import { JournalScreen } from './JournalScreen';

const maya: TestSession = { userId: users.maya.id };
/** A brand-new account: no username (the heading says 'I AM'), no entries. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };
/** Polls of a few milliseconds, for the stories that wait on them (the site keeps 2 s × 10). */
const quickPolls = { intervalMs: 60, maxAttempts: 3 };
/** Polls too far apart to come while a story runs: its waiting state holds still for the shot. */
const heldPolls = { intervalMs: 3_600_000, maxAttempts: 10 };

/** Waits for the signed-in page: the user's name as the heading and Past Entries listed. */
async function entriesShown(canvas: StoryCanvas, heading = 'maya') {
  await expect(await canvas.findByRole('heading', { level: 1, name: heading }, LONG)).toBeVisible();
  return canvas.findByRole('list', { name: 'Past Entries' }, LONG);
}

/** One entry of the list, by its title. */
function entryNamed(list: HTMLElement, title: string) {
  return within(list).getByRole('article', { name: title });
}

/** Chooses an insight in an entry's chooser and presses Go. */
async function requestInsight(entry: HTMLElement, option: string) {
  await userEvent.selectOptions(
    within(entry).getByRole('combobox', { name: 'Choose an Insight' }),
    option,
  );
  await userEvent.click(within(entry).getByRole('button', { name: 'Go' }));
}

/**
 * The Smart Journal at its route (`/smartjournal`; the Journal variant at `/journal`):
 * Maya's three entries (one with all three insights, by a model and by the built-in
 * engine; one with a reflection and a failed mantra; one with none). Times read from 5 Jan 2026,
 * 12:00 UTC, in en-GB, so screenshots are stable. A requested insight arrives with
 * the next refresh of the list unless a story says otherwise.
 */
const meta = {
  title: 'Journal',
  component: JournalScreen,
  ...screenStory({
    route: 'smartJournal',
    routes: { login: <Heading level={1}>Login page</Heading> },
  }),
  args: {
    variant: 'smart',
    locale: 'en-GB',
    timeZone: 'UTC',
    now: new Date('2026-01-05T12:00:00Z'),
  },
} satisfies Meta<typeof JournalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- the page

/** Maya's Smart Journal: the new-entry form and her three entries, newest first. */
export const Populated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await expect(canvas.getByText('Smart Journal')).toBeVisible();
    await expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Morning pages', 'After the community meeting', 'Soil']);
    const morning = entryNamed(list, 'Morning pages');
    const time = within(morning).getByText('yesterday');
    await expect(time).toHaveAttribute('title', '4 Jan 2026, 08:14');
    await expect(time).toHaveAttribute('datetime', '2026-01-04T08:14:00.000Z');
    await expect(canvas.getByRole('textbox', { name: 'Entry' })).toHaveAttribute(
      'placeholder',
      'Write your truth...',
    );
    // Each entry's first lines show before "Show entry".
    await expect(within(morning).getByTestId('entry-preview')).toHaveTextContent(
      /^Woke before the alarm and sat with tea by the window\./,
    );
    await expect(
      within(entryNamed(list, 'After the community meeting')).getByTestId('entry-preview'),
    ).toBeVisible();
    // The mantra that failed shows why; the others have panels to show.
    const soil = entryNamed(list, 'Soil');
    await expect(within(soil).getByText('Failed to generate insight.')).toBeVisible();
    await expect(within(soil).getByText('The AI provider did not answer in time.')).toBeVisible();
  },
};

/**
 * A long journal comes a page (50) at a time: "Show more" loads the older entries and moves the
 * focus to the first of them.
 */
export const MoreToShow: Story = {
  // A behaviour story: a picture of 50 like entries would only weigh on the baseline budget.
  parameters: { session: maya, visual: { disable: true } },
  beforeEach: () => {
    for (let n = 1; n <= 50; n += 1) {
      const at = `2026-01-05T${String(Math.floor(n / 6)).padStart(2, '0')}:${String((n % 6) * 10).padStart(2, '0')}:00Z`;
      db.journal.push({
        id: 5000 + n,
        user_id: users.maya.id,
        title: `Evening note ${n}`,
        content: `A short note, number ${n}.`,
        tags: [],
        created_at: at,
        updated_at: at,
        reflection: null,
        mantra: null,
        next_action: null,
        insights: {
          reflection: { status: 'absent', source: null, error: null },
          mantra: { status: 'absent', source: null, error: null },
          next_action: { status: 'absent', source: null, error: null },
        },
      });
    }
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const titles = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await expect(titles()).toHaveLength(50);
    await expect(titles()).not.toContain('Morning pages');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles()).toHaveLength(53), LONG);
    await expect(titles().slice(50)).toEqual([
      'Morning pages',
      'After the community meeting',
      'Soil',
    ]);
    await expect(list.children[50]).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

// ---------------------------------------------------------------- the month

/**
 * The Calendar (loaded when opened): January with Maya's days marked by their titles, her 2-day
 * streak (the 3rd and the 4th, today the 5th having none yet), the month before, and a day chosen
 * showing its entries.
 */
export const MonthCalendar: Story = {
  parameters: { session: maya },
  beforeEach: () => pinClock('2026-01-05T12:00:00Z'),
  play: async ({ canvas }) => {
    await entriesShown(canvas);
    const toggle = canvas.getByRole('button', { name: 'Calendar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText('2-day streak', {}, LONG)).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Journal entries, January 2026' });
    await expect(
      within(grid).getByRole('button', { name: 'Sunday, 4 January 2026, 1 event' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(
      await canvas.findByRole('grid', { name: 'Journal entries, December 2025' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    const january = await canvas.findByRole('grid', { name: 'Journal entries, January 2026' });
    await userEvent.click(
      await within(january).findByRole(
        'button',
        { name: 'Saturday, 3 January 2026, 1 event' },
        LONG,
      ),
    );
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Saturday 3 January' }),
    ).toBeVisible();
    await expect(
      canvas.getAllByText('After the community meeting', { selector: 'li *' }).length,
    ).toBeGreaterThan(0);
  },
};

// ---------------------------------------------------------------- search and tags

/**
 * A search over titles, entries and tags: only the entries that match (another form of the word
 * too), the matched words marked in a passage and in a tag's chip, and Show all entries.
 */
export const SearchResults: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await entriesShown(canvas);
    // The results follow the typing, the last word a prefix; the focus stays in the box.
    const box = canvas.getByRole('searchbox', { name: 'Search entries' });
    await userEvent.type(box, 'commun');
    await expect(await canvas.findByText('Entries matching “commun”', {}, LONG)).toBeVisible();
    await waitFor(async () => {
      const list = await canvas.findByRole('list', { name: 'Past Entries' });
      await expect(within(list).getAllByRole('article')).toHaveLength(1);
    }, LONG);
    await expect(box).toHaveFocus();
    await userEvent.clear(box);
    // Another form of the word, and a tag, find entries; the match is marked.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search entries' }),
      'gardens{Enter}',
    );
    await expect(await canvas.findByText('Entries matching “gardens”', {}, LONG)).toBeVisible();
    await waitFor(async () => {
      const list = await canvas.findByRole('list', { name: 'Past Entries' });
      await expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['After the community meeting', 'Soil']);
    }, LONG);
    const meeting = entryNamed(
      await canvas.findByRole('list', { name: 'Past Entries' }),
      'After the community meeting',
    );
    await expect(within(meeting).getByText('garden', { selector: 'mark' })).toBeVisible();
    // A tag the search names is marked too, its chip's name unchanged.
    const soil = entryNamed(await canvas.findByRole('list', { name: 'Past Entries' }), 'Soil');
    const chip = within(soil).getByRole('button', { name: 'Show entries tagged garden' });
    await expect(within(chip).getByText('garden', { selector: 'mark' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all entries' })).toBeVisible();
  },
};

/** A search that finds nothing says so; Show all entries brings them back. */
export const NoResults: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await entriesShown(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search entries' }), 'zucchini');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByText('No entries matching “zucchini”.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Past Entries' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all entries' }));
    const list = await entriesShown(canvas);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3), LONG);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search entries' }),
      'zucchini{Enter}',
    );
    await expect(
      await canvas.findByText('No entries matching “zucchini”.', {}, LONG),
    ).toBeVisible();
  },
};

/**
 * Tags: a new one is added (normalised: 'Rest ' becomes 'rest'), a refused one says why, and a
 * tag's chip shows only the entries carrying it.
 */
export const TagFilter: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const soil = entryNamed(list, 'Soil');
    await userEvent.click(within(soil).getByRole('button', { name: 'Add tag' }));
    const field = within(soil).getByRole('textbox', { name: 'Add a tag' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'a,b{Enter}');
    await expect(
      within(soil).getByText('A tag holds only letters, digits, spaces, - and _.'),
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Seeds ');
    await userEvent.click(within(soil).getByRole('button', { name: 'Save tag' }));
    await expect(
      await within(soil).findByRole('button', { name: 'Show entries tagged seeds' }, LONG),
    ).toBeVisible();
    await userEvent.click(within(soil).getByRole('button', { name: 'Show entries tagged seeds' }));
    await expect(await canvas.findByText('Entries tagged “seeds”', {}, LONG)).toBeVisible();
    await waitFor(async () => {
      const shown = await canvas.findByRole('list', { name: 'Past Entries' });
      await expect(
        within(shown)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Morning pages', 'Soil']);
    }, LONG);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Past Entries' })).toHaveFocus();
  },
};

/** The Journal variant (`/journal`, `/iam`): titled Journal, and no inbox note after a save. */
export const JournalVariant: Story = {
  args: { variant: 'journal' },
  parameters: { session: maya, screen: { route: 'journal' } },
  play: async ({ canvas }) => {
    await entriesShown(canvas);
    await expect(canvas.getByText('Journal', { exact: true })).toBeVisible();
    await expect(canvas.queryByText('Smart Journal')).not.toBeInTheDocument();
  },
};

/** No entries yet, and no username: 'I AM' and 'You haven't journaled yet... what's on your mind?'. */
export const Empty: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: "You haven't journaled yet... what's on your mind?" },
        LONG,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'I AM' })).toBeVisible();
  },
};

/** While the entries load. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { journal: [loadingHandler('get', '/journal')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your entries...')).toBeVisible();
  },
};

/** The list failed for another reason than the session: said so, with Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: { handlers: { journal: [errorHandler('get', '/journal', 500, 'Database unavailable')] } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your journal.');
    await expect(alert).toHaveTextContent('Database unavailable');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A long entry, opened: its paragraphs and line breaks kept, a very long word wrapped. */
export const LongEntry: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    addLongEntry(users.maya.id);
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const long = within(list).getAllByRole('article')[0];
    if (!long) throw new Error('No entry');
    await expect(long).toHaveAccessibleName(/^A long walk through the winter garden/);
    await userEvent.click(within(long).getByRole('button', { name: 'Show entry' }));
    // The entry unfolds with an animation in Storybook: visible once it has ended.
    await animationsDone(long);
    await waitFor(() => expect(within(long).getByText(/Things I want to remember/)).toBeVisible());
    await expect(within(long).getByRole('button', { name: 'Hide entry' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(long).getByText('Written 5 Jan 2026, 07:30')).toBeVisible();
  },
};

// ---------------------------------------------------------------- writing

/**
 * Writing an entry: the count follows the typing; Save Entry lists it first, and the Smart
 * Journal puts a note into the inbox (the unread count rises).
 */
export const CreateEntry: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await waitFor(() => expect(canvas.getByTestId('unread')).toHaveTextContent('2'), LONG);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Frost');
    const content = canvas.getByRole('textbox', { name: 'Entry' });
    await pasteInto(content, 'Lace on the cold frame. 🌱');
    await expect(content).toHaveAccessibleDescription('25 characters');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Entry' }));
    await expect(
      await canvas.findByText('Entry saved. A note is waiting in your inbox.', {}, LONG),
    ).toBeVisible();
    await expect(within(list).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Frost');
    await expect(within(entryNamed(list, 'Frost')).getByText('just now')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('unread')).toHaveTextContent('3'), LONG);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  },
};

/**
 * An entry that speaks of not wanting to live: saving it shows at once, once, where to
 * get help now (the directory as a real link, emergency services, the line of the country chosen),
 * and its card offers that help in place of insights. A grief entry keeps the usual answer.
 */
export const CrisisHelpOnSave: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const save = async (title: string, content: string) => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), title);
      await pasteInto(canvas.getByRole('textbox', { name: 'Entry' }), content);
      await userEvent.click(canvas.getByRole('button', { name: 'Save Entry' }));
      await waitFor(
        () =>
          expect(within(list).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(title),
        LONG,
      );
    };
    // Grief: saved as usual, no crisis help; its card offers insights.
    await save('Biscuit', 'My dog died this morning. I cannot stop crying.');
    await expect(canvas.getByText('Entry saved. A note is waiting in your inbox.')).toBeVisible();
    await expect(canvas.queryByTestId('crisis-help')).not.toBeInTheDocument();
    const grief = entryNamed(list, 'Biscuit');
    await expect(within(grief).getByRole('combobox', { name: 'Choose an Insight' })).toBeVisible();

    await save('Tonight', 'I don’t want to live anymore. Everything is too much.');
    const help = await canvas.findByTestId('crisis-help', {}, LONG);
    await expect(canvas.getAllByTestId('crisis-help')).toHaveLength(1);
    await expect(within(help).getByText('You do not have to carry this alone')).toBeVisible();
    await expect(within(help).getByRole('link', { name: /findahelpline\.com/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    await expect(
      within(help).getByText('Emergency services: call your local emergency number'),
    ).toBeVisible();
    // No insights for it: the same words would come under every heading.
    const crisis = entryNamed(list, 'Tonight');
    await expect(
      within(crisis).queryByRole('combobox', { name: 'Choose an Insight' }),
    ).not.toBeInTheDocument();
    await expect(
      within(crisis).getByRole('button', { name: 'Where to get help now' }),
    ).toBeVisible();
    await expect(within(crisis).queryByText('Mantra')).not.toBeInTheDocument();

    // The member's country names its line (kept on the server).
    await userEvent.selectOptions(
      within(help).getByRole('combobox', { name: 'Your country' }),
      'GB',
    );
    await expect(
      await within(help).findByRole(
        'link',
        { name: /Samaritans \(the United Kingdom\): call 116 123/ },
        LONG,
      ),
    ).toHaveAttribute('href', 'https://www.samaritans.org');
    await expect(within(help).getByText('Emergency services: call 999')).toBeVisible();
    await expect(db.journalSettings.find((row) => row.user_id === users.maya.id)?.country).toBe(
      'GB',
    );
  },
};

/** Preview under the entry: the Markdown as it will show, a `#` heading one below the form's (h3). */
export const EntryPreview: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await entriesShown(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Frost');
    await pasteInto(
      canvas.getByRole('textbox', { name: 'Entry' }),
      '# Cold frame\n\nLace on the **glass** this morning.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Preview' }));
    await expect(canvas.getByRole('button', { name: 'Hide Preview' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const region = canvas.getByRole('region', { name: 'Preview' });
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Cold frame');
    await expect(within(region).getByText('glass').tagName).toBe('STRONG');
  },
};

/** A blank content: Save Entry does nothing but move the focus to the blank field. */
export const BlankEntryIgnored: Story = {
  // Its end state is Populated's (Insights Shown's): checked by the play function, not shot again.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Only a title');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Entry' }));
    await expect(canvas.getByRole('textbox', { name: 'Entry' })).toHaveFocus();
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.queryByRole('status', { name: /saved/ })).not.toBeInTheDocument();
  },
};

// ---------------------------------------------------------------- editing and deleting

/** Edit opens the dialog with the entry's title and content, Save Changes and Cancel. */
export const EditDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await userEvent.click(within(entryNamed(list, 'Soil')).getByRole('button', { name: 'Edit' }));
    const dialog = await openedDialog('dialog', 'Edit Entry');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Soil');
    await expect(
      (within(dialog).getByRole('textbox', { name: 'Entry' }) as HTMLTextAreaElement).value,
    ).toMatch(/^Turned the compost\./);
    await expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Save Changes saves the edit: the dialog closes, the list shows the new title, marked edited. */
export const EditSaved: Story = {
  // Its end state is Populated's (Insights Shown's): checked by the play function, not shot again.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const edit = within(entryNamed(list, 'Morning pages')).getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    const dialog = await openedDialog('dialog', 'Edit Entry');
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await pasteInto(title, 'Morning pages, by the window');
    // Its date moves to an earlier day; a day in the future is refused.
    const date = within(dialog).getByRole('textbox', { name: 'Date' });
    await expect(date).toHaveValue('2026-01-04');
    await userEvent.clear(date);
    await userEvent.type(date, '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect(
      await within(dialog).findByText("An entry's date cannot be in the future."),
    ).toBeVisible();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-01-02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    const edited = entryNamed(list, 'Morning pages, by the window');
    await expect(edited).toHaveTextContent('edited');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['After the community meeting', 'Morning pages, by the window', 'Soil']),
    );
    // The focus is back on the entry's Edit button.
    await waitFor(() => expect(within(edited).getByRole('button', { name: 'Edit' })).toHaveFocus());
  },
};

/** A refused edit: 'Failed to update journal entry.' with the server's reason; the text is kept. */
export const EditFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        journal: [errorHandler('put', '/journal/{id}', 503, 'Saving is paused for maintenance.')],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await userEvent.click(within(entryNamed(list, 'Soil')).getByRole('button', { name: 'Edit' }));
    const dialog = await openedDialog('dialog', 'Edit Entry');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' and rest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Failed to update journal entry.');
    await expect(alert).toHaveTextContent('Saving is paused for maintenance.');
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Soil and rest',
    );
  },
};

/** Delete asks first: 'Are you sure you want to delete this journal entry?', Yes, Delete / Cancel. */
export const DeleteEntryDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await userEvent.click(
      within(entryNamed(list, 'Soil')).getByRole('button', { name: 'Delete entry' }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete Journal Entry');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this journal entry?',
    );
    await expect(within(dialog).getByText('“Soil”')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Yes, Delete' })).toBeEnabled();
    // Cancel has the focus: a slip of Enter deletes nothing.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Yes, Delete: the entry is gone and the focus is on Past Entries. */
export const EntryDeleted: Story = {
  // Its end state is Populated's (Insights Shown's): checked by the play function, not shot again.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await userEvent.click(
      within(entryNamed(list, 'Soil')).getByRole('button', { name: 'Delete entry' }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete Journal Entry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2), LONG);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Past Entries' })).toHaveFocus(),
    );
  },
};

// ---------------------------------------------------------------- insights

/** Every insight of an entry shown, each saying who wrote it (a model, or the built-in engine). */
export const InsightsShown: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'After the community meeting');
    for (const noun of ['reflection', 'mantra', 'next action']) {
      await userEvent.click(within(entry).getByRole('button', { name: `Show ${noun}` }));
      await expect(within(entry).getByRole('button', { name: `Hide ${noun}` })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    const mantra = within(entry).getByRole('group', { name: 'Mantra' });
    await expect(
      within(mantra).getByText('I am allowed to take up space while I make space for others.'),
    ).toBeVisible();
    await expect(within(mantra).getByText('Written by the built-in engine')).toBeVisible();
    const reflection = within(entry).getByRole('group', { name: 'Reflection' });
    await expect(within(reflection).getByText('Written by the AI model llama3.2')).toBeVisible();
  },
};

/** Go: Reflect is asked for and arrives, shown at once, written by the built-in engine. */
export const RequestInsight: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'Morning pages');
    // Nothing is chosen yet: Go waits for a choice.
    await expect(within(entry).getByRole('button', { name: 'Go' })).toBeDisabled();
    await requestInsight(entry, 'Reflect');
    const panel = await within(entry).findByRole('group', { name: 'Reflection' }, LONG);
    await expect(
      await within(panel).findByText(/You wrote about "Morning pages"/, {}, LONG),
    ).toBeVisible();
    await expect(within(panel).getByText('Written by the built-in engine')).toBeVisible();
    // Asked for once: Go is now disabled for it, and says why.
    const chooser = within(entry).getByRole('combobox', { name: 'Choose an Insight' });
    await expect(chooser).toHaveFocus();
    await userEvent.selectOptions(chooser, 'Reflect');
    await expect(within(entry).getByRole('button', { name: 'Go' })).toBeDisabled();
    await expect(chooser).toHaveAccessibleDescription(
      'This entry already has a reflection. Delete it to ask again.',
    );
  },
};

/** After Go, while the insight is written: the panel waits (and Go is disabled for it). */
export const InsightPending: Story = {
  args: { polling: heldPolls },
  parameters: { session: maya, msw: { handlers: { journal: [holdInsightsPending()] } } },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'Morning pages');
    await requestInsight(entry, 'What should I do next?');
    const panel = await within(entry).findByRole('group', { name: 'Next Action' }, LONG);
    await expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Writing your next action...',
    );
    await userEvent.selectOptions(
      within(entry).getByRole('combobox', { name: 'Choose an Insight' }),
      'What should I do next?',
    );
    await expect(within(entry).getByRole('button', { name: 'Go' })).toBeDisabled();
  },
};

/** Polling finds the insight at its third look (by a model this time), then shows it. */
export const InsightArrivesAfterPolling: Story = {
  args: { polling: { intervalMs: 100, maxAttempts: 10 } },
  // Its end state is Insights Shown's: checked by the play function, not shot again.
  parameters: {
    session: maya,
    msw: { handlers: { journal: [finishInsightsAfter(3)] } },
    visual: { disable: true },
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'Morning pages');
    await requestInsight(entry, 'Mantra Maker');
    const panel = await within(entry).findByRole('group', { name: 'Mantra' }, LONG);
    await expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Writing your mantra...',
    );
    await expect(await within(panel).findByText(/both are ways you rest/, {}, LONG)).toBeVisible();
    await expect(within(panel).getByText('Written by the AI model llama3.2')).toBeVisible();
  },
};

/** The polls ran out (here 3 quick ones): 'Insight is still not ready. Try refreshing.' */
export const InsightTimedOut: Story = {
  args: { polling: quickPolls },
  parameters: { session: maya, msw: { handlers: { journal: [holdInsightsPending()] } } },
  beforeEach: () => {
    // Asked for before the page opened: the screen waits for it too.
    markPending(43, 'reflection');
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const panel = within(entryNamed(list, 'Morning pages')).getByRole('group', {
      name: 'Reflection',
    });
    await expect(
      await within(panel).findByText('Insight is still not ready. Try refreshing.', {}, LONG),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};

/** The server could not write it (the provider failed): 'Failed to generate insight.' and why. */
export const InsightFailed: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { journal: [failInsights('The AI provider answered 500.')] } },
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'Morning pages');
    await requestInsight(entry, 'Reflect');
    const panel = await within(entry).findByRole('group', { name: 'Reflection' }, LONG);
    await expect(
      await within(panel).findByText('Failed to generate insight.', {}, LONG),
    ).toBeVisible();
    await expect(within(panel).getByText('The AI provider answered 500.')).toBeVisible();
    // A failed insight may be asked for again.
    await userEvent.selectOptions(
      within(entry).getByRole('combobox', { name: 'Choose an Insight' }),
      'Reflect',
    );
    await expect(within(entry).getByRole('button', { name: 'Go' })).toBeEnabled();
  },
};

/** The request itself was refused: 'Failed to generate insight.' with the server's detail. */
export const InsightStartFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        journal: [
          errorHandler('post', '/journal/mantra/{id}', 429, 'Too many requests. Wait a minute.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'Morning pages');
    await requestInsight(entry, 'Mantra Maker');
    const panel = await within(entry).findByRole('group', { name: 'Mantra' }, LONG);
    await expect(
      await within(panel).findByText('Failed to generate insight.', {}, LONG),
    ).toBeVisible();
    await expect(within(panel).getByText('Too many requests. Wait a minute.')).toBeVisible();
  },
};

/** Deleting an insight asks first, naming it. */
export const DeleteInsightDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'After the community meeting');
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete next action' }));
    const dialog = await openedDialog('alertdialog', 'Delete Next Action');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this next action?',
    );
    await expect(within(dialog).getByRole('button', { name: 'Yes, Delete' })).toBeEnabled();
  },
};

/** Yes, Delete: the insight is gone, and may be asked for again. */
export const InsightDeleted: Story = {
  // Its end state is Populated's (Insights Shown's): checked by the play function, not shot again.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'After the community meeting');
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete reflection' }));
    const dialog = await openedDialog('alertdialog', 'Delete Reflection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), LONG);
    await expect(within(entry).queryByText('Reflection')).not.toBeInTheDocument();
    await userEvent.selectOptions(
      within(entry).getByRole('combobox', { name: 'Choose an Insight' }),
      'Reflect',
    );
    await expect(within(entry).getByRole('button', { name: 'Go' })).toBeEnabled();
  },
};

/** A refused insight delete: 'Could not delete insight.' in the dialog, which stays open. */
export const InsightDeleteFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        journal: [
          errorHandler('delete', '/journal/{id}/insight/{kind}', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    const entry = entryNamed(list, 'Soil');
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete reflection' }));
    const dialog = await openedDialog('alertdialog', 'Delete Reflection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not delete insight.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

// ---------------------------------------------------------------- visitors

/** A visitor: the page ('I AM'), and where the entries would be, the sign-in prompt. */
export const LoggedOut: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'I AM' })).toBeVisible();
    await expect(
      canvas.getByText('Please log in to use the Smart Journal features.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A visitor who tries to save meets the Login Required modal; Continue Browsing keeps the text. */
export const LoggedOutSaving: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Frost');
    await pasteInto(canvas.getByRole('textbox', { name: 'Entry' }), 'Lace on the frame.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Entry' }));
    const dialog = await openedDialog('dialog', 'Login Required');
    await expect(dialog).toHaveAccessibleDescription(
      'Please log in to use the Smart Journal features.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(within(dialog).getByRole('button', { name: 'Continue Browsing' })).toBeVisible();
  },
};

/** The server refused the list (the session ended elsewhere): the Login Required modal. */
export const SessionRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        journal: [
          errorHandler('get', '/journal', 401, 'This session has ended. Please log in again.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openedDialog('dialog', 'Login Required', LONG);
    await expect(dialog).toHaveAccessibleDescription(
      'Please log in to use the Smart Journal features.',
    );
    await expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    // Behind it, the sign-in prompt instead of the entries.
    await expect(canvas.queryByRole('list', { name: 'Past Entries' })).not.toBeInTheDocument();
  },
};

// ---------------------------------------------------------------- in the page, and narrow

/** 320 px: the form and the entries in one narrow column. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await entriesShown(canvas);
    await userEvent.click(
      within(entryNamed(list, 'After the community meeting')).getByRole('button', {
        name: 'Show mantra',
      }),
    );
  },
});

/** In the site's layout: saving in the Smart Journal raises the navigation's Account badge. */
export const InTheShell: Story = {
  parameters: { session: maya, layout: 'fullscreen' },
  render: (args) => (
    <Shell year={STORY_YEAR}>
      <JournalScreen {...args} />
    </Shell>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await entriesShown(canvas);
    await expect(
      await within(nav).findByRole('link', { name: 'Account, 2 unread messages' }, LONG),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Frost');
    await pasteInto(canvas.getByRole('textbox', { name: 'Entry' }), 'Lace on the frame.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Entry' }));
    await expect(
      await within(nav).findByRole('link', { name: 'Account, 3 unread messages' }, LONG),
    ).toBeVisible();
  },
};
