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
  TextField,
  vars,
} from '@wegrow/ui';
import { BAN_REASON_MAX } from '@wegrow/contract/communities';
import { useId, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { QueryState, type QueryStateProps } from '../../shared/QueryState/QueryState';
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

type Confirming = { kind: 'remove' | 'leave' | 'ban'; member: CommunityMember } | null;

/** What the dialog says for each kind of confirmation. */
function dialogTexts(kind: 'remove' | 'leave' | 'ban', name: string) {
  if (kind === 'leave')
    return {
      title: communityTexts.leaveTitle,
      message: communityTexts.leaveQuestion,
      confirm: communityTexts.leave,
      failed: communityTexts.leaveFailed,
    };
  if (kind === 'ban')
    return {
      title: communityTexts.banTitle,
      message: communityTexts.banQuestion(name),
      confirm: communityTexts.ban,
      failed: communityTexts.banFailed,
    };
  return {
    title: communityTexts.removeTitle,
    message: communityTexts.removeQuestion(name),
    confirm: communityTexts.remove,
    failed: communityTexts.removeFailed,
  };
}

/** How often an admin's open Join Requests are read again, ms. */
const JOIN_REQUESTS_REFRESH_MS = 15_000;

/**
 * The Member List (spec 2 §2, §6): the approved members with their role badges. Admins also get
 * the pending join requests (new ones show within JOIN_REQUESTS_REFRESH_MS) with Approve, Reject
 * and Ban, and on each row but the creator's (and their own) Make admin / Remove admin, Remove and
 * Ban (issue 44: with an optional reason; the person can't join again), confirmed first, and the
 * Banned list where a ban is lifted. Everyone but the creator may leave. A failed load says "Could
 * not load members."
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
    // New requests show while the list is open (read again every JOIN_REQUESTS_REFRESH_MS, not
    // while the browser tab is hidden), as well as when the window is focused again.
    { enabled: controls.manageMembers && reading, refetchInterval: JOIN_REQUESTS_REFRESH_MS },
  );
  const decide = api.useMutation('post', '/communities/{id}/members/{userId}/approve');
  const toggle = api.useMutation('put', '/communities/{id}/members/{userId}/toggle-admin');
  const remove = api.useMutation('delete', '/communities/{id}/members/{userId}');
  const bans = api.useQuery(
    'get',
    '/communities/{id}/bans',
    { params: { path } },
    { enabled: controls.manageMembers && reading },
  );
  const ban = api.useMutation('put', '/communities/{id}/bans/{userId}');
  const lift = api.useMutation('delete', '/communities/{id}/bans/{userId}');
  const [banReason, setBanReason] = useState('');
  const bansHeading = useRef<HTMLHeadingElement>(null);

  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [shown, setShown] = useState<Confirming>(null);
  const [busy, setBusy] = useState<string | null>(null);
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
    const userPath = { params: { path: { ...path, userId: member.user_id } } };
    try {
      if (shown?.kind === 'ban') {
        const reason = banReason.trim();
        await ban.mutateAsync(reason ? { ...userPath, body: { reason } } : userPath);
      } else await remove.mutateAsync(userPath);
    } catch (error) {
      if (self) setLeavingHere(false);
      setRemoveError(toApiError(error).detail);
      throw error;
    }
    removed.current = true;
  }

  function liftBan(userId: number) {
    run(
      `lift-${userId}`,
      communityTexts.liftBanFailed,
      () => lift.mutateAsync({ params: { path: { ...path, userId } } }),
      () => bansHeading.current?.focus(),
    );
  }

  function ask(next: Confirming) {
    setRemoveError(null);
    setBanReason('');
    setConfirming(next);
    setShown(next);
  }

  const shownName = shown ? memberName(shown.member) : '';
  const dialog = dialogTexts(shown?.kind ?? 'remove', shownName);

  return (
    <Stack align="stretch" gap="5">
      {failure !== null ? (
        <Notice tone="error" title={failure.title} onDismiss={() => setFailure(null)}>
          {failure.detail}
        </Notice>
      ) : null}

      {controls.manageMembers ? (
        <ListSection
          title={communityTexts.joinRequests}
          headingRef={requestsHeading}
          query={requests}
          loading={communityTexts.loadingRequests}
          error={communityTexts.requestsFailed}
          empty={communityTexts.noJoinRequests}
        >
          {(request) => {
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
                    {/* A request may be from someone who must not ask again (issue 44). */}
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`${communityTexts.ban} ${name}`}
                      disabled={pending}
                      onClick={() => ask({ kind: 'ban', member: request })}
                    >
                      {communityTexts.ban}
                    </Button>
                  </Inline>
                </Inline>
              </li>
            );
          }}
        </ListSection>
      ) : null}

      <ListSection
        title={communityTexts.members}
        headingRef={membersHeading}
        query={members}
        loading={communityTexts.loadingMembers}
        error={communityTexts.membersFailed}
      >
        {(member) => {
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
                      {member.is_admin ? communityTexts.removeAdmin : communityTexts.makeAdmin}
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
                  {rowControls.ban ? (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`${communityTexts.ban} ${name}`}
                      onClick={() => ask({ kind: 'ban', member })}
                    >
                      {communityTexts.ban}
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
        }}
      </ListSection>

      {controls.manageMembers ? (
        <ListSection
          title={communityTexts.banned}
          headingRef={bansHeading}
          query={bans}
          loading={communityTexts.loadingBans}
          error={communityTexts.bansFailed}
          empty={communityTexts.noBans}
        >
          {(banned) => {
            const name = memberName(banned);
            return (
              <li key={banned.user_id} style={row}>
                <Inline gap="3" justify="between" align="center">
                  <Stack gap="1">
                    <Text weight="bold">{name}</Text>
                    {banned.reason !== null ? (
                      <Text size="sm" tone="secondary">
                        {communityTexts.bannedReason(banned.reason)}
                      </Text>
                    ) : null}
                  </Stack>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${communityTexts.liftBan}: ${name}`}
                    loading={busy === `lift-${banned.user_id}`}
                    onClick={() => liftBan(banned.user_id)}
                  >
                    {communityTexts.liftBan}
                  </Button>
                </Inline>
              </li>
            );
          }}
        </ListSection>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.confirm}
        cancelLabel={communityTexts.cancel}
        onConfirm={() => (shown ? confirmRemoval(shown.member) : undefined)}
        onCloseAutoFocus={(event) => {
          // The removed member's row (and its button) is gone: on to the list's heading.
          if (!removed.current) return;
          event.preventDefault();
          membersHeading.current?.focus();
        }}
      >
        {shown?.kind === 'ban' ? (
          <TextField
            label={communityTexts.banReason}
            hint={communityTexts.banReasonHint}
            value={banReason}
            maxLength={BAN_REASON_MAX}
            onChange={(event) => setBanReason(event.target.value)}
          />
        ) : null}
        {removeError !== null ? (
          <Notice tone="error" title={dialog.failed}>
            {removeError}
          </Notice>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}

interface ListSectionProps<T> {
  /** The section's heading, also its list's name. */
  title: string;
  /** The heading, focused when the screen leads to the section. */
  headingRef: Ref<HTMLHeadingElement>;
  query: QueryStateProps<T[]>['query'];
  loading: string;
  error: string;
  /** What the section says when the list is empty; without it, an empty list. */
  empty?: string;
  /** One row of the list (an `li`). */
  children: (item: T) => ReactNode;
}

/** A titled part of the Member List: its heading, then the list with its loading, error and empty states. */
function ListSection<T>({
  title,
  headingRef,
  query,
  loading,
  error,
  empty,
  children,
}: ListSectionProps<T>) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack align="stretch" gap="2">
        <Heading level={3} size="sm" id={id} ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
        <QueryState
          query={query}
          loading={loading}
          error={error}
          {...(empty === undefined
            ? {}
            : { empty: { when: (list: T[]) => list.length === 0, title: empty, headingLevel: 4 } })}
        >
          {(list) => (
            <ul style={plainList} aria-label={title}>
              {list.map((item) => children(item))}
            </ul>
          )}
        </QueryState>
      </Stack>
    </section>
  );
}
