import { Notice, Stack, Text, vars } from '@wegrow/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { authTexts, ResendVerificationButton } from '../../auth';
import { useSession } from '../SessionProvider';

/** Where the notice was dismissed for this visit (the account's address). */
export const UNVERIFIED_DISMISSED_KEY = 'wegrow.unverifiedNoticeDismissed';

/** Pages that say it themselves: the Account page's own notice, and the link's page. */
const SAYS_VERIFICATION_ITSELF = new Set(['/account', '/verifyemail']);

/** Whether the notice for `email` was dismissed in this tab's visit. */
function readDismissed(email: string): boolean {
  try {
    return sessionStorage.getItem(UNVERIFIED_DISMISSED_KEY) === email;
  } catch {
    return false;
  }
}

/** Remembers for this tab's visit that the notice for `email` was dismissed. */
function writeDismissed(email: string): void {
  try {
    sessionStorage.setItem(UNVERIFIED_DISMISSED_KEY, email);
  } catch {
    // Storage refused (private mode): dismissed until the page is left.
  }
}

function UnverifiedNoticeBody({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  return (
    <Notice
      tone="info"
      title={authTexts.unverifiedTitle}
      onDismiss={onDismiss}
      // Apart from the page's heading below it.
      style={{ marginBlockEnd: vars.space['5'] }}
    >
      <Stack align="stretch" gap="2">
        <Text size="sm" tone="inherit">
          Open the link we sent to <strong>{email}</strong> to post in the forum, the blog and your
          communities.
        </Text>
        <ResendVerificationButton />
      </Stack>
    </Notice>
  );
}

/**
 * The quiet notice above every page while the signed-in member's address is not verified yet
 * (issue 47): what waits on it, "Send the link again", and a dismiss (for the rest of the visit);
 * not on the two pages that say it themselves. The site mounts it with the session's sync
 * (`LazySessionSync`, loaded after the first paint, at the top of the shell's main area); it needs
 * the API providers above it.
 */
export function UnverifiedNotice() {
  const { isLoggedIn, userProfile } = useSession();
  const { pathname } = useLocation();
  const email = userProfile?.email ?? '';
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  if (
    !isLoggedIn ||
    userProfile?.email_verified !== false ||
    SAYS_VERIFICATION_ITSELF.has(pathname.toLowerCase()) ||
    dismissedFor === email ||
    readDismissed(email)
  )
    return null;
  return (
    <UnverifiedNoticeBody
      email={email}
      onDismiss={() => {
        writeDismissed(email);
        setDismissedFor(email);
      }}
    />
  );
}
