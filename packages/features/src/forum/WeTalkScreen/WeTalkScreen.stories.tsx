import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, forumAdmin, fixtures, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectLocation,
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
  pinClock,
  pasteInto,
} from '../../testing';
import { WeTalkScreen } from './WeTalkScreen';

const maya: TestSession = { userId: users.maya.id };
const sam: TestSession = { userId: users.sam.id };
const admin: TestSession = { userId: forumAdmin.id };
const LONG = { timeout: 5000 };

async function talks(canvas: StoryCanvas) {
  const list = await canvas.findByRole('list', { name: 'Talks' }, LONG);
  return within(list).getAllByRole('article');
}

/** A category chip's words ("Category: Gardening", the first word for screen readers only). */
const chip = (name: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === `Category: ${name}`;

async function openMayasTalk(canvas: StoryCanvas) {
  const [first] = await talks(canvas);
  if (!first) throw new Error('no talk');
  await userEvent.click(within(first).getByRole('button', { name: 'Open' }));
  return canvas.findByRole('list', { name: 'Comments' }, LONG);
}

/**
 * Waits until a toast's screen-reader announcement (Radix puts it on the body for 1 s) is gone, so
 * the page's children hold still while it is screenshotted (under load the capture outlasted it).
 */
async function toastAnnounced() {
  await waitFor(
    () => expect(document.querySelector('body > [role="status"][aria-live]')).toBeNull(),
    LONG,
  );
}

/**
 * We Talk at `/WeTalk`: three talks, newest first (Maya's tool library with two
 * comments, Lena's rain barrels with one, Rowan's welcome). Rowan is the forum admin here.
 */
const meta = {
  title: 'We Talk',
  component: WeTalkScreen,
  ...screenStory({ route: 'weTalk' }),
} satisfies Meta<typeof WeTalkScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: every talk with its author and comment count; no Post box, no Delete. */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    const shown = await talks(canvas);
    await expect(shown.map((talk) => talk.getAttribute('aria-label'))).toEqual([
      'Talk by maya',
      'Talk by lena',
      'Talk by rowan',
    ]);
    const first = within(shown[0] as HTMLElement);
    // Its title, an excerpt of its text, its day, author and number of comments.
    await expect(
      first.getByRole('heading', { name: 'A neighbourhood tool library' }),
    ).toBeVisible();
    await expect(first.getByText(/^Should we start a neighbourhood tool library\?/)).toBeVisible();
    await expect(first.getByText(/· By maya · 2 comments$/)).toBeVisible();
    await expect(first.getByText('3 Jan 2026')).toHaveAttribute('datetime', '2026-01-03T20:00:00Z');
    // Lena's talk has no title: its first line stands for one.
    await expect(
      within(shown[1] as HTMLElement).getByRole('heading', {
        name: 'Anyone know where to get food-safe rain barrels?',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Sign in to start a talk.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Post' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Report/ })).toBeNull();
  },
};

/** A visitor opens a talk: its comments, oldest first, and 'Login to add a comment'. */
export const VisitorOpensTalk: Story = {
  play: async ({ canvas }) => {
    const comments = await openMayasTalk(canvas);
    await expect(
      within(comments)
        .getAllByRole('article')
        .map((comment) => comment.getAttribute('aria-label')),
    ).toEqual(['Comment by sam', 'Comment by lena']);
    await expect(canvas.getByText('Login to add a comment')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull();
    // A titled talk's heading is its title.
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'A neighbourhood tool library' }),
    ).toHaveFocus();
    await expect(canvas.getByText('By maya')).toBeVisible();
  },
};

/** A member starts a talk: it comes first, with no comments; Delete only on their own. */
export const MemberPosts: Story = {
  // The new talk is dated "now": the same day in every screenshot.
  beforeEach: () => pinClock('2026-01-05T10:00:00Z'),
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await talks(canvas);
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await pasteInto(
      canvas.getByRole('textbox', { name: 'Start a new talk' }),
      'Who wants to share seeds?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await waitFor(
      () => expect(canvas.getByRole('textbox', { name: 'Start a new talk' })).toHaveValue(''),
      LONG,
    );
    const [first] = await talks(canvas);
    await expect(first).toHaveAccessibleName('Talk by sam');
    await expect(within(first as HTMLElement).getByText(/By sam · 0 comments$/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
  },
};

/** Blank text is ignored: nothing is sent, nothing changes. */
export const BlankIgnored: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await talks(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Start a new talk' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(await talks(canvas)).toHaveLength(3);
  },
};

/** A member comments on a talk (Delete comment on their own only), then goes back to the list. */
export const MemberComments: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await openMayasTalk(canvas);
    await expect(canvas.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'Count me in.');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    const comments = canvas.getByRole('list', { name: 'Comments' });
    await expect(await within(comments).findByText('Count me in.', {}, LONG)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(2);
    // Back to the list: the talk now counts three comments.
    await userEvent.click(canvas.getByRole('button', { name: 'Back to all talks' }));
    const [first] = await talks(canvas);
    await expect(
      await within(first as HTMLElement).findByText(/By maya · 3 comments$/, {}, LONG),
    ).toBeVisible();
    // Clicking a talk's words opens it too.
    await userEvent.click(
      within(first as HTMLElement).getByRole('heading', { name: 'A neighbourhood tool library' }),
    );
    await expect(await canvas.findByRole('list', { name: 'Comments' }, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to all talks' }));
    await talks(canvas);
  },
};

/** Posting fails: a short error toast with the server's words; the text stays. */
export const PostFails: Story = {
  parameters: {
    session: sam,
    msw: {
      handlers: {
        forum: [errorHandler('post', '/forum/threads', 429, 'Too many posts. Try again later.')],
      },
    },
  },
  play: async ({ canvas }) => {
    await talks(canvas);
    const box = canvas.getByRole('textbox', { name: 'Start a new talk' });
    await userEvent.type(box, 'Hello?');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    const toast = await within(document.body).findByText('Your talk was not posted.', {}, LONG);
    await expect(toast).toBeVisible();
    await expect(within(document.body).getByText('Too many posts. Try again later.')).toBeVisible();
    await expect(box).toHaveValue('Hello?');
    await toastAnnounced();
  },
};

/** The author deletes their talk after confirming; it leaves the list. */
export const AuthorDeletes: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const [first] = await talks(canvas);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = await openedDialog('alertdialog', undefined, LONG);
    await expect(within(dialog).getByText('Delete this talk and all its comments?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await talks(canvas)).toHaveLength(2), LONG);
    await expect(canvas.queryByText(/tool library/)).toBeNull();
    await toastAnnounced();
  },
};

/** The forum admin sees Delete on every talk; the confirmation is open. */
export const AdminDeleteDialog: Story = {
  parameters: { session: admin },
  play: async ({ canvas }) => {
    await talks(canvas);
    const deletes = canvas.getAllByRole('button', { name: 'Delete' });
    await expect(deletes).toHaveLength(3);
    await userEvent.click(deletes[1] as HTMLElement);
    const dialog = await openedDialog('alertdialog', undefined, LONG);
    await expect(within(dialog).getByText(/rain barrels/)).toBeVisible();
  },
};

/** The forum admin opens a talk: Delete on the talk and on every comment. */
export const AdminOpensTalk: Story = {
  parameters: { session: admin },
  play: async ({ canvas }) => {
    await openMayasTalk(canvas);
    await expect(canvas.getByRole('button', { name: 'Delete talk' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(2);
    // Not the admin's own: Report too.
    await expect(canvas.getByRole('button', { name: 'Report talk' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Report comment' })).toHaveLength(2);
  },
};

/** The server refuses the delete: its words in the dialog, the talk stays. */
export const DeleteRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        forum: [
          errorHandler(
            'delete',
            '/forum/threads/{id}',
            403,
            'Only its author or the forum admin can delete this talk.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const [first] = await talks(canvas);
    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = await openedDialog('alertdialog', undefined, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByText(
        'Only its author or the forum admin can delete this talk.',
        {},
        LONG,
      ),
    ).toBeVisible();
    // The words arrive a render before the dialog leaves its busy state: the screenshot waits for
    // the buttons to answer again, and the focus (dropped while Delete was disabled) to be back on
    // Delete, ready for another try.
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled(),
      LONG,
    );
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus(),
      LONG,
    );
  },
};

/**
 * A member reports someone else's talk: Report on every talk but their own (none of
 * Sam's here), reached with the keyboard; it opens the Report dialog for the talk.
 */
export const MemberReportsTalk: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    const shown = await talks(canvas);
    await expect(canvas.getAllByRole('button', { name: 'Report' })).toHaveLength(3);
    const report = within(shown[0] as HTMLElement).getByRole('button', { name: 'Report' });
    report.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openedDialog('dialog', 'Report talk', LONG);
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Off topic' }));
  },
};

/** A talk report as sam makes it: open, for the forum admin. */
const samReports = (kind: 'forum_talk' | 'forum_comment', itemId: number, excerpt: string) => ({
  id: kind === 'forum_talk' ? 1 : 2,
  community_id: null,
  status: 'open' as const,
  resolved_at: null,
  resolved_by_id: null,
  kind,
  item_id: itemId,
  thread_id: fixtures.forumThreadIds.mayaTools,
  reason: 'spam' as const,
  note: null,
  excerpt,
  reporter_id: users.sam.id,
  created_at: '2026-01-04T10:00:00.000Z',
});

/**
 * What sam reported says "Reported" to him in place of Report: the talk in the list,
 * and lena's comment on its page (his own comment has no Report at all).
 */
export const ReportedByMe: Story = {
  beforeEach: () => {
    db.reports.push(
      samReports(
        'forum_talk',
        fixtures.forumThreadIds.mayaTools,
        'A neighbourhood tool library: Should we start a neighbourhood tool library?',
      ),
      samReports(
        'forum_comment',
        fixtures.forumCommentIds.lenaOnTools,
        'I can lend a wheelbarrow.',
      ),
    );
  },
  parameters: { session: sam },
  play: async ({ canvas }) => {
    const shown = await talks(canvas);
    const talk = shown.find((item) =>
      item.textContent?.includes('A neighbourhood tool library'),
    ) as HTMLElement;
    await expect(within(talk).getByText('Reported')).toHaveTextContent(
      'Reported (You reported this talk.)',
    );
    await expect(within(talk).queryByRole('button', { name: 'Report' })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Report' })).toHaveLength(2);
    await userEvent.click(within(talk).getByRole('button', { name: 'Open' }));
    const comments = await canvas.findByRole('list', { name: 'Comments' }, LONG);
    await waitFor(
      () =>
        expect(within(comments).getByText('Reported')).toHaveTextContent(
          'Reported (You reported this comment.)',
        ),
      LONG,
    );
    await expect(canvas.queryByRole('button', { name: 'Report comment' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Report talk' })).toBeNull();
  },
};

/**
 * The forum admin follows the inbox notice's link (`/WeTalk#reports`): below the talks,
 * the forum's open reports (a talk's and a comment's), scrolled to and their heading focused.
 */
export const AdminReports: Story = {
  beforeEach: () => {
    const base = {
      community_id: null,
      status: 'open' as const,
      resolved_at: null,
      resolved_by_id: null,
    };
    db.reports.push(
      {
        ...base,
        id: 1,
        kind: 'forum_talk',
        item_id: fixtures.forumThreadIds.mayaTools,
        thread_id: fixtures.forumThreadIds.mayaTools,
        reason: 'off_topic',
        note: 'This belongs in the Riverside chat.',
        excerpt: 'A neighbourhood tool library: Should we start a neighbourhood tool library?',
        reporter_id: users.sam.id,
        created_at: '2026-01-04T09:00:00.000Z',
      },
      {
        ...base,
        id: 2,
        kind: 'forum_comment',
        item_id: fixtures.forumCommentIds.lenaOnTools,
        thread_id: fixtures.forumThreadIds.mayaTools,
        reason: 'spam',
        note: null,
        excerpt: 'I can lend a wheelbarrow.',
        reporter_id: users.maya.id,
        created_at: '2026-01-04T10:00:00.000Z',
      },
    );
  },
  parameters: { session: admin, screen: { start: '/WeTalk#reports' } },
  play: async ({ canvas }) => {
    const reports = await canvas.findByRole('list', { name: 'Open reports' }, LONG);
    await expect(within(reports).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(reports).getByText('This belongs in the Riverside chat.')).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('heading', { level: 2, name: 'Reports' })).toHaveFocus(),
      LONG,
    );
    await expect(canvas.getByRole('region', { name: 'Reports' })).toHaveAttribute('id', 'reports');
  },
};

/** No talks yet. */
export const Empty: Story = {
  beforeEach: () => {
    db.forumComments.splice(0);
    db.forumThreads.splice(0);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No talks yet.', {}, LONG)).toBeVisible();
  },
};

/** While the talks load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { forum: [loadingHandler('get', '/forum/threads')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading talks...')).toBeVisible();
  },
};

/** The talks failed to load: said so, with Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: { forum: [errorHandler('get', '/forum/threads', 503, 'Database unavailable')] },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load the talks.');
  },
};

/** 320 px, a member: the new-talk box and the list in one narrow column. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await talks(canvas);
  },
});

/**
 * More talks than a page (21 newer ones and a 5,000-character one seeded, 25 in all):
 * 20 a page, newest first;
 * Older talks shows the next page and moves the focus to the list's heading, Newer talks goes
 * back; on the last page Older talks is disabled. The picture is the second, shorter page.
 */
export const PagedList: Story = {
  beforeEach: () => {
    for (let n = 1; n <= 21; n += 1) {
      db.forumThreads.push({
        id: 100 + n,
        title: n % 3 ? `Seedling swap, round ${n}` : null,
        text: `Bring what you have grown, round ${n}.\nAnything goes.`,
        user_id: users.sam.id,
        created_at: `2026-02-${String(n).padStart(2, '0')}T09:00:00Z`,
        edited_at: null,
        category_id: null,
      });
    }
    // The oldest: a whole 5,000 characters of Markdown, of which the list shows the first line and
    // an excerpt as plain text.
    db.forumThreads.push({
      id: 200,
      title: null,
      text: `## A very long talk\n${'**Compost**, mulch and patience. '.repeat(200)}`.slice(
        0,
        5000,
      ),
      user_id: users.lena.id,
      created_at: '2025-12-01T09:00:00Z',
      edited_at: null,
      category_id: null,
    });
  },
  play: async ({ canvas }) => {
    await expect(await talks(canvas)).toHaveLength(20);
    const pages = canvas.getByRole('navigation', { name: 'Talk pages' });
    await expect(within(pages).getByText('Page 1')).toBeVisible();
    await expect(within(pages).getByRole('button', { name: /Newer talks/ })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: /Older talks/ }));
    await expect(await canvas.findByText('Page 2', {}, LONG)).toBeVisible();
    await waitFor(async () => expect(await talks(canvas)).toHaveLength(5), LONG);
    await expect(canvas.getByRole('heading', { name: 'Talks', level: 2 })).toHaveFocus();
    await expect(canvas.getByText(/Welcome to We Talk!/)).toBeVisible();
    // The long talk: its first line as the title, then at most 200 characters of it.
    const long = canvas.getByRole('heading', { name: 'A very long talk' }).closest('article');
    const excerpt = within(long as HTMLElement).getByText(/^Compost, mulch and patience\./);
    await expect([...(excerpt.textContent ?? '')].length).toBeLessThanOrEqual(200);
    await expect(excerpt.textContent).toMatch(/patience\.…$|[a-z]…$/);
    await expect(long).not.toHaveTextContent(/[#*]/);
    await expect(within(pages).getByRole('button', { name: /Older talks/ })).toBeDisabled();
    // Back with the keyboard: Newer talks is a button like any other.
    within(pages)
      .getByRole('button', { name: /Newer talks/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Page 1', {}, LONG)).toBeVisible();
    await waitFor(async () => expect(await talks(canvas)).toHaveLength(20), LONG);
    await userEvent.click(within(pages).getByRole('button', { name: /Older talks/ }));
    await waitFor(async () => expect(await talks(canvas)).toHaveLength(5), LONG);
  },
};

/** A search over titles and texts: the matching talks, and Clear search. */
export const SearchResults: Story = {
  play: async ({ canvas }) => {
    await talks(canvas);
    // Another form of the word finds it, marked in the title and the passage.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search talks' }), 'tools{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Results for “tools”' }, LONG),
    ).toBeVisible();
    await waitFor(async () => expect(await talks(canvas)).toHaveLength(1), LONG);
    const [found] = await talks(canvas);
    await expect(
      within(found ?? document.body)
        .getAllByText('tool', { selector: 'mark' })
        .map((mark) => mark.closest('h3') === null),
    ).toEqual([false, true]);
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};

/** A search that finds nothing says so; Clear search brings every talk back. */
export const NoResults: Story = {
  play: async ({ canvas }) => {
    await talks(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search talks' }), 'zucchini');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No talks match “zucchini”.', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect(await talks(canvas)).toHaveLength(3), LONG);
    await expect(canvas.getByRole('searchbox', { name: 'Search talks' })).toHaveValue('');
    // Show the no-results state in the picture.
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search talks' }),
      'zucchini{Enter}',
    );
    await expect(await canvas.findByText('No talks match “zucchini”.', {}, LONG)).toBeVisible();
  },
};

/**
 * A talk opened by its address (`/WeTalk?talk=7`, a link or a reload): it is read on its
 * own, so it shows even while the list has not loaded (the list never answers here).
 */
export const OpenedByLink: Story = {
  parameters: {
    screen: { start: `/WeTalk?talk=${String(fixtures.forumThreadIds.rowanWelcome)}` },
    msw: { handlers: { forum: [loadingHandler('get', '/forum/threads')] } },
  },
  play: async ({ canvas }) => {
    // Its title is its heading, its author below.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Welcome' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('By rowan')).toBeVisible();
    await expect(canvas.getByText('Welcome to We Talk! Be kind, be curious.')).toBeVisible();
    await expect(await canvas.findByText('No comments yet.', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Login to add a comment')).toBeVisible();
  },
};

const mayasTalk = `/WeTalk?talk=${String(fixtures.forumThreadIds.mayaTools)}`;

/**
 * The author edits their talk in place: Edit talk opens its title and text with the
 * focus in the text; Save shows the new words marked "(edited)"; Escape closes an edit unsaved.
 */
export const AuthorEditsTalk: Story = {
  parameters: { session: maya, screen: { start: mayasTalk }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit talk' }, LONG));
    const text = canvas.getByRole('textbox', { name: 'Edit the talk' });
    await expect(text).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue(
      'A neighbourhood tool library',
    );
    await userEvent.clear(text);
    await userEvent.type(text, 'A tool library in the community centre?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(canvas.queryByRole('textbox', { name: 'Edit the talk' })).toBeNull(),
      LONG,
    );
    await expect(await canvas.findByText('(edited)', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('A tool library in the community centre?')).toBeVisible();
    await expect(db.forumThreads.find((row) => row.id === 9)?.edited_at).not.toBeNull();
    // Escape closes an edit without saving it.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit talk' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit the talk' }), ' Not this.');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Edit the talk' })).toBeNull();
    await expect(canvas.getByText('A tool library in the community centre?')).toBeVisible();
    // Someone else's comment has no Edit; the forum admin's right is the server's to check.
    await expect(canvas.queryByRole('button', { name: 'Edit comment' })).toBeNull();
  },
};

/** A commenter edits their comment: Escape cancels, Save marks it edited. */
export const CommenterEditsComment: Story = {
  parameters: { session: sam, screen: { start: mayasTalk }, visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit comment' }, LONG));
    const field = canvas.getByRole('textbox', { name: 'Edit the comment' });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Edit the comment' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit comment' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit the comment' }), ' On Sundays.');
    // The keyboard's way: Tab to Cancel, then Save.
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(
      () => expect(canvas.queryByRole('textbox', { name: 'Edit the comment' })).toBeNull(),
      LONG,
    );
    await expect(await canvas.findByText('(edited)', {}, LONG)).toBeVisible();
    await expect(
      canvas.getByText('Yes! The community centre has a spare room. On Sundays.'),
    ).toBeVisible();

    // Not the talk's author: no Edit talk.
    await expect(canvas.queryByRole('button', { name: 'Edit talk' })).toBeNull();
  },
};

/** An edit emptied: the field says so and nothing is saved. */
export const EditBlank: Story = {
  parameters: { session: maya, screen: { start: mayasTalk } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit talk' }, LONG));
    const text = canvas.getByRole('textbox', { name: 'Edit the talk' });
    await userEvent.clear(text);
    await userEvent.type(text, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Write something before saving.')).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveFocus();
    await expect(db.forumThreads.find((row) => row.id === 9)?.edited_at).toBeNull();
  },
};

/**
 * A talk and a comment edited earlier: "(edited)" beside their time, the edit's time for screen
 * readers; the talk's page shows its date and author, each comment its time.
 */
export const EditedMarks: Story = {
  beforeEach: () => {
    const talk = db.forumThreads.find((row) => row.id === 9);
    const comment = db.forumComments.find((row) => row.id === 32);
    if (talk) talk.edited_at = '2026-01-04T08:15:00Z';
    if (comment) comment.edited_at = '2026-01-04T09:40:00Z';
  },
  parameters: { screen: { start: mayasTalk } },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Comments' }, LONG);
    await expect(canvas.getByText('3 Jan 2026')).toHaveAttribute(
      'datetime',
      '2026-01-03T20:00:00Z',
    );
    await expect(canvas.getByText('By maya')).toBeVisible();
    await expect(canvas.getByText('(Edited 4 Jan 2026, 08:15 UTC)')).toBeInTheDocument();
    await expect(canvas.getByText('(Edited 4 Jan 2026, 09:40 UTC)')).toBeInTheDocument();
    await expect(canvas.getAllByText('(edited)')).toHaveLength(2);
    await expect(canvas.getByText('3 Jan 2026, 20:30 UTC')).toHaveAttribute(
      'datetime',
      '2026-01-03T20:30:00Z',
    );
  },
};

/**
 * A member likes a talk and a comment: the buttons are toggles (`aria-pressed`) named
 * with the count; pressing again takes the like back. Visitors see the counts only.
 */
export const LikeToggled: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const [first] = await talks(canvas);
    const like = within(first as HTMLElement).getByRole('button', {
      name: 'Like this talk, 1 like',
    });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    const liked = await within(first as HTMLElement).findByRole(
      'button',
      { name: 'Like this talk, 2 likes' },
      LONG,
    );
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(liked);
    await expect(
      await within(first as HTMLElement).findByRole(
        'button',
        { name: 'Like this talk, 1 like' },
        LONG,
      ),
    ).toHaveAttribute('aria-pressed', 'false');
    // Rowan's welcome is one Maya already likes.
    await expect(canvas.getByRole('button', { name: 'Like this talk, 2 likes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openMayasTalk(canvas);
    const comment = await canvas.findByRole('button', { name: 'Like this comment, 1 like' }, LONG);
    await expect(comment).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Like this comment, 0 likes' }));
    await expect(
      await canvas.findByRole('button', { name: 'Like this comment, 1 like' }, LONG),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(
          canvas.getAllByRole('button', { pressed: true, name: /Like this comment/ }),
        ).toHaveLength(2),
      LONG,
    );
  },
};

/** The list by most likes (`/WeTalk?sort=top`): Rowan's welcome (two likes) comes first. */
export const SortedByTop: Story = {
  parameters: { screen: { start: '/WeTalk?sort=top' } },
  play: async ({ canvas }) => {
    await waitFor(
      async () =>
        expect((await talks(canvas)).map((talk) => talk.getAttribute('aria-label'))).toEqual([
          'Talk by rowan',
          'Talk by maya',
          'Talk by lena',
        ]),
      LONG,
    );
    await expect(canvas.getByRole('radio', { name: 'Top' })).toBeChecked();
    await expect(canvas.getByText('2 likes')).toBeVisible();
  },
};

/** The order is a control: Top, then back to Latest activity with the keyboard. */
export const SortControl: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await talks(canvas);
    await expect(canvas.getByRole('radio', { name: 'Latest activity' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Top' }));
    await waitFor(
      async () => expect((await talks(canvas))[0]).toHaveAttribute('aria-label', 'Talk by rowan'),
      LONG,
    );
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Top' })).toBeChecked(), LONG);
    canvas.getByRole('radio', { name: 'Top' }).focus();
    // Held as a person would (Radix moves the focus, and so the choice, after the key goes down).
    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(
      () => expect(canvas.getByRole('radio', { name: 'Latest activity' })).toBeChecked(),
      LONG,
    );
    await userEvent.keyboard('{/ArrowLeft}');
    await waitFor(
      async () => expect((await talks(canvas))[0]).toHaveAttribute('aria-label', 'Talk by maya'),
      LONG,
    );
  },
};

/**
 * The forum admin manages the categories in a dialog: each category as its chip with
 * its number of talks; a blank name is refused at once, a name another category has by the
 * server (shown under the form); a new one is added to the list. The picture is the refusal.
 */
export const AdminManagesCategories: Story = {
  parameters: { session: admin },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage categories' }, LONG));
    const dialog = within(await openedDialog('dialog', 'Manage categories'));
    const list = await dialog.findByRole('list', { name: 'Categories' }, LONG);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), LONG);
    await expect(within(list).getAllByText('1 talk')).toHaveLength(2);
    await expect(within(list).getByText(chip('Gardening'))).toBeVisible();
    const form = within(dialog.getByRole('form', { name: 'New category' }));
    await userEvent.click(form.getByRole('button', { name: 'Create category' }));
    await expect(form.getByText('Give the category a name.')).toBeVisible();
    await pasteInto(form.getByRole('textbox', { name: /^Name/ }), 'Recipes');
    await userEvent.click(form.getByRole('radio', { name: 'Amber' }));
    await pasteInto(form.getByRole('textbox', { name: 'Description (optional)' }), 'Jams too.');
    await userEvent.click(form.getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), LONG);
    await expect(within(list).getByText('Jams too.')).toBeVisible();
    // The form is empty again; a taken name (any case) is refused by the server.
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await pasteInto(form.getByRole('textbox', { name: /^Name/ }), 'gardening');
    await userEvent.click(form.getByRole('button', { name: 'Create category' }));
    await expect(
      await form.findByText('Another category already has this name.', {}, LONG),
    ).toBeVisible();
  },
};

/**
 * The list filtered by a category, from the address (`/WeTalk?category=1`): only its
 * talks, each with its chip; choosing another category puts it in the address.
 */
export const FilteredByCategory: Story = {
  parameters: {
    session: maya,
    screen: { start: `/WeTalk?category=${String(fixtures.forumCategoryIds.gardening)}` },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Talks in Gardening' }, LONG),
    ).toBeVisible();
    await waitFor(
      async () =>
        expect((await talks(canvas)).map((talk) => talk.getAttribute('aria-label'))).toEqual([
          'Talk by lena',
        ]),
      LONG,
    );
    const filter = canvas.getByRole('combobox', { name: 'Show talks in' });
    await expect(filter).toHaveValue(String(fixtures.forumCategoryIds.gardening));
    // A new talk starts in the category shown.
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue(
      String(fixtures.forumCategoryIds.gardening),
    );
    await userEvent.selectOptions(filter, 'Uncategorised');
    await expectLocation(canvas, '/WeTalk?category=none');
    await waitFor(
      async () =>
        expect((await talks(canvas)).map((talk) => talk.getAttribute('aria-label'))).toEqual([
          'Talk by rowan',
        ]),
      LONG,
    );
    await userEvent.selectOptions(filter, 'Sharing');
    await expectLocation(canvas, `/WeTalk?category=${String(fixtures.forumCategoryIds.sharing)}`);
    await waitFor(
      async () =>
        expect((await talks(canvas)).map((talk) => talk.getAttribute('aria-label'))).toEqual([
          'Talk by maya',
        ]),
      LONG,
    );
    const [only] = await talks(canvas);
    await expect(within(only as HTMLElement).getByText(chip('Sharing'))).toBeVisible();
  },
};

/**
 * The forum admin moves a talk to another category from its page: Move is enabled once
 * another category is chosen; the talk's chip and a toast say where it went.
 */
export const AdminMovesTalk: Story = {
  parameters: {
    session: admin,
    screen: { start: `/WeTalk?talk=${String(fixtures.forumThreadIds.rowanWelcome)}` },
  },
  play: async ({ canvas }) => {
    const move = await canvas.findByRole('combobox', { name: 'Move to category' }, LONG);
    await expect(canvas.getByText(chip('Uncategorised'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move' })).toBeDisabled();
    await waitFor(() => expect(within(move).getAllByRole('option')).toHaveLength(3), LONG);
    await userEvent.selectOptions(move, 'Gardening');
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(await screen.findByText('Moved to Gardening.', {}, LONG)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(chip('Gardening'))).toBeVisible(), LONG);
    await toastAnnounced();
  },
};
