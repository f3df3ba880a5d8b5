import { toApiError, useApi } from '@wegrow/api';
import { inviteHref } from '@wegrow/contract/communities';
import { Button, Heading, Inline, Notice, Stack, Text, vars } from '@wegrow/ui';
import { useState, type CSSProperties } from 'react';
import { communityTexts } from '../texts';

export interface InvitePanelProps {
  communityId: number;
  /** The site's origin the link starts with (the page's own by default). */
  origin?: string;
}

const field: CSSProperties = {
  flex: '1 1 16rem',
  minWidth: 0,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
};

/** The page's origin (none while prerendering, where there is no window). */
function pageOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * The admins' invite link (issue 33): none yet (Create Invite Link), or the active link with Copy,
 * New Link (the old one stops working) and Revoke Link.
 */
export function InvitePanel({ communityId, origin = pageOrigin() }: InvitePanelProps) {
  const api = useApi();
  const path = { params: { path: { id: communityId } } };
  const invite = api.useQuery('get', '/communities/{id}/invite', path);
  const create = api.useMutation('post', '/communities/{id}/invite');
  const revoke = api.useMutation('delete', '/communities/{id}/invite');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const onError = (error: unknown) =>
    setOutcome({
      tone: 'error',
      text: `${communityTexts.inviteFailed} ${toApiError(error).detail}`,
    });
  const token = invite.data?.token ?? null;
  const link = token === null ? null : `${origin}${inviteHref(communityId, token)}`;

  return (
    <Stack align="stretch" gap="3">
      <Heading level={3} size="sm">
        {communityTexts.inviteTitle}
      </Heading>
      <Text tone="secondary">{communityTexts.inviteHint}</Text>
      {invite.isPending ? null : invite.isError ? (
        <Notice tone="error">{communityTexts.inviteLoadFailed}</Notice>
      ) : link === null ? (
        <Inline gap="3" align="center">
          <Text>{communityTexts.noInvite}</Text>
          <Button
            loading={create.isPending}
            onClick={() => {
              setOutcome(null);
              create.mutate(path, { onError });
            }}
          >
            {communityTexts.createInvite}
          </Button>
        </Inline>
      ) : (
        <Stack align="stretch" gap="2">
          <Inline gap="2" align="center" wrap>
            <input
              readOnly
              style={field}
              value={link}
              aria-label={communityTexts.inviteLinkLabel}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              variant="secondary"
              onClick={() => {
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => setOutcome({ tone: 'success', text: communityTexts.inviteCopied }));
              }}
            >
              {communityTexts.copyInvite}
            </Button>
          </Inline>
          <Inline gap="2">
            <Button
              variant="secondary"
              loading={create.isPending}
              onClick={() => {
                setOutcome(null);
                create.mutate(path, { onError });
              }}
            >
              {communityTexts.newInvite}
            </Button>
            <Button
              variant="secondary"
              loading={revoke.isPending}
              onClick={() => {
                setOutcome(null);
                revoke.mutate(path, {
                  onSuccess: () =>
                    setOutcome({ tone: 'success', text: communityTexts.inviteRevoked }),
                  onError,
                });
              }}
            >
              {communityTexts.revokeInvite}
            </Button>
          </Inline>
        </Stack>
      )}
      {outcome !== null ? (
        <Notice tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          {outcome.text}
        </Notice>
      ) : null}
    </Stack>
  );
}
