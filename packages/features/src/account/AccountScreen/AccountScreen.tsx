import { useApi, type UserProfile } from '@wegrow/api';
import { Button, Heading, Stack, Tabs, TabsContent, TabsList, TabsTrigger, Text } from '@wegrow/ui';
import { useState } from 'react';
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
import { toAccountTab, type AccountTab } from './accountTabs';

export interface AccountScreenProps extends MessageTimeOptions {
  /** The tab shown first. @default 'settings' */
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

/** The page once the profile is there: the heading and the two tabs. */
function AccountPage({
  profile,
  email,
  userId,
  unreadCount,
  defaultTab,
  messageTime,
}: AccountPageProps) {
  const [tab, setTab] = useState<AccountTab>(defaultTab);
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
        <TabsList aria-label="Account">
          <TabsTrigger value="settings">Account Settings</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
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
 * signed in, exporting its data, importing a journal and deleting it) and Inbox,
 * as three tabs; the Inbox tab carries the
 * unread count. 'Loading account...' while the profile loads; a failed refetch (after a save)
 * keeps the page and its unsaved edits as they are. Its route needs a login: the route table
 * sends a visitor to /login before the screen renders (and the screen shows nothing to one).
 * `locale` and `timeZone` set how message times read (default: the reader's).
 */
export function AccountScreen({ defaultTab = 'settings', locale, timeZone }: AccountScreenProps) {
  const api = useApi();
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
          defaultTab={defaultTab}
          messageTime={{ locale, timeZone }}
        />
      )}
    </QueryState>
  );
}
