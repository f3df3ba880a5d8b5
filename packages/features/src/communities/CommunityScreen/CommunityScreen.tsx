import { useQueryClient } from '@tanstack/react-query';
import {
  toApiError,
  useApi,
  type ChatReadState,
  type Community,
  type CommunityDetails,
  type CommunitySection,
} from '@wegrow/api';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Heading,
  Inline,
  Markdown,
  Notice,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
} from '@wegrow/ui';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink, TextLink } from '../../shared/links/RouterLinks';
import { PageLoading } from '../../shared/PageLoading/PageLoading';
import { QueryState } from '../../shared/QueryState/QueryState';
import { readable } from '../../shared/styles';
import { CommunityFormDialog } from '../CommunitiesScreen/CommunityForm';
import { SignInNotice } from '../CommunitiesScreen/SignInNotice';
import { communityControls, communityRequest, memberCount, shownSections } from '../rules';
import type { CommunityDraft } from '../rules';
import { asksForReports, SECTION_ANCHORS, sectionForHash } from '../rules/sectionAnchors';
import {
  ChatSection,
  communitySections,
  type CommunitySectionKey,
  type SectionTimeOptions,
} from '../sections';
import type { ChatSectionProps } from '../sections/chat/ChatSection';
import { useChatStream } from '../sections/chat/useChatStream';
import { communityTexts, sectionTabs, sectionTitles } from '../texts';
import { AdminPanel, AdminReports } from './AdminPanel';
import { InviteAcceptance } from './InviteAcceptance';
import { InvitePanel } from './InvitePanel';
import { ComponentManager } from './ComponentManager';
import { firstReads, useFirstReads } from './firstReads';
import { JoinPanel } from './JoinPanel';
import { useJoinDecision } from './joinStream';
import { MemberList } from './MemberList';

export interface CommunityScreenProps {
  /** The community's id from the address, or null when the address holds no valid id. */
  communityId: number | null;
  /** The sections' clock and formats (today, locale, time zone); fixed in stories. */
  time?: SectionTimeOptions;
  /** An invite link's token (`?invite=`): followed once, signed in (issue 33). */
  invite?: string | null;
  /** Called once the invite link was followed (the route then drops `?invite=`). */
  onInviteFollowed?: () => void;
}

const column = { width: '100%', maxWidth: '56rem' } as const;

/**
 * While the caller's join request waits, the page follows it live (joinStream.ts: an approval
 * opens the sections at once, without a reload; issue 33); as a slow fallback it also asks for the
 * community again this often, and when the window gets the focus back. Nothing is polled otherwise.
 */
export const PENDING_REFETCH_MS = 60_000;

function isDetails(community: Community): community is CommunityDetails {
  return 'layout_config' in community;
}

function isPartTwo(key: CommunitySection): key is CommunitySectionKey {
  return key in communitySections;
}

function BackLink() {
  return <TextLink to={getHref('communities')}>← {communityTexts.backToCommunities}</TextLink>;
}

/** The name, description and member count every viewer sees. */
function CommunityHeader({ community, actions }: { community: Community; actions?: ReactNode }) {
  return (
    <Stack align="stretch" gap="3">
      <BackLink />
      <Heading level={1}>{community.name}</Heading>
      {community.description ? <Markdown style={readable}>{community.description}</Markdown> : null}
      <Text size="sm" tone="secondary">
        {memberCount(community.member_count)}
      </Text>
      {actions}
    </Stack>
  );
}

/** The body of one section for an approved member. */
function SectionBody({
  section,
  community,
  myUserId,
  time,
  revealReports,
  leaving,
  chat,
}: {
  section: CommunitySection;
  community: CommunityDetails;
  myUserId: number;
  time: SectionTimeOptions | undefined;
  /** The page was opened at `#reports`: the Admin Panel's reports come into view (issue 33). */
  revealReports: string | null;
  /** The viewer is leaving the community: the Member List stops reading. */
  leaving: boolean;
  /** The chat's read mark when its tab opened, and what to do when it moves (issue 44). */
  chat: Pick<ChatSectionProps, 'lastReadId' | 'onRead'>;
}) {
  const admin = communityControls(community.my_role).arrangeLayout;
  if (section === 'chat')
    return (
      <ChatSection
        communityId={community.id}
        role={community.my_role}
        myUserId={myUserId}
        {...time}
        {...chat}
      />
    );
  if (isPartTwo(section)) {
    const Body = communitySections[section];
    return (
      <Body communityId={community.id} role={community.my_role} myUserId={myUserId} {...time} />
    );
  }
  if (section === 'members') {
    return <MemberList community={community} myUserId={myUserId} leaving={leaving} />;
  }
  if (!admin) return <Text tone="secondary">{communityTexts.adminsOnly}</Text>;
  return section === 'admin' ? (
    <Stack align="stretch" gap="6">
      <AdminPanel community={community} />
      <AdminReports communityId={community.id} reveal={revealReports} />
      <InvitePanel communityId={community.id} />
    </Stack>
  ) : (
    <ComponentManager community={community} />
  );
}

interface MemberViewProps {
  community: CommunityDetails;
  myUserId: number;
  /** The community is being deleted: its query must not refetch (it would answer 404). */
  onDeleting: (deleting: boolean) => void;
  time: SectionTimeOptions | undefined;
}

/** The loading states' height: the window's, so the footer stays below them. */
const windowTall = { minHeight: '100vh' } as const;

/**
 * An approved member's page: the header with "Edit Community Info" (admins), delete (the
 * creator) and "Leave community" (everyone else: always there, even when the admins hide the
 * Member List), then the sections as tabs in the community's order, one shown at a time (issue
 * 44), the hidden ones left out for members and marked for admins. Each section has its own
 * address (`#chat`, `#events`, …; `#reports` opens the Admin Panel at its reports): choosing a
 * tab adds a history entry, so Back returns to the section before and a shared link opens the
 * same one. Only the shown section is drawn and read; the first one appears once its first reads
 * have answered (firstReads.ts), in place of the loading state, instead of drawing piece by piece.
 */
function MemberView({ community, myUserId, onDeleting, time }: MemberViewProps) {
  const api = useApi();
  const navigate = useNavigate();
  const controls = communityControls(community.my_role);
  const sections = useMemo(
    () => shownSections(community.layout_config, community.hidden_sections, community.my_role),
    [community.layout_config, community.hidden_sections, community.my_role],
  );
  const location = useLocation();
  const active = sectionForHash(
    location.hash,
    sections.map((section) => section.key),
  );
  // The section the page opened at is read before the page shows it; the others when chosen.
  const [opened] = useState(active);
  const reads = useMemo(
    () => firstReads(opened === undefined ? [] : [opened], community.my_role),
    [opened, community.my_role],
  );
  const readsAnswered = useFirstReads(community.id, reads);
  // The header and the tabs are committed first, on their own (the community's answer renders
  // synchronously, as every query answer does); the section comes in a later render in the
  // background, which React draws in slices, and a commit of its own (issue 44: the two in one
  // task were the page's longest, 0.2–0.3 s of a phone's CPU). Its loading state shows meanwhile.
  const afterFirstCommit = useDeferredValue(true, false);
  const ready = readsAnswered && afterFirstCommit;

  function choose(value: string) {
    const section = sections.find(({ key }) => key === value);
    if (section === undefined || section.key === active) return;
    void navigate(
      { search: location.search, hash: SECTION_ANCHORS[section.key] },
      { preventScrollReset: true },
    );
  }

  // Opened at `#reports` (an admin's inbox notice of a report, issue 33): the Admin Panel shows
  // and its reports come into view, again each time the link is followed (a new location key).
  const revealReports =
    active === 'admin' && controls.arrangeLayout && asksForReports(location.hash)
      ? location.key
      : null;

  // The Chat tab's unread count (issue 44): the community's, plus the messages of others the
  // page hears of while another tab is shown; none while the chat is shown.
  const queryClient = useQueryClient();
  const chatShown = active === 'chat';
  const followsChat = sections.some(({ key }) => key === 'chat');
  const [arrived, setArrived] = useState(0);
  // The read mark as it stood when the Chat tab was last opened (its divider stays put).
  const [openedMark, setOpenedMark] = useState(community.chat_last_read_id);
  const [wasShown, setWasShown] = useState(chatShown);
  if (wasShown !== chatShown) {
    setWasShown(chatShown);
    if (chatShown) setOpenedMark(community.chat_last_read_id);
  }
  useChatStream(
    community.id,
    (event) => {
      if (event.type === 'message' && event.message.user_id !== myUserId)
        setArrived((count) => count + 1);
      else if (event.type === 'reset') setArrived(0);
    },
    followsChat && !chatShown,
  );
  const communityKey = api.queryOptions('get', '/communities/{id}', {
    params: { path: { id: community.id } },
  }).queryKey;
  const onRead = useCallback(
    (state: ChatReadState) => {
      setArrived(0);
      queryClient.setQueryData<Community>(communityKey, (current) =>
        current && 'chat_unread' in current
          ? { ...current, chat_unread: state.unread, chat_last_read_id: state.last_read_id }
          : current,
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is made anew each render
    [queryClient, community.id],
  );
  const chatUnread = chatShown ? 0 : community.chat_unread + arrived;

  const update = api.useMutation('put', '/communities/{id}');
  const remove = api.useMutation('delete', '/communities/{id}');
  const leave = api.useMutation('delete', '/communities/{id}/members/{userId}');
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [editError, setEditError] = useState<{ title: string; detail: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  function saveInfo(draft: CommunityDraft) {
    const body = communityRequest(draft);
    if (body === null) return;
    setEditError(null);
    update.mutate(
      { params: { path: { id: community.id } }, body },
      {
        onSuccess: () => setEditing(false),
        onError: (error) =>
          setEditError({ title: communityTexts.saveInfoFailed, detail: toApiError(error).detail }),
      },
    );
  }

  async function deleteCommunity() {
    setDeleteError(null);
    onDeleting(true);
    try {
      await remove.mutateAsync({ params: { path: { id: community.id } } });
    } catch (error) {
      onDeleting(false);
      setDeleteError(toApiError(error).detail);
      throw error;
    }
    void navigate(getHref('communities'));
  }

  /** Leaves the community (the page then becomes the outsider's, with Request to Join). */
  async function leaveCommunity() {
    setLeaveError(null);
    setLeaving(true);
    try {
      await leave.mutateAsync({ params: { path: { id: community.id, userId: myUserId } } });
    } catch (error) {
      setLeaving(false);
      setLeaveError(toApiError(error).detail);
      throw error;
    }
  }

  const actions =
    controls.editInfo || controls.deleteCommunity || controls.leave ? (
      <Inline gap="2">
        {controls.editInfo ? (
          <Button
            variant="secondary"
            onClick={() => {
              setEditError(null);
              setEditing(true);
            }}
          >
            {communityTexts.editInfo}
          </Button>
        ) : null}
        {controls.deleteCommunity ? (
          <Button
            variant="danger"
            onClick={() => {
              setDeleteError(null);
              setConfirmingDelete(true);
            }}
          >
            {communityTexts.deleteCommunity}
          </Button>
        ) : null}
        {controls.leave ? (
          <Button
            variant="secondary"
            onClick={() => {
              setLeaveError(null);
              setConfirmingLeave(true);
            }}
          >
            {communityTexts.leave}
          </Button>
        ) : null}
      </Inline>
    ) : null;

  return (
    <Stack align="stretch" gap="6" style={column}>
      <CommunityHeader community={community} actions={actions} />

      {active === undefined ? null : (
        <Tabs value={active} onValueChange={choose}>
          <TabsList aria-label={communityTexts.sectionsLabel} overflow="wrap">
            {/* A plain label (not hidden) names the tab with its count: "Chat, 3 unread". */}
            {sections.map(({ key, hidden }) => (
              <TabsTrigger key={key} value={key} badge={key === 'chat' ? chatUnread : undefined}>
                {hidden ? (
                  <>
                    {sectionTabs[key]}
                    <Badge variant="warning">{communityTexts.hiddenBadge}</Badge>
                  </>
                ) : (
                  sectionTabs[key]
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {sections.map(({ key, hidden }) => (
            <TabsContent key={key} value={key}>
              {ready ? (
                <Stack align="stretch" gap="3">
                  <Heading level={2}>{sectionTitles[key]}</Heading>
                  {hidden ? (
                    <Text size="sm" tone="secondary">
                      Hidden from members: only admins see this section.
                    </Text>
                  ) : null}
                  <SectionBody
                    section={key}
                    community={community}
                    myUserId={myUserId}
                    time={time}
                    revealReports={revealReports}
                    leaving={leaving}
                    chat={{ lastReadId: openedMark, onRead }}
                  />
                </Stack>
              ) : (
                <div style={windowTall}>
                  <PageLoading label={communityTexts.loadingCommunity} />
                </div>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}

      <CommunityFormDialog
        open={editing}
        title={communityTexts.editInfo}
        initial={{ name: community.name, description: community.description }}
        submitLabel={communityTexts.save}
        onSubmit={saveInfo}
        onCancel={() => setEditing(false)}
        saving={update.isPending}
        error={editError}
        requireName
      />

      <ConfirmDialog
        open={confirmingLeave}
        onOpenChange={setConfirmingLeave}
        title={communityTexts.leaveTitle}
        message={communityTexts.leaveQuestion}
        confirmLabel={communityTexts.leave}
        cancelLabel={communityTexts.cancel}
        onConfirm={leaveCommunity}
      >
        {leaveError !== null ? (
          <Notice tone="error" title={communityTexts.leaveFailed}>
            {leaveError}
          </Notice>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={communityTexts.deleteCommunity}
        message={communityTexts.deleteQuestion}
        confirmLabel={communityTexts.deleteConfirm}
        cancelLabel={communityTexts.cancel}
        onConfirm={deleteCommunity}
      >
        <Stack align="stretch" gap="3">
          <Text weight="bold">{community.name}</Text>
          {deleteError !== null ? (
            <Notice tone="error" title={communityTexts.deleteFailed}>
              {deleteError}
            </Notice>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

/** The page when there is nothing to show but a heading and a message. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" style={column} align="start">
      <Heading level={1}>{communityTexts.heading}</Heading>
      {children}
    </Stack>
  );
}

/**
 * No such community (an id that is no number, or the server's 404): retrying cannot help, so the
 * page says so and leads back to the list instead of offering "Try again".
 */
function CommunityNotFound() {
  return (
    <Frame>
      <EmptyState
        icon="🧭"
        title={communityTexts.communityNotFound}
        description={communityTexts.communityNotFoundHint}
        action={
          <ButtonLink to={getHref('communities')}>{communityTexts.backToAllCommunities}</ButtonLink>
        }
      />
    </Frame>
  );
}

/**
 * `/communities/{communityId}` (spec 2 §2; issue 16): "Loading community...", then for someone who
 * is not an approved member the name, description and "Request to Join" (or "Join request sent.
 * Waiting for approval."), and for a member the community's sections in its layout's order. A
 * visitor is asked to log in.
 */
export function CommunityScreen({
  communityId,
  time,
  invite = null,
  onInviteFollowed,
}: CommunityScreenProps) {
  const api = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const [deleting, setDeleting] = useState(false);
  const community = api.useQuery(
    'get',
    '/communities/{id}',
    { params: { path: { id: communityId ?? 0 } } },
    {
      enabled: signedIn && communityId !== null && !deleting,
      refetchInterval: (query) =>
        query.state.data?.my_role === 'pending' ? PENDING_REFETCH_MS : false,
      refetchOnWindowFocus: true,
    },
  );
  // The page draws the community's answer in a background render (issue 44): an answer is a
  // synchronous render, so the member view's header, tabs and dialogs were one long task; deferred,
  // React draws them in slices and only their commit is one task. An answer already in the cache
  // (a page seen a moment ago) shows at once.
  const shown = useDeferredValue(community);
  useJoinDecision(
    communityId ?? 0,
    signedIn && invite === null && communityId !== null && community.data?.my_role === 'pending',
    () => void community.refetch(),
  );

  if (!signedIn) {
    return (
      <Frame>
        <SignInNotice />
      </Frame>
    );
  }
  if (invite !== null && communityId !== null)
    return (
      <InviteAcceptance
        communityId={communityId}
        token={invite}
        {...(onInviteFollowed ? { onFollowed: onInviteFollowed } : {})}
      >
        <CommunityScreen communityId={communityId} time={time} />
      </InviteAcceptance>
    );
  const missing =
    communityId === null ||
    (community.data === undefined &&
      community.isError &&
      toApiError(community.error).status === 404);
  if (missing) return <CommunityNotFound />;
  const page = (
    <QueryState
      query={shown}
      page
      loading={communityTexts.loadingCommunity}
      error={communityTexts.communityFailed}
      errorFrame={(errorState) => (
        <Frame>
          {errorState}
          <BackLink />
        </Frame>
      )}
    >
      {(data) =>
        isDetails(data) ? (
          <MemberView community={data} myUserId={userId} onDeleting={setDeleting} time={time} />
        ) : (
          <Stack align="stretch" gap="6" style={column}>
            <CommunityHeader community={data} actions={<JoinPanel community={data} />} />
          </Stack>
        )
      }
    </QueryState>
  );
  // While the community is on its way the page is as tall as the window, as the sections' place
  // is after it: the footer stays below it instead of showing, then being pushed down (issue 34).
  return shown.data === undefined && !shown.isError ? <div style={windowTall}>{page}</div> : page;
}
