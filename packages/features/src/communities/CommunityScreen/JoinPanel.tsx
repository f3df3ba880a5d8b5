import { toApiError, useApi, type CommunityPreview } from '@wegrow/api';
import { Button, Notice, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { communityTexts } from '../texts';

export interface JoinPanelProps {
  community: CommunityPreview;
}

/**
 * What someone who is not an approved member gets under the name and description (spec 2 §2):
 * "Request to Join", then "Join request sent. Waiting for approval." — also after a reload, since
 * the server says the request is pending.
 */
export function JoinPanel({ community }: JoinPanelProps) {
  const api = useApi();
  const join = api.useMutation('post', '/communities/{id}/join');
  const [error, setError] = useState<string | null>(null);
  const pending = community.my_role === 'pending' || join.isSuccess;

  if (pending) {
    return (
      <Text role="status" weight="bold">
        {communityTexts.requestSent}
      </Text>
    );
  }
  return (
    <Stack gap="3" align="start">
      <Button
        loading={join.isPending}
        onClick={() => {
          setError(null);
          join.mutate(
            { params: { path: { id: community.id } } },
            { onError: (failure) => setError(toApiError(failure).detail) },
          );
        }}
      >
        {communityTexts.requestToJoin}
      </Button>
      {error !== null ? (
        <Notice tone="error" title={communityTexts.joinFailed}>
          {error}
        </Notice>
      ) : null}
    </Stack>
  );
}
