import { toApiError, useApi } from '@wegrow/api';
import {
  ErrorState,
  Heading,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
} from '@wegrow/ui';
import { useState } from 'react';
import { useSession } from '../../session/SessionProvider';
import { PageLoading } from '../../shared/PageLoading/PageLoading';
import { AccountSettings } from '../AccountSettings/AccountSettings';
import { Inbox } from '../Inbox/Inbox';
import type { MessageTimeOptions } from '../Inbox/messageTime';
import { toAccountTab, type AccountTab } from './accountTabs';

export interface AccountScreenProps extends MessageTimeOptions {
  /** The tab shown first. @default 'settings' */
  defaultTab?: AccountTab;
}

const column = { width: '100%', maxWidth: '64rem' } as const;
/** Messages read best at a shorter measure than the settings' two columns. */
const inboxColumn = { maxWidth: '48rem' } as const;

/**
 * The Account screen (`/Account`, spec 1 §2): the signed-in user's Account Settings (profile
 * picture, username, bio, password reset) and Inbox, as two tabs; the Inbox tab carries the
 * unread count. 'Loading account...' while the profile loads. Its route needs a login: the route
 * table sends a visitor to /login before the screen renders (and the screen shows nothing to one).
 * `locale` and `timeZone` set how message times read (default: the reader's).
 */
export function AccountScreen({ defaultTab = 'settings', locale, timeZone }: AccountScreenProps) {
  const api = useApi();
  const { isLoggedIn, userId, userEmail, unreadCount } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const profile = api.useQuery('get', '/auth/account/me', undefined, { enabled: signedIn });
  const [tab, setTab] = useState<AccountTab>(defaultTab);

  if (!signedIn) return null;
  if (!profile.data) {
    if (!profile.isError) return <PageLoading label="Loading account..." />;
    return (
      <Stack gap="5" style={column}>
        <Heading level={1}>Account</Heading>
        <ErrorState
          title="We could not load your account."
          message={toApiError(profile.error).detail}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </Stack>
    );
  }
  // From here on a failed refetch (after a save) keeps the page and its unsaved edits as they are.
  const email = userEmail ?? profile.data.email;
  return (
    <Stack gap="5" style={column}>
      <Stack gap="1">
        <Heading level={1}>Account</Heading>
        <Text tone="secondary">Signed in as {email}</Text>
      </Stack>
      <Tabs value={tab} onValueChange={(value) => setTab(toAccountTab(value))}>
        <TabsList aria-label="Account">
          <TabsTrigger value="settings">Account Settings</TabsTrigger>
          <TabsTrigger value="inbox" badge={unreadCount}>
            Inbox
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted while the Inbox shows, so unsaved edits survive a look at the messages. */}
        <TabsContent value="settings" forceMount hidden={tab !== 'settings'}>
          <AccountSettings profile={profile.data} email={email} />
        </TabsContent>
        <TabsContent value="inbox" style={inboxColumn}>
          <Inbox userId={userId} locale={locale} timeZone={timeZone} />
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
