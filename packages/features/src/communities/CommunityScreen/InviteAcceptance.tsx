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
  /**
   * Called once the link was followed (joined or refused): the route drops `?invite=` from the
   * address, so a reload or a shared address does not follow it again.
   */
  onFollowed?: () => void;
}

/** The roles of one who is in the community (the banner goes once they leave). */
const IN_COMMUNITY = new Set(['member', 'admin', 'creator']);

/**
 * Follows an invite link once (issue 33): the signed-in user joins at once; a revoked or unknown
 * link says "This invite link is no longer valid." (the server's words) and changes nothing.
 */
export function InviteAcceptance({
  communityId,
  token,
  children,
  onFollowed,
}: InviteAcceptanceProps) {
  const api = useApi();
  const accept = api.useMutation('post', '/communities/{id}/invite/accept');
  const asked = useRef(false);
  const told = useRef(false);
  const { mutate } = accept;
  // The page below reads the community too (the same cached query): once the member leaves, the
  // "joined" line goes.
  const community = api.useQuery(
    'get',
    '/communities/{id}',
    { params: { path: { id: communityId } } },
    { enabled: accept.isSuccess },
  );

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate({ params: { path: { id: communityId } }, body: { token } });
  }, [communityId, token, mutate]);

  // Once, when the link was followed (the route then changes the address, which re-renders).
  const settled = accept.isSuccess || accept.isError;
  useEffect(() => {
    if (!settled || told.current) return;
    told.current = true;
    onFollowed?.();
  }, [settled, onFollowed]);

  if (accept.isIdle || accept.isPending)
    return <Text role="status">{communityTexts.joiningWithInvite}</Text>;
  return (
    <Stack align="stretch" gap="4">
      {accept.isError ? (
        <Notice tone="error">{toApiError(accept.error).detail}</Notice>
      ) : community.data === undefined || IN_COMMUNITY.has(community.data.my_role) ? (
        <Text role="status" weight="bold">
          {communityTexts.joinedWithInvite}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
