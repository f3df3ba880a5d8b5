import { Notice, Stack, Text } from '@wegrow/ui';
import { ResendVerificationButton } from '../../auth';

export interface EmailVerificationNoticeProps {
  /** The account's address, where the link went. */
  email: string;
}

/**
 * For a signed-in member whose address is not verified yet (issue 30): "Verify your e-mail
 * address", where the link went, what waits on it, and "Send the link again" (the server's message,
 * or its `detail`: the hourly limit's 429).
 */
export function EmailVerificationNotice({ email }: EmailVerificationNoticeProps) {
  return (
    <Notice tone="warning" title="Verify your e-mail address">
      <Stack align="stretch" gap="3">
        <Text size="sm" tone="inherit">
          We sent a link to <strong>{email}</strong>. Open it to post where others read (the forum,
          blog comments, your communities) and to hold a role.
        </Text>
        <ResendVerificationButton />
      </Stack>
    </Notice>
  );
}
