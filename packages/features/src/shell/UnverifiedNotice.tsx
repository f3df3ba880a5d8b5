import { Button, Notice, Stack, Text, vars } from '@wegrow/ui';
import { use, useState } from 'react';
import { authTexts, useResendVerification } from '../auth';
import { ApiProviders } from '../session/api/ApiProviders';
import { useSession } from '../session/SessionProvider';

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

export interface UnverifiedNoticeProps {
  /** Where the link went. */
  email: string;
  /** The page's path (the Account page and the link's page say it themselves). */
  pathname: string;
}

function UnverifiedNoticeBody({ email, onDismiss }: { email: string; onDismiss: () => void }) {
  const { send, outcome, sending } = useResendVerification();
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
        <div>
          <Button size="sm" variant="secondary" onClick={send} loading={sending}>
            {authTexts.resendAction}
          </Button>
        </div>
        {outcome ? (
          <Text
            size="sm"
            tone="inherit"
            weight="medium"
            role={outcome.tone === 'error' ? 'alert' : 'status'}
          >
            {outcome.text}
          </Text>
        ) : null}
      </Stack>
    </Notice>
  );
}

/**
 * The shell's quiet notice while the signed-in member's address is not verified yet (issue 47):
 * what waits on it, "Send the link again", and a dismiss (for the rest of the visit), on every page
 * but the two that say it themselves. Loaded only then (the shell is first-paint code), with the
 * session's API layer.
 */
export default function UnverifiedNotice({ email, pathname }: UnverifiedNoticeProps) {
  const { session } = useSession();
  const api = use(session.loadApi());
  const [dismissed, setDismissed] = useState(() => readDismissed(email));
  if (dismissed || SAYS_VERIFICATION_ITSELF.has(pathname.toLowerCase())) return null;
  return (
    <ApiProviders api={api}>
      <UnverifiedNoticeBody
        email={email}
        onDismiss={() => {
          writeDismissed(email);
          setDismissed(true);
        }}
      />
    </ApiProviders>
  );
}
