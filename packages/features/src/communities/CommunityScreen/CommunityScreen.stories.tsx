import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, fixtures, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectLocation,
  fill,
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
  pasteInto,
} from '../../testing';
import { CommunityRoute } from './CommunityRoutes';

/** Riverside Growers (id 1): maya created it, sam is an admin, lena a member, theo asked to join. */
const maya: TestSession = { userId: users.maya.id };
const sam: TestSession = { userId: users.sam.id };
const lena: TestSession = { userId: users.lena.id };
const theo: TestSession = { userId: users.theo.id };
/** Neither a member of Riverside Growers nor asking to join. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };

/** Night Sky Circle (id 2): sam's, sections in another order, Resource Board hidden from members. */
const nightSky = { screen: { start: '/communities/2' } };

/** The sections' tabs, in the default order (each panel headed by the section's title). */
const SECTION_TABS = ['Goals', 'Chat', 'Resources', 'Events', 'Members', 'Admin', 'Layout'];

/** Each section's tab name → its title (the panel's heading). */
const TITLES: Record<string, string> = {
  Goals: 'Community Goals',
  Chat: 'Community Chat',
  Resources: 'Resource Board',
  Events: 'Upcoming Events',
  Members: 'Member List',
  Admin: 'Admin Panel',
  Layout: 'Component Manager',
};

/**
 * The page of an approved member, once loaded (one section shown): its sections' tab
 * names in order.
 */
async function sectionsShown(canvas: StoryCanvas, name = 'Riverside Growers') {
  await expect(await canvas.findByRole('heading', { level: 1, name }, LONG)).toBeVisible();
  // The section the page opened at appears once its first reads have answered (firstReads.ts).
  await canvas.findByRole('heading', { level: 2 }, LONG);
  return sectionOrder(canvas);
}

function sectionOrder(canvas: StoryCanvas) {
  return within(canvas.getByRole('tablist', { name: 'Sections' }))
    .getAllByRole('tab')
    .map((tab: HTMLElement) => tab.textContent.replace(/Hidden$/, '').trim());
}

/** Chooses the section of tab `tab` and waits until its panel shows, headed by its title. */
async function openSection(canvas: StoryCanvas, tab: string) {
  await userEvent.click(canvas.getByRole('tab', { name: new RegExp(`^${tab}`) }));
  return canvas.findByRole('heading', { level: 2, name: TITLES[tab] }, LONG);
}

/** The page with the Member List chosen. */
async function memberListShown(canvas: StoryCanvas, name?: string) {
  await sectionsShown(canvas, name);
  await openSection(canvas, 'Members');
}

/** The Member List's members (a list) once loaded. */
function membersList(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Members' }, LONG);
}

/**
 * `/communities/{id}`, as each role sees it: a visitor (not signed in), someone
 * outside the community, someone who asked to join, a member, an admin and the creator.
 */
const meta = {
  title: 'Community',
  component: CommunityRoute,
  ...screenStory({ route: 'community', start: '/communities/1' }),
  // The sections' clock and formats, as in their own stories: the calendar and times stay put.
  args: { today: '2026-01-05', locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof CommunityRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- each role's view

/** Not signed in: asked to log in. */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please login to view communities.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
  },
};

/** Signed in but not a member: name, description and "Request to Join"; joining says it was sent. */
export const NotAMember: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Riverside Growers' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByText(/Neighbours turning the riverside/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Request to Join' })).toBeEnabled();
  },
};

/** Request to Join (Night Sky Circle): "Join request sent. Waiting for approval." */
export const Join: Story = {
  parameters: { session: ivy, ...nightSky },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Request to Join' }, LONG));
    await expect(
      await canvas.findByText('Join request sent. Waiting for approval.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request to Join' })).not.toBeInTheDocument();
  },
};

/** The join request failed: the server's reason, and the button to try again. */
export const JoinFailed: Story = {
  parameters: {
    session: ivy,
    msw: {
      handlers: {
        communities: [errorHandler('post', '/communities/{id}/join', 500, 'Database unavailable')],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Request to Join' }, LONG));
    await expect(await canvas.findByText('Database unavailable', {}, LONG)).toBeVisible();
    await expect(canvas.getByText('Could not send the join request.')).toBeVisible();
  },
};

/** Asked to join earlier (the server says so after a reload): waiting for approval. */
export const Pending: Story = {
  parameters: { session: theo },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Join request sent. Waiting for approval.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request to Join' })).not.toBeInTheDocument();
  },
};

/**
 * A member: the seven sections as tabs in the default order, the first (Community Goals) shown;
 * each of the four section bodies with the community's goals, chat, resources and events when
 * chosen; no Edit Community Info, no delete, no admin tools in the Member List, and the Admin
 * Panel and Component Manager say they are for admins. (The picture shows the last one chosen.)
 */
export const Member: Story = {
  parameters: { session: lena },
  play: async ({ canvas }) => {
    await expect(await sectionsShown(canvas)).toEqual(SECTION_TABS);
    await expect(canvas.getByRole('tab', { name: 'Goals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const goals = await canvas.findByRole('list', { name: 'Community Goals' }, LONG);
    await expect(
      within(goals).getByRole('heading', { name: 'Build the rain garden' }),
    ).toBeVisible();
    await openSection(canvas, 'Chat');
    await expectLocation(canvas, '/communities/1#chat');
    const chat = await canvas.findByRole('log', { name: 'Chat messages' }, LONG);
    await expect(await within(chat).findAllByRole('listitem', {}, LONG)).toHaveLength(3);
    await openSection(canvas, 'Resources');
    const resources = await canvas.findByRole('list', { name: 'Resource Board' }, LONG);
    await expect(within(resources).getAllByRole('article')).toHaveLength(3);
    await openSection(canvas, 'Events');
    const calendar = await canvas.findByRole(
      'grid',
      { name: 'Community events, January 2026' },
      LONG,
    );
    await expect(
      within(calendar).getByRole('button', { name: /\b10 January 2026/ }),
    ).toHaveAccessibleDescription('1 event: Rain garden dig');
    await expect(await canvas.findByRole('link', { name: /Add to calendar/ }, LONG)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit Community Info' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Community' })).toBeNull();
    await openSection(canvas, 'Admin');
    await expect(canvas.getByText('Only community admins can use these tools.')).toBeVisible();
    await openSection(canvas, 'Members');
    await expectLocation(canvas, '/communities/1#members');
    const members = await membersList(canvas);
    await expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(members).queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Join Requests' })).toBeNull();
  },
};

/**
 * Opened at a section's address (`#events`, a shared link): that section shows; the arrow keys
 * move along the tabs, each section at its own address.
 */
export const OpenedAtSection: Story = {
  parameters: { session: lena, screen: { start: '/communities/1#events' } },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    const events = canvas.getByRole('tab', { name: 'Events' });
    await expect(events).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Upcoming Events');
    await expect(canvas.queryByRole('log', { name: 'Chat messages' })).toBeNull();
    events.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Member List' }, LONG),
    ).toBeInTheDocument();
    await expectLocation(canvas, '/communities/1#members');
    await membersList(canvas);
    await userEvent.keyboard('{ArrowLeft}');
    await expectLocation(canvas, '/communities/1#events');
    await canvas.findByRole('grid', { name: 'Community events, January 2026' }, LONG);
  },
};

/** A member of Night Sky Circle: its own order, without the Resource Board it hides from members. */
export const MemberCustomLayout: Story = {
  parameters: { session: lena, ...nightSky },
  play: async ({ canvas }) => {
    await expect(await sectionsShown(canvas, 'Night Sky Circle')).toEqual([
      'Chat',
      'Events',
      'Goals',
      'Members',
      'Admin',
      'Layout',
    ]);
  },
};

/** Night Sky Circle's creator: every section, the Resource Board marked hidden. */
export const AdminSeesHidden: Story = {
  parameters: { session: sam, ...nightSky },
  play: async ({ canvas }) => {
    await expect(await sectionsShown(canvas, 'Night Sky Circle')).toEqual([
      'Chat',
      'Events',
      'Goals',
      'Members',
      'Resources',
      'Admin',
      'Layout',
    ]);
    await openSection(canvas, 'Resources');
    await expect(
      within(canvas.getByRole('tab', { name: /^Resources/ })).getByText('Hidden'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Hidden from members: only admins see this section.'),
    ).toBeVisible();
  },
};

/**
 * An admin (not the creator): Edit Community Info but no delete; join requests, and the admin
 * tools on every row but the creator's and their own.
 */
export const Admin: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    await expect(canvas.getByRole('button', { name: 'Edit Community Info' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete Community' })).toBeNull();
    const requests = await canvas.findByRole('list', { name: 'Join Requests' }, LONG);
    await expect(within(requests).getByRole('button', { name: 'Approve theo' })).toBeVisible();
    const members = await membersList(canvas);
    const creatorRow = within(members).getByRole('listitem', { name: 'maya' });
    await expect(within(creatorRow).getByText('Creator')).toBeVisible();
    await expect(within(creatorRow).queryByRole('button')).toBeNull();
    const ownRow = within(members).getByRole('listitem', { name: 'sam' });
    await expect(within(ownRow).getByRole('button', { name: 'Leave community' })).toBeVisible();
    const lenaRow = within(members).getByRole('listitem', { name: 'lena' });
    await expect(within(lenaRow).getByRole('button', { name: 'Make admin: lena' })).toBeVisible();
    await expect(within(lenaRow).getByRole('button', { name: 'Remove lena' })).toBeVisible();
  },
};

/**
 * Opened at `#reports` (the link of an admin's inbox notice of a report): the Admin
 * Panel's open reports come into view, the focus on their heading; each report is removed or
 * dismissed from there. Here lena reported maya's chat message.
 */
export const AdminReports: Story = {
  parameters: { session: sam, screen: { start: '/communities/1#reports' } },
  beforeEach: () => {
    db.reports.push(fixtures.mayaMessageReport({ note: 'An advert for watches.' }));
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 3, name: 'Reports' }, LONG);
    await waitFor(() => expect(heading).toHaveFocus(), LONG);
    await expect(heading.closest('section')).toHaveAttribute('id', 'reports');
    const list = canvas.getByRole('list', { name: 'Open reports' });
    await expect(within(list).getByText('“Cheap watches, this week only”')).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Remove content' })).toBeVisible();
    // The screenshot shows the page from its top (the reveal scrolled it).
    for (let node = heading.parentElement; node; node = node.parentElement) {
      node.scrollTop = 0;
      node.scrollLeft = 0;
    }
    window.scrollTo(0, 0);
  },
};

/** The creator: Edit Community Info and Delete Community; the role badges of the Member List. */
export const Creator: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await expect(await sectionsShown(canvas)).toEqual(SECTION_TABS);
    await openSection(canvas, 'Members');
    await expect(canvas.getByRole('button', { name: 'Delete Community' })).toBeVisible();
    const members = await membersList(canvas);
    const badges = within(members)
      .getAllByRole('listitem')
      .map((row) => [
        row.getAttribute('aria-label'),
        within(row).getByText(/^(Creator|Admin|Member)$/).textContent,
      ]);
    await expect(badges).toEqual([
      ['maya', 'Creator'],
      ['sam', 'Admin'],
      ['lena', 'Member'],
    ]);
    const ownRow = within(members).getByRole('listitem', { name: 'maya' });
    await expect(within(ownRow).queryByRole('button')).toBeNull();
  },
};

// ---------------------------------------------------------------- loading and errors

/** While the community loads: "Loading community...". */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { communities: [loadingHandler('get', '/communities/{id}')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading community...')).toBeVisible();
  },
};

/**
 * No such community (the server's 404, "Community not found."): no "Try again", which could only
 * fail again, but the way back to the list.
 */
export const NotFound: Story = {
  parameters: { session: maya, screen: { start: '/communities/999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Community not found.' }, LONG),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to communities' })).toHaveAttribute(
      'href',
      '/communities',
    );
  },
};

/** The members failed to load: "Could not load members." */
export const MembersError: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        communities: [
          errorHandler('get', '/communities/{id}/full-members', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Could not load members.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/** No one waiting to join (the admin's empty list). */
export const NoJoinRequests: Story = {
  parameters: { session: sam, ...nightSky },
  play: async ({ canvas }) => {
    await memberListShown(canvas, 'Night Sky Circle');
    await expect(await canvas.findByText('No one is waiting to join.', {}, LONG)).toBeVisible();
  },
};

// ---------------------------------------------------------------- the Member List's tools

/** Approve: theo leaves the join requests and joins the members. */
export const Approve: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const requests = await canvas.findByRole('list', { name: 'Join Requests' }, LONG);
    await userEvent.click(within(requests).getByRole('button', { name: 'Approve theo' }));
    const members = await membersList(canvas);
    const theoRow = await within(members).findByRole('listitem', { name: 'theo' }, LONG);
    await expect(within(theoRow).getByText('Member')).toBeVisible();
    await expect(await canvas.findByText('No one is waiting to join.', {}, LONG)).toBeVisible();
    // The header's count comes with the community's next answer, drawn in the background.
    await expect(await canvas.findByText('4 members', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Join Requests' })).toHaveFocus();
  },
};

/** Reject: the request goes, and theo does not join. */
export const Reject: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const requests = await canvas.findByRole('list', { name: 'Join Requests' }, LONG);
    await userEvent.click(within(requests).getByRole('button', { name: 'Reject theo' }));
    await expect(await canvas.findByText('No one is waiting to join.', {}, LONG)).toBeVisible();
    const members = await membersList(canvas);
    await expect(within(members).queryByRole('listitem', { name: 'theo' })).toBeNull();
  },
};

/** Approval refused by the server: "Approval failed. Please ensure you're logged in." */
export const ApproveFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        communities: [
          errorHandler(
            'post',
            '/communities/{id}/members/{userId}/approve',
            403,
            'Only community admins can do this.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const requests = await canvas.findByRole('list', { name: 'Join Requests' }, LONG);
    await userEvent.click(within(requests).getByRole('button', { name: 'Approve theo' }));
    await expect(
      await canvas.findByText("Approval failed. Please ensure you're logged in.", {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('Only community admins can do this.')).toBeVisible();
  },
};

/** Toggle admin: lena becomes an admin (and can be made a member again). */
export const ToggleAdmin: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const members = await membersList(canvas);
    const lenaRow = within(members).getByRole('listitem', { name: 'lena' });
    await userEvent.click(within(lenaRow).getByRole('button', { name: 'Make admin: lena' }));
    await expect(await within(lenaRow).findByText('Admin', {}, LONG)).toBeVisible();
    await expect(within(lenaRow).getByRole('button', { name: 'Remove admin: lena' })).toBeVisible();
  },
};

/** The remove confirmation, open. */
export const RemoveDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const members = await membersList(canvas);
    await userEvent.click(within(members).getByRole('button', { name: 'Remove lena' }));
    const dialog = await openedDialog('alertdialog', 'Remove Member');
    await expect(within(dialog).getByText('Remove lena from the community?')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Remove, confirmed: lena leaves the list. */
export const Remove: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const members = await membersList(canvas);
    await userEvent.click(within(members).getByRole('button', { name: 'Remove lena' }));
    const dialog = await openedDialog('alertdialog', 'Remove Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(
      () => expect(within(members).queryByRole('listitem', { name: 'lena' })).toBeNull(),
      LONG,
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The focus lands on the list's heading, not on the page's body.
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 3, name: 'Members' })).toHaveFocus(),
    );
  },
};

/**
 * Ban, from the Member List: the confirmation says what a ban does and takes an
 * optional reason, told to the member.
 */
export const BanDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 4, name: 'Nobody is banned.' }, LONG),
    ).toBeVisible();
    const members = await membersList(canvas);
    await expect(within(members).queryByRole('button', { name: 'Ban maya' })).toBeNull();
    await userEvent.click(within(members).getByRole('button', { name: 'Ban lena' }));
    const dialog = await openedDialog('alertdialog', 'Ban Member');
    await expect(
      within(dialog).getByText(
        "Ban lena? They will be removed and can't join again until an admin lifts the ban.",
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await fill(within(dialog), 'Reason (optional)', 'Spam in the chat.');
  },
};

/**
 * Banned, confirmed: lena leaves the Member List for its Banned list, with the reason given;
 * Lift ban there lets her join again.
 */
export const Banned: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const members = await membersList(canvas);
    await userEvent.click(within(members).getByRole('button', { name: 'Ban lena' }));
    const dialog = await openedDialog('alertdialog', 'Ban Member');
    await fill(within(dialog), 'Reason (optional)', 'Spam in the chat.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    const banned = await canvas.findByRole('list', { name: 'Banned' }, LONG);
    await expect(await within(banned).findByText('lena', {}, LONG)).toBeVisible();
    await expect(within(banned).getByText('Reason: Spam in the chat.')).toBeVisible();
    await waitFor(
      () => expect(within(members).queryByRole('listitem', { name: 'lena' })).toBeNull(),
      LONG,
    );
    await expect(db.inbox.at(-1)?.subject).toBe('Banned from the community');
    await expect(within(banned).getByRole('button', { name: 'Lift ban: lena' })).toBeVisible();
  },
};

/**
 * Ban, from the Join Requests: theo's request goes and he is on the Banned list (he can't ask
 * again until the ban is lifted).
 */
export const BanRequest: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const requests = await canvas.findByRole('list', { name: 'Join Requests' }, LONG);
    await userEvent.click(within(requests).getByRole('button', { name: 'Ban theo' }));
    const dialog = await openedDialog('alertdialog', 'Ban Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    const banned = await canvas.findByRole('list', { name: 'Banned' }, LONG);
    await expect(await within(banned).findByText('theo', {}, LONG)).toBeVisible();
    await expect(await canvas.findByText('No one is waiting to join.', {}, LONG)).toBeVisible();
    const members = await membersList(canvas);
    await expect(within(members).queryByRole('listitem', { name: 'theo' })).toBeNull();
  },
};

/**
 * Unread chat: lena last read maya's first message, so the Chat tab counts sam's after
 * it ("Chat, 1 unread"; her own does not count); the chat opens at "New messages" above it, and
 * the count goes.
 */
export const ChatUnread: Story = {
  parameters: { session: lena },
  beforeEach: () => {
    const membership = db.memberships.find(
      (row) => row.community_id === 1 && row.user_id === users.lena.id,
    );
    if (membership) membership.chat_read_id = 201;
  },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    const tab = canvas.getByRole('tab', { name: 'Chat, 1 unread' });
    await expect(tab).toHaveTextContent('Chat 1');
    await userEvent.click(tab);
    const log = await canvas.findByRole('log', { name: 'Chat messages' }, LONG);
    const items = await within(log).findAllByRole('listitem', {}, LONG);
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Rain garden dig'),
      'New messages',
      expect.stringContaining('maps and two spades'),
      expect.stringContaining('Soup for everyone'),
    ]);
    await waitFor(
      () => expect(canvas.getByRole('tab', { name: 'Chat' })).toHaveTextContent(/^Chat$/),
      LONG,
    );
    await waitFor(() =>
      expect(
        db.memberships.find((row) => row.community_id === 1 && row.user_id === users.lena.id)
          ?.chat_read_id,
      ).toBe(203),
    );
  },
};

/** A member leaves (confirmed first): the page becomes the outsider's, with Request to Join. */
export const Leave: Story = {
  parameters: { session: lena },
  play: async ({ canvas }) => {
    await memberListShown(canvas);
    const members = await membersList(canvas);
    await userEvent.click(within(members).getByRole('button', { name: 'Leave community' }));
    const dialog = await openedDialog('alertdialog', 'Leave Community');
    await expect(
      within(dialog).getByText('Are you sure you want to leave this community?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave community' }));
    await expect(
      await canvas.findByRole('button', { name: 'Request to Join' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('2 members')).toBeVisible();
  },
};

/**
 * The admins hid the Member List: a member still leaves, from the page's header, and
 * the page asks nothing of the hidden list.
 */
export const LeaveWithMemberListHidden: Story = {
  // Ends on the page Leave ends on (the outsider's): a behaviour story, no picture of its own.
  parameters: { session: lena, visual: { disable: true } },
  beforeEach: () => {
    const riverside = db.communities.find((community) => community.id === 1);
    if (riverside) riverside.hidden_sections = ['members'];
  },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    await expect(canvas.queryByRole('tab', { name: 'Members' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave community' }));
    const dialog = await openedDialog('alertdialog', 'Leave Community');
    await expect(
      within(dialog).getByText('Are you sure you want to leave this community?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave community' }));
    await expect(
      await canvas.findByRole('button', { name: 'Request to Join' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('2 members')).toBeVisible();
  },
};

// ---------------------------------------------------------------- layout

/**
 * The Admin Panel, by keyboard: Community Chat moved up (the focus stays on it, the move is
 * announced), saved; the page shows the new order.
 */
export const Reorder: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    await openSection(canvas, 'Admin');
    const order = canvas.getByRole('list', { name: 'Section order' });
    const up = within(order).getByRole('button', { name: 'Move up: Community Chat' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(order).getByRole('button', { name: 'Move down: Community Chat' }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText('Community Chat moved to position 1 of 7.')).toBeInTheDocument();
    await userEvent.click(within(order).getByRole('button', { name: 'Move down: Member List' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Layout' }));
    await expect(await canvas.findByText('Layout saved.', {}, LONG)).toBeVisible();
    await waitFor(
      () =>
        expect(sectionOrder(canvas)).toEqual([
          'Chat',
          'Goals',
          'Resources',
          'Events',
          'Admin',
          'Members',
          'Layout',
        ]),
      LONG,
    );
  },
};

/** The Component Manager hides the Resource Board from members; admins see it marked hidden. */
export const HideSection: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    await openSection(canvas, 'Layout');
    await expectLocation(canvas, '/communities/1#layout');
    await userEvent.click(canvas.getByRole('switch', { name: 'Show Resource Board to members' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Visibility' }));
    await expect(await canvas.findByText('Visibility saved.', {}, LONG)).toBeVisible();
    const board = canvas.getByRole('tab', { name: /^Resources/ });
    await expect(await within(board).findByText('Hidden', {}, LONG)).toBeVisible();
  },
};

// ---------------------------------------------------------------- edit and delete

/** The page, and the Edit Community Info dialog opened on it. */
async function openEditInfo(canvas: StoryCanvas) {
  await sectionsShown(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Community Info' }));
  return openedDialog('dialog', 'Edit Community Info');
}

/** Edit Community Info: the dialog with name and description, saved. */
export const EditInfo: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    const dialog = await openEditInfo(canvas);
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Riverside Growers',
    );
    await fill(within(dialog), 'Name', 'Riverside Gardeners');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Riverside Gardeners' }, LONG),
    ).toBeVisible();
  },
};

/** Edit Community Info's Preview: the description's Markdown as the page will show it. */
export const EditInfoPreview: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    const dialog = await openEditInfo(canvas);
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.clear(description);
    await pasteInto(description, '# Welcome\n\nWe grow **food** together.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const region = within(dialog).getByRole('region', { name: 'Preview' });
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Welcome');
    await expect(within(region).getByText('food').tagName).toBe('STRONG');
  },
};

/** Edit Community Info with the name emptied: said so, nothing sent. */
export const EditInfoNameRequired: Story = {
  parameters: { session: sam },
  play: async ({ canvas }) => {
    const dialog = await openEditInfo(canvas);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByText('Enter a name for the community.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** Delete Community: the spec's question. */
export const DeleteDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Community' }));
    const dialog = await openedDialog('alertdialog', 'Delete Community');
    await expect(
      within(dialog).getByText('Are you sure you want to delete this community?'),
    ).toBeVisible();
  },
};

/** Deleting, confirmed: back to the communities. */
export const Delete: Story = {
  parameters: { session: maya, screen: { routes: { communities: <h1>Communities list</h1> } } },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Community' }));
    const dialog = await openedDialog('alertdialog', 'Delete Community');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Communities list' }, LONG),
    ).toBeVisible();
  },
};

// ---------------------------------------------------------------- narrow

/**
 * 320 px: the creator's page in one narrow column, the section tabs wrapped onto more rows
 * (every tab in sight, nothing scrolls sideways).
 */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await sectionsShown(canvas);
    const tabs = canvas.getByRole('tablist', { name: 'Sections' });
    await expect(tabs.scrollWidth).toBeLessThanOrEqual(tabs.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
