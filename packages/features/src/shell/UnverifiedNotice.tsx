import { Button, Notice, Stack, Text, vars } from '@wegrow/ui';
import { use } from 'react';
import { authTexts, useResendVerification } from '../auth';
import { ApiProviders } from '../session/api/ApiProviders';
import { useSession } from '../session/SessionProvider';

export interface UnverifiedNoticeProps {
  /** Where the link went. */
  email: string;
  /** Hides the notice (for the rest of the visit). */
  onDismiss: () => void;
}

function UnverifiedNoticeBody({ email, onDismiss }: UnverifiedNoticeProps) {
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
 * what waits on it, "Send the link again", and a dismiss. Loaded only then (the shell is first-paint
 * code), with the session's API layer.
 */
export default function UnverifiedNotice(props: UnverifiedNoticeProps) {
  const { session } = useSession();
  const api = use(session.loadApi());
  return (
    <ApiProviders api={api}>
      <UnverifiedNoticeBody {...props} />
    </ApiProviders>
  );
}
