import { toApiError, useApi, type CommunityDetails, type CommunityMember } from '@wegrow/api';
import {
  Badge,
  Button,
  ConfirmDialog,
  Heading,
  Inline,
  Notice,
  Stack,
  Text,
  vars,
} from '@wegrow/ui';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import { communityControls, memberBadge, memberName, memberRowControls } from '../rules';
import { communityTexts } from '../texts';

export interface MemberListProps {
  community: CommunityDetails;
  myUserId: number;
  /**
   * The viewer is leaving from the page's header: the list stops reading, so a member who no
   * longer is one reads nothing (it would answer 403) while the page turns into the outsider's.
   */
  leaving?: boolean;
}

const row: CSSProperties = {
  paddingBlock: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
};

const badgeVariant = { creator: 'accent', admin: 'success', member: 'neutral' } as const;

type Confirming = { kind: 'remove' | 'leave'; member: CommunityMember } | null;

/**
 * The Member List (spec 2 §2, §6): the approved members with their role badges. Admins also get
 * the pending join requests with Approve and Reject, and on each row but the creator's (and their
 * own) Make admin / Remove admin and Remove, confirmed first. Everyone but the creator may leave.
 * A failed load says "Could not load members."
 */
export function MemberList({ community, myUserId, leaving = false }: MemberListProps) {
  const api = useApi();
  const controls = communityControls(community.my_role);
  const path = { id: community.id };
  // Leaving from its own row: as from the header (see `leaving`).
  const [leavingHere, setLeavingHere] = useState(false);
  const reading = !leaving && !leavingHere;
  const members = api.useQuery(
    'get',
    '/communities/{id}/full-members',
    { params: { path } },
    { enabled: reading },
  );
  const requests = api.useQuery(
    'get',
    '/communities/{id}/join-requests',
    { params: { path } },
    { enabled: controls.manageMembers && reading },
  );
  const decide = api.useMutation('post', '/communities/{id}/members/{userId}/approve');
  const toggle = api.useMutation('put', '/communities/{id}/members/{userId}/toggle-admin');
  const remove = api.useMutation('delete', '/communities/{id}/members/{userId}');

  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [shown, setShown] = useState<Confirming>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const membersId = useId();
  const requestsId = useId();
  // Where the focus goes when the row that had it is gone (decided, removed).
  const requestsHeading = useRef<HTMLHeadingElement>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  function run(
    key: string,
    title: string,
    action: () => Promise<unknown>,
    onDone?: () => void,
  ): void {
    setFailure(null);
    setBusy(key);
    action().then(
      () => {
        setBusy(null);
        onDone?.();
      },
      (error: unknown) => {
        setBusy(null);
        setFailure({ title, detail: toApiError(error).detail });
      },
    );
  }

  function decideRequest(member: CommunityMember, approve: boolean) {
    run(
      `decide-${member.user_id}`,
      communityTexts.approvalFailed,
      () =>
        decide.mutateAsync({
          params: { path: { ...path, userId: member.user_id }, query: { approve } },
        }),
      () => requestsHeading.current?.focus(),
    );
  }

  function toggleAdmin(member: CommunityMember) {
    run(`toggle-${member.user_id}`, communityTexts.toggleAdminFailed, () =>
      toggle.mutateAsync({ params: { path: { ...path, userId: member.user_id } } }),
    );
  }

  async function confirmRemoval(member: CommunityMember) {
    setRemoveError(null);
    removed.current = false;
    const self = member.user_id === myUserId;
    if (self) setLeavingHere(true);
    try {
      await remove.mutateAsync({ params: { path: { ...path, userId: member.user_id } } });
    } catch (error) {
      if (self) setLeavingHere(false);
      setRemoveError(toApiError(error).detail);
      throw error;
    }
    removed.current = true;
  }

  function ask(next: Confirming) {
    setRemoveError(null);
    setConfirming(next);
    setShown(next);
  }

  const shownName = shown ? memberName(shown.member) : '';

  return (
    <Stack align="stretch" gap="5">
      {failure !== null ? (
        <Notice tone="error" title={failure.title} onDismiss={() => setFailure(null)}>
          {failure.detail}
        </Notice>
      ) : null}

      {controls.manageMembers ? (
        <section aria-labelledby={requestsId}>
          <Stack align="stretch" gap="2">
            <Heading level={3} size="sm" id={requestsId} ref={requestsHeading} tabIndex={-1}>
              {communityTexts.joinRequests}
            </Heading>
            <QueryState
              query={requests}
              loading={communityTexts.loadingRequests}
              error={communityTexts.requestsFailed}
              empty={{
                when: (list) => list.length === 0,
                title: communityTexts.noJoinRequests,
                headingLevel: 4,
              }}
            >
              {(list) => (
                <ul style={plainList} aria-label={communityTexts.joinRequests}>
                  {list.map((request) => {
                    const name = memberName(request);
                    const pending = busy === `decide-${request.user_id}`;
                    return (
                      <li key={request.user_id} style={row}>
                        <Inline gap="3" justify="between" align="center">
                          <Text weight="bold">{name}</Text>
                          <Inline gap="2">
                            <Button
                              size="sm"
                              aria-label={`${communityTexts.approve} ${name}`}
                              disabled={pending}
                              onClick={() => decideRequest(request, true)}
                            >
                              {communityTexts.approve}
                            </Button>
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={`${communityTexts.reject} ${name}`}
                              disabled={pending}
                              onClick={() => decideRequest(request, false)}
                            >
                              {communityTexts.reject}
                            </Button>
                          </Inline>
                        </Inline>
                      </li>
                    );
                  })}
                </ul>
              )}
            </QueryState>
          </Stack>
        </section>
      ) : null}

      <section aria-labelledby={membersId}>
        <Stack align="stretch" gap="2">
          <Heading level={3} size="sm" id={membersId} ref={membersHeading} tabIndex={-1}>
            {communityTexts.members}
          </Heading>
          <QueryState
            query={members}
            loading={communityTexts.loadingMembers}
            error={communityTexts.membersFailed}
          >
            {(list) => (
              <ul style={plainList} aria-label={communityTexts.members}>
                {list.map((member) => {
                  const name = memberName(member);
                  const badge = memberBadge(member);
                  const rowControls = memberRowControls(community.my_role, myUserId, member);
                  return (
                    <li key={member.user_id} style={row} aria-label={name}>
                      <Inline gap="3" justify="between" align="center">
                        <Inline gap="2" align="center">
                          <Text weight="bold">{name}</Text>
                          {member.user_id === myUserId ? (
                            <Text size="sm" tone="secondary">
                              {communityTexts.you}
                            </Text>
                          ) : null}
                          <Badge variant={badgeVariant[badge]}>{communityTexts.roles[badge]}</Badge>
                        </Inline>
                        <Inline gap="2">
                          {rowControls.toggleAdmin ? (
                            <Button
                              size="sm"
                              variant="secondary"
                              loading={busy === `toggle-${member.user_id}`}
                              aria-label={
                                member.is_admin
                                  ? `${communityTexts.removeAdmin}: ${name}`
                                  : `${communityTexts.makeAdmin}: ${name}`
                              }
                              onClick={() => toggleAdmin(member)}
                            >
                              {member.is_admin
                                ? communityTexts.removeAdmin
                                : communityTexts.makeAdmin}
                            </Button>
                          ) : null}
                          {rowControls.remove ? (
                            <Button
                              size="sm"
                              variant="danger"
                              aria-label={`${communityTexts.remove} ${name}`}
                              onClick={() => ask({ kind: 'remove', member })}
                            >
                              {communityTexts.remove}
                            </Button>
                          ) : null}
                          {rowControls.leave ? (
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => ask({ kind: 'leave', member })}
                            >
                              {communityTexts.leave}
                            </Button>
                          ) : null}
                        </Inline>
                      </Inline>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        </Stack>
      </section>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={shown?.kind === 'leave' ? communityTexts.leaveTitle : communityTexts.removeTitle}
        message={
          shown?.kind === 'leave'
            ? communityTexts.leaveQuestion
            : communityTexts.removeQuestion(shownName)
        }
        confirmLabel={shown?.kind === 'leave' ? communityTexts.leave : communityTexts.remove}
        cancelLabel={communityTexts.cancel}
        onConfirm={() => (shown ? confirmRemoval(shown.member) : undefined)}
        onCloseAutoFocus={(event) => {
          // The removed member's row (and its button) is gone: on to the list's heading.
          if (!removed.current) return;
          event.preventDefault();
          membersHeading.current?.focus();
        }}
      >
        {removeError !== null ? (
          <Notice tone="error" title={communityTexts.removeFailed}>
            {removeError}
          </Notice>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
