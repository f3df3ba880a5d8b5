import { toApiError, useApi } from '@wegrow/api';
import { Notice, Stack, Text } from '@wegrow/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { communityTexts } from '../texts';

export interface InviteAcceptanceProps {
  communityId: number;
  /** The invite link's token (`?invite=`). */
  token: string;
  /** The community page, shown once the link was followed (joined, or refused). */
  children: ReactNode;
}

/**
 * Follows an invite link once (issue 33): the signed-in user joins at once; a revoked or unknown
 * link says "This invite link is no longer valid." (the server's words) and changes nothing.
 */
export function InviteAcceptance({ communityId, token, children }: InviteAcceptanceProps) {
  const api = useApi();
  const accept = api.useMutation('post', '/communities/{id}/invite/accept');
  const asked = useRef(false);
  const { mutate } = accept;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate({ params: { path: { id: communityId } }, body: { token } });
  }, [communityId, token, mutate]);

  if (accept.isIdle || accept.isPending)
    return <Text role="status">{communityTexts.joiningWithInvite}</Text>;
  return (
    <Stack align="stretch" gap="4">
      {accept.isError ? (
        <Notice tone="error">{toApiError(accept.error).detail}</Notice>
      ) : (
        <Text role="status" weight="bold">
          {communityTexts.joinedWithInvite}
        </Text>
      )}
      {children}
    </Stack>
  );
}
