import { Notice, Stack, Text } from '@wegrow/ui';
import { useState, type ReactNode } from 'react';
import { useSession } from '../../session/SessionProvider';
import { readItem, writeItem, type KeyValueStorage } from '../../session/storage';

/** The browser-storage key that remembers a user dismissed the invitation. */
export function usernameInvitationKey(userId: number): string {
  return `wegrow_username_invite_dismissed:${userId}`;
}

function wasDismissed(storage: KeyValueStorage, userId: number | null): boolean {
  return userId !== null && readItem(storage, usernameInvitationKey(userId)) === 'true';
}

export interface UsernameInvitationProps {
  /** The way to pick one: a link to Account, or a button that focuses the username field. */
  action: ReactNode;
}

/**
 * Invites a signed-in user who has no username yet to pick one (others see it in communities and
 * chats). Shown once the profile is known to have none; dismissed, it stays away for that user in
 * this browser. Nothing for visitors and for users with a username.
 */
export function UsernameInvitation({ action }: UsernameInvitationProps) {
  const { isLoggedIn, userId, userProfile, store } = useSession();
  // Remembered per user: a dismissal by one account says nothing about the next.
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  const dismissed =
    userId !== null && (dismissedFor === userId || wasDismissed(store.storage, userId));
  if (!isLoggedIn || userId === null || !userProfile || userProfile.username || dismissed) {
    return null;
  }
  return (
    <Notice
      tone="info"
      title="Pick a username"
      dismissLabel="Not now"
      onDismiss={() => {
        writeItem(store.storage, usernameInvitationKey(userId), 'true');
        setDismissedFor(userId);
      }}
    >
      <Stack gap="2" align="start">
        <Text as="span">
          You have no username yet. Others see it in communities, chats and comments.
        </Text>
        {action}
      </Stack>
    </Notice>
  );
}
