import { useApi, type UserProfile } from '@wegrow/api';
import { Button, Heading, Stack, Tabs, TabsContent, TabsList, TabsTrigger, Text } from '@wegrow/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { QueryState } from '../../shared/QueryState/QueryState';
import { UsernameInvitation } from '../../shared/UsernameInvitation/UsernameInvitation';
import { AccountSettings } from '../AccountSettings/AccountSettings';
import { EmailVerificationNotice } from '../EmailVerificationNotice/EmailVerificationNotice';
import { DataExport } from '../AccountSettings/DataExport';
import { DeleteAccount } from '../AccountSettings/DeleteAccount';
import { JournalImport } from '../JournalImport/JournalImport';
import { EmailAddressChange } from '../AccountSettings/EmailAddressChange';
import { SignedInSessions } from '../AccountSettings/SignedInSessions';
import { USERNAME_FIELD_ID } from '../AccountSettings/UsernameSettings';
import { Inbox } from '../Inbox/Inbox';
import type { MessageTimeOptions } from '../Inbox/messageTime';
import { NotificationSettings } from '../NotificationSettings/NotificationSettings';
import { ACCOUNT_TAB_PARAM, toAccountTab, type AccountTab } from './accountTabs';

export interface AccountScreenProps extends MessageTimeOptions {
  /** The tab shown first. @default the address's `?tab=`, else 'settings' */
  defaultTab?: AccountTab;
}

/** The page's content spans the main column, so its edges line up with the header's. */
const column = { width: '100%' } as const;
/** Messages read best at a shorter measure than the settings' two columns. */
const inboxColumn = { maxWidth: '48rem' } as const;

interface AccountPageProps extends Required<Pick<AccountScreenProps, 'defaultTab'>> {
  /** The signed-in user's profile. */
  profile: UserProfile;
  /** The signed-in address. */
  email: string;
  /** Whose inbox. */
  userId: number;
  /** The Inbox tab's badge. */
  unreadCount: number;
  /** How message times read. */
  messageTime: MessageTimeOptions;
}

/** The page once the profile is there: the heading and the tabs. */
function AccountPage({
  profile,
  email,
  userId,
  unreadCount,
  defaultTab,
  messageTime,
}: AccountPageProps) {
  const [tab, setTab] = useState<AccountTab>(defaultTab);
  const tabList = useRef<HTMLDivElement>(null);
  const ranBefore = useRef(false);
  // Four tabs scroll sideways on a phone: the chosen one is kept in sight (the Inbox, opened from
  // the navigation's badge, sits past the edge at 320 px).
  useLayoutEffect(() => {
    const first = !ranBefore.current;
    ranBefore.current = true;
    // At first the list is at its start, where the first tab is in sight: measuring there would
    // only lay the whole new page out inside React's commit (a long task of the page's load).
    if (first && tab === 'settings') return;
    const list = tabList.current;
    const chosen = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !chosen) return;
    const edges = list.getBoundingClientRect();
    const { left } = chosen.getBoundingClientRect();
    // Its badge may stand out past its edge.
    const right = Math.max(
      ...[chosen, ...chosen.querySelectorAll('*')].map(
        (part) => part.getBoundingClientRect().right,
      ),
    );
    if (right > edges.right) list.scrollLeft += right - edges.right;
    else if (left < edges.left) list.scrollLeft -= edges.left - left;
  }, [tab]);
  function chooseUsername() {
    setTab('settings');
    // After the Settings panel shows again (it may have been hidden behind the Inbox).
    requestAnimationFrame(() => document.getElementById(USERNAME_FIELD_ID)?.focus());
  }
  return (
    <Stack align="stretch" gap="5" style={column}>
      <Stack align="stretch" gap="1">
        <Heading level={1}>Account</Heading>
        <Text tone="secondary">Signed in as {email}</Text>
      </Stack>
      {profile.email_verified === false ? <EmailVerificationNotice email={profile.email} /> : null}
      <UsernameInvitation
        action={
          <Button size="sm" variant="secondary" onClick={chooseUsername}>
            Choose a username
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(toAccountTab(value))}>
        <TabsList ref={tabList} aria-label="Account">
          <TabsTrigger value="settings">Account Settings</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="inbox" badge={unreadCount}>
            Inbox
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted while the Inbox shows, so unsaved edits survive a look at the messages. */}
        <TabsContent value="settings" forceMount hidden={tab !== 'settings'}>
          <AccountSettings profile={profile} email={email} />
        </TabsContent>
        <TabsContent value="security" style={inboxColumn}>
          <Stack align="stretch" gap="5">
            <EmailAddressChange email={profile.email} />
            <SignedInSessions {...messageTime} />
            <DataExport {...messageTime} />
            <JournalImport {...messageTime} />
            <DeleteAccount />
          </Stack>
        </TabsContent>
        <TabsContent value="notifications" style={inboxColumn}>
          <NotificationSettings />
        </TabsContent>
        <TabsContent value="inbox" style={inboxColumn}>
          <Inbox userId={userId} {...messageTime} />
        </TabsContent>
      </Tabs>
    </Stack>
  );
}

/**
 * The Account screen (`/Account`, spec 1 §2): the signed-in user's Account Settings (profile
 * picture, username, bio, password reset), Security (the e-mail address, where the account is
 * signed in, exporting its data, importing a journal and deleting it), Notifications (what the
 * member hears about, and push on this device) and Inbox, as four tabs (`?tab=` opens one); the
 * Inbox tab carries the
 * unread count. 'Loading account...' while the profile loads; a failed refetch (after a save)
 * keeps the page and its unsaved edits as they are. Its route needs a login: the route table
 * sends a visitor to /login before the screen renders (and the screen shows nothing to one).
 * `locale` and `timeZone` set how message times read (default: the reader's).
 */
export function AccountScreen({ defaultTab, locale, timeZone }: AccountScreenProps) {
  const api = useApi();
  const [search] = useSearchParams();
  const firstTab = defaultTab ?? toAccountTab(search.get(ACCOUNT_TAB_PARAM));
  const { isLoggedIn, userId, userEmail, unreadCount } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const profile = api.useQuery('get', '/auth/account/me', undefined, { enabled: signedIn });

  if (!signedIn) return null;
  return (
    <QueryState
      query={profile}
      loading="Loading account..."
      page
      error="We could not load your account."
      errorFrame={(errorState) => (
        <Stack align="stretch" gap="5" style={column}>
          <Heading level={1}>Account</Heading>
          {errorState}
        </Stack>
      )}
    >
      {(data) => (
        <AccountPage
          profile={data}
          email={userEmail ?? data.email}
          userId={userId}
          unreadCount={unreadCount}
          defaultTab={firstTab}
          messageTime={{ locale, timeZone }}
        />
      )}
    </QueryState>
  );
}
