import { toApiError, useApi, type ForumComment, type ForumThread } from '@wegrow/api';
import {
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Inline,
  Markdown,
  Notice,
  Stack,
  Text,
  useToast,
} from '@wegrow/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { ReportDialog } from '../../shared/ReportDialog';
import { ReportsList } from '../../shared/ReportsList';
import { plainList } from '../../shared/styles';
import { mentionLinks } from '../../shared/mentions/MentionText';
import {
  canDelete,
  canEditComment,
  canEditTalk,
  canReport,
  forumAuthorName,
  isForumAdmin,
  openTalkHeading,
  talkDate,
  talkIdOf,
  talkTime,
  type ForumViewer,
} from '../rules/forumRules';
import { forumTexts, movedToText } from '../rules/forumTexts';
import { EditedMark, EditForm, LikeButton, ReportedMark } from './ForumParts';
import {
  CategoryChip,
  categoryOptions,
  ManageCategories,
  MoveTalk,
  useForumCategories,
} from './Categories';
import { TalkForm } from './TalkForm';
import { TalkList, useTalkPages } from './TalkList';

const column = { width: '100%', maxWidth: '48rem' } as const;
const wrap = { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } as const;

type Pending = { kind: 'talk'; talk: ForumThread } | { kind: 'comment'; comment: ForumComment };
/** What the Report dialog is open for. */
type Reporting = { kind: 'forum_talk' | 'forum_comment'; id: number };
/** What is being edited in place (issue 44). */
type Editing = { kind: 'talk' | 'comment'; id: number };

/**
 * We Talk (`/WeTalk`, `/wetalk`; spec 3 §2, §4, §6, §8; issue 19): the talks for everyone, newest
 * first, with their author and number of comments; signed-in users start a talk (Post). A talk
 * opens with its comments, oldest first, and the comment box ('Login to add a comment' for
 * visitors); an open talk has its own address (`/WeTalk?talk=12`, read with
 * `GET /forum/threads/{id}`, so a link or a reload opens it wherever it is in the list; issue 33).
 * Its author and the forum admin (the account `GET /forum/admin` names) get Delete
 * (with a confirmation); the server checks again. A failed post keeps the text and says so in a short toast.
 * A signed-in member reports someone else's talk or comment (Report, issue 33); the forum admin
 * resolves the reports in the Reports section (`/WeTalk#reports`, the inbox notice's link).
 * Issue 44: a talk's author and the forum admin edit it in place, a comment's author edits it
 * (marked "(edited)" with the time); members like talks and comments (a toggle with the count);
 * the list is in the latest activity's or the most liked's order (`?sort=top`).
 */
export function WeTalkScreen() {
  const api = useApi();
  const { toast } = useToast();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const viewer: ForumViewer = { userId: signedIn ? userId : null };
  // Only a signed-in member can be the admin; until the answer comes, only authors see Delete.
  const admin = api.useQuery('get', '/forum/admin', undefined, { enabled: signedIn });
  const adminId = admin.data?.id ?? null;
  const isAdmin = isForumAdmin(viewer, adminId);

  // The open talk is in the address, so a link to it or a reload opens it.
  const [address, setAddress] = useSearchParams();
  const openId = talkIdOf(address.get('talk'));
  function setOpenId(id: number | null) {
    setAddress((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('talk');
      else next.set('talk', String(id));
      return next;
    });
  }
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Reporting | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(openId);

  const talkPages = useTalkPages();
  const comments = api.useQuery(
    'get',
    '/forum/threads/{id}/comments',
    { params: { path: { id: openId ?? 0 } } },
    { enabled: openId !== null },
  );
  const createThread = api.useMutation('post', '/forum/threads');
  const createComment = api.useMutation('post', '/forum/comments');
  const removeThread = api.useMutation('delete', '/forum/threads/{id}');
  const removeComment = api.useMutation('delete', '/forum/comments/{id}');
  const updateThread = api.useMutation('patch', '/forum/threads/{id}');
  const updateComment = api.useMutation('patch', '/forum/comments/{id}');
  const likeThread = api.useMutation('put', '/forum/threads/{id}/like');
  const unlikeThread = api.useMutation('delete', '/forum/threads/{id}/like');
  const likeComment = api.useMutation('put', '/forum/comments/{id}/like');
  const unlikeComment = api.useMutation('delete', '/forum/comments/{id}/like');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [likingTalk, setLikingTalk] = useState<number | null>(null);
  const [likingComment, setLikingComment] = useState<number | null>(null);
  // Categories (issue 44): chosen for a new or edited talk, managed and moved by the forum admin.
  const categories = useForumCategories();
  const moveThread = api.useMutation('put', '/forum/threads/{id}/category');
  const [managing, setManaging] = useState(false);
  const options = categoryOptions(categories.data);

  // Opening a talk or going back moves the focus to the view's heading.
  useEffect(() => {
    if (shownId.current === openId) return;
    shownId.current = openId;
    heading.current?.focus();
  }, [openId]);

  const talk = api.useQuery(
    'get',
    '/forum/threads/{id}',
    { params: { path: { id: openId ?? 0 } } },
    { enabled: openId !== null },
  );
  const openTalk = openId === null ? undefined : talk.data;

  // The inbox notice's link (`/WeTalk#reports`) lands on the forum admin's reports: once they and
  // the talks above them have loaded, they are scrolled into view and their heading focused.
  const { hash } = useLocation();
  const reports = api.useQuery('get', '/reports/forum', undefined, { enabled: isAdmin });
  const reportsHeading = useRef<HTMLHeadingElement>(null);
  const landed = useRef(false);
  const listSettled = !talkPages.query.isPending;
  useEffect(() => {
    if (landed.current || hash !== '#reports' || !isAdmin || openId !== null) return;
    if (reports.isPending || !listSettled) return;
    landed.current = true;
    reportsHeading.current?.focus({ preventScroll: true });
    document.getElementById('reports')?.scrollIntoView({ block: 'start' });
  }, [hash, isAdmin, openId, reports.isPending, listSettled]);

  async function postTalk(
    text: string,
    title?: string,
    categoryId?: number | null,
  ): Promise<boolean> {
    try {
      await createThread.mutateAsync({
        body: {
          text,
          ...(title ? { title } : {}),
          ...(categoryId === undefined || categoryId === null ? {} : { category_id: categoryId }),
        },
      });
      // The new talk is the newest: the list goes back to its first page.
      talkPages.first();
      return true;
    } catch (error) {
      toast({
        title: forumTexts.talkNotPosted,
        description: toApiError(error).detail,
        tone: 'error',
      });
      return false;
    }
  }

  async function postComment(text: string): Promise<boolean> {
    if (openId === null) return false;
    try {
      await createComment.mutateAsync({ body: { thread_id: openId, text } });
      return true;
    } catch (error) {
      toast({
        title: forumTexts.commentNotPosted,
        description: toApiError(error).detail,
        tone: 'error',
      });
      return false;
    }
  }

  /** Saves an edit; a refusal keeps the form open and says why in a toast. */
  async function saveEdit(
    text: string,
    title?: string,
    categoryId?: number | null,
  ): Promise<boolean> {
    if (!editing) return false;
    const path = { params: { path: { id: editing.id } } };
    try {
      if (editing.kind === 'talk')
        await updateThread.mutateAsync({
          ...path,
          body: {
            text,
            ...(title ? { title } : {}),
            ...(categoryId === undefined ? {} : { category_id: categoryId }),
          },
        });
      else await updateComment.mutateAsync({ ...path, body: { text } });
      setEditing(null);
      return true;
    } catch (error) {
      toast({
        title: forumTexts.editNotSaved,
        description: toApiError(error).detail,
        tone: 'error',
      });
      return false;
    }
  }

  /** Likes a talk, or takes the like back. */
  function toggleTalkLike(item: ForumThread): (() => void) | undefined {
    if (!signedIn) return undefined;
    return () => {
      setLikingTalk(item.id);
      const path = { params: { path: { id: item.id } } };
      (item.liked_by_me ? unlikeThread.mutateAsync(path) : likeThread.mutateAsync(path))
        .catch((error: unknown) =>
          toast({
            title: forumTexts.likeNotSaved,
            description: toApiError(error).detail,
            tone: 'error',
          }),
        )
        .finally(() => setLikingTalk(null));
    };
  }

  /** Likes a comment, or takes the like back. */
  function toggleCommentLike(item: ForumComment): (() => void) | undefined {
    if (!signedIn) return undefined;
    return () => {
      setLikingComment(item.id);
      const path = { params: { path: { id: item.id } } };
      (item.liked_by_me ? unlikeComment.mutateAsync(path) : likeComment.mutateAsync(path))
        .catch((error: unknown) =>
          toast({
            title: forumTexts.likeNotSaved,
            description: toApiError(error).detail,
            tone: 'error',
          }),
        )
        .finally(() => setLikingComment(null));
    };
  }

  /** The forum admin files the open talk in another category (issue 44). */
  function moveTalk(id: number, categoryId: number | null) {
    moveThread
      .mutateAsync({ params: { path: { id } }, body: { category_id: categoryId } })
      .then((moved) =>
        toast({
          title: movedToText(moved.category?.name ?? forumTexts.uncategorised),
          tone: 'success',
        }),
      )
      .catch((error: unknown) =>
        toast({
          title: forumTexts.talkNotMoved,
          description: toApiError(error).detail,
          tone: 'error',
        }),
      );
  }

  function askDelete(next: Pending) {
    setDeleteError(null);
    setPending(next);
  }

  async function confirmDelete() {
    if (!pending) return;
    setDeleteError(null);
    try {
      if (pending.kind === 'talk') {
        await removeThread.mutateAsync({ params: { path: { id: pending.talk.id } } });
        if (openId === pending.talk.id) setOpenId(null);
        toast({ title: forumTexts.talkDeleted, tone: 'success' });
      } else {
        await removeComment.mutateAsync({ params: { path: { id: pending.comment.id } } });
      }
    } catch (error) {
      setDeleteError(toApiError(error).detail);
      throw error;
    }
  }

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Inline justify="between" gap="3" align="center">
          <Heading level={1}>{forumTexts.title}</Heading>
          <ButtonLink to={getHref('home')} variant="ghost" size="sm" icon="←">
            {forumTexts.backHome}
          </ButtonLink>
        </Inline>
        <Text tone="secondary">{forumTexts.intro}</Text>
      </Stack>

      {openId === null ? (
        <>
          {signedIn ? (
            <TalkForm
              label={forumTexts.newTalkLabel}
              titleLabel={forumTexts.titleLabel}
              placeholder={forumTexts.newTalkPlaceholder}
              submitLabel={forumTexts.post}
              onPost={postTalk}
              posting={createThread.isPending}
              categories={{
                options,
                // Starting a talk while one category is shown files it there.
                initial:
                  talkPages.category !== null &&
                  talkPages.category !== 'none' &&
                  options.some((option) => option.value === talkPages.category)
                    ? talkPages.category
                    : '',
              }}
            />
          ) : (
            <Notice tone="info" title={forumTexts.signInToTalk}>
              <ButtonLink to={getHref('login')} size="sm">
                {forumTexts.goToLogin}
              </ButtonLink>
            </Notice>
          )}
          <TalkList
            pages={talkPages}
            headingRef={heading}
            emptyHint={signedIn ? undefined : forumTexts.noTalksHint}
            onOpen={(talk) => setOpenId(talk.id)}
            deleteOf={(talk) =>
              canDelete(talk, viewer, adminId) ? () => askDelete({ kind: 'talk', talk }) : undefined
            }
            reportOf={(talk) =>
              canReport(talk, viewer)
                ? () => setReporting({ kind: 'forum_talk', id: talk.id })
                : undefined
            }
            likeOf={toggleTalkLike}
            likingId={likingTalk}
            manage={
              isAdmin ? (
                <Button variant="secondary" size="sm" onClick={() => setManaging(true)}>
                  {forumTexts.manageCategories}
                </Button>
              ) : undefined
            }
          />
          {isAdmin ? <ManageCategories open={managing} onOpenChange={setManaging} /> : null}
          {isAdmin ? (
            <Stack
              align="stretch"
              as="section"
              gap="4"
              id="reports"
              aria-labelledby="we-talk-reports"
            >
              <Heading level={2} size="lg" id="we-talk-reports" ref={reportsHeading} tabIndex={-1}>
                {forumTexts.reports}
              </Heading>
              <ReportsList communityId={null} />
            </Stack>
          ) : null}
        </>
      ) : (
        <Stack align="stretch" as="section" gap="5" aria-labelledby="we-talk-open">
          <div>
            <Button variant="ghost" size="sm" icon="←" onClick={() => setOpenId(null)}>
              {forumTexts.backToList}
            </Button>
          </div>
          <Heading level={2} size="lg" id="we-talk-open" ref={heading} tabIndex={-1}>
            {openTalk ? openTalkHeading(openTalk) : forumTexts.talks}
          </Heading>
          {openTalk ? (
            <>
              <Card variant="outlined">
                {editing?.kind === 'talk' && editing.id === openTalk.id ? (
                  <EditForm
                    label={forumTexts.editTalkLabel}
                    text={openTalk.text}
                    title={openTalk.title}
                    categories={{
                      options,
                      initial: openTalk.category === null ? '' : String(openTalk.category.id),
                    }}
                    saving={updateThread.isPending}
                    onSave={saveEdit}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <Stack align="stretch" gap="3">
                    <div>
                      <CategoryChip category={openTalk.category} />
                    </div>
                    <Text tone="secondary">
                      <time dateTime={openTalk.created_at}>{talkDate(openTalk.created_at)}</time>
                      {' · '}
                      <span>By {forumAuthorName(openTalk.author)}</span>
                      {openTalk.edited_at !== null ? (
                        <>
                          {' '}
                          <EditedMark at={openTalk.edited_at} />
                        </>
                      ) : null}
                    </Text>
                    <Markdown size="lg" renderText={mentionLinks}>
                      {openTalk.text}
                    </Markdown>
                    <Inline gap="2" align="center">
                      <LikeButton
                        what="talk"
                        count={openTalk.like_count}
                        liked={openTalk.liked_by_me}
                        onToggle={toggleTalkLike(openTalk)}
                        busy={likingTalk === openTalk.id}
                      />
                      {canEditTalk(openTalk, viewer, adminId) ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setEditing({ kind: 'talk', id: openTalk.id })}
                        >
                          {forumTexts.editTalk}
                        </Button>
                      ) : null}
                      {canDelete(openTalk, viewer, adminId) ? (
                        <Button
                          variant="danger"
                          size="sm"
                          onClick={() => askDelete({ kind: 'talk', talk: openTalk })}
                        >
                          {forumTexts.deleteTalk}
                        </Button>
                      ) : null}
                      {canReport(openTalk, viewer) && openTalk.reported_by_me ? (
                        <ReportedMark what="talk" />
                      ) : canReport(openTalk, viewer) ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setReporting({ kind: 'forum_talk', id: openTalk.id })}
                        >
                          {forumTexts.reportTalk}
                        </Button>
                      ) : null}
                    </Inline>
                    {isAdmin ? (
                      <MoveTalk
                        key={`${openTalk.id}:${openTalk.category?.id ?? 'none'}`}
                        current={openTalk.category}
                        moving={moveThread.isPending}
                        onMove={(categoryId) => moveTalk(openTalk.id, categoryId)}
                      />
                    ) : null}
                  </Stack>
                )}
              </Card>
              <Stack align="stretch" gap="4">
                <Heading level={3} size="md">
                  {forumTexts.comments}
                </Heading>
                <QueryState
                  query={comments}
                  loading={forumTexts.loadingComments}
                  error={forumTexts.commentsFailed}
                  empty={{
                    when: (list) => list.length === 0,
                    icon: '🌱',
                    title: forumTexts.noComments,
                    headingLevel: 4,
                  }}
                >
                  {(list) => (
                    <Stack
                      align="stretch"
                      as="ol"
                      gap="3"
                      style={plainList}
                      aria-label={forumTexts.comments}
                    >
                      {list.map((comment) => (
                        <li key={comment.id}>
                          <CommentItem
                            comment={comment}
                            editing={editing?.kind === 'comment' && editing.id === comment.id}
                            saving={updateComment.isPending}
                            onEdit={
                              canEditComment(comment, viewer)
                                ? () => setEditing({ kind: 'comment', id: comment.id })
                                : undefined
                            }
                            onSave={saveEdit}
                            onCancel={() => setEditing(null)}
                            onLike={toggleCommentLike(comment)}
                            liking={likingComment === comment.id}
                            onDelete={
                              canDelete(comment, viewer, adminId)
                                ? () => askDelete({ kind: 'comment', comment })
                                : undefined
                            }
                            onReport={
                              canReport(comment, viewer)
                                ? () => setReporting({ kind: 'forum_comment', id: comment.id })
                                : undefined
                            }
                          />
                        </li>
                      ))}
                    </Stack>
                  )}
                </QueryState>
                {signedIn ? (
                  <TalkForm
                    label={forumTexts.commentLabel}
                    submitLabel={forumTexts.comment}
                    onPost={postComment}
                    posting={createComment.isPending}
                  />
                ) : (
                  <Notice tone="info" title={forumTexts.loginToComment}>
                    <ButtonLink to={getHref('login')} size="sm">
                      {forumTexts.goToLogin}
                    </ButtonLink>
                  </Notice>
                )}
              </Stack>
            </>
          ) : talk.isError ? (
            <Text role="status">
              {toApiError(talk.error).status === 404 ? forumTexts.talkGone : forumTexts.talkFailed}
            </Text>
          ) : (
            <Text role="status" tone="secondary">
              {forumTexts.loadingTalk}
            </Text>
          )}
        </Stack>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending?.kind === 'comment' ? forumTexts.deleteComment : forumTexts.deleteTalk}
        message={
          pending?.kind === 'comment'
            ? forumTexts.deleteCommentQuestion
            : forumTexts.deleteTalkQuestion
        }
        confirmLabel={forumTexts.delete}
        onConfirm={confirmDelete}
      >
        <Stack align="stretch" gap="3">
          {pending ? (
            <Text size="sm" style={wrap}>
              “{excerpt(pending.kind === 'talk' ? pending.talk.text : pending.comment.text)}”
            </Text>
          ) : null}
          {deleteError !== null ? (
            <Notice tone="error" title={forumTexts.deleteFailed}>
              {deleteError}
            </Notice>
          ) : null}
        </Stack>
      </ConfirmDialog>
      <ReportDialog
        kind={reporting?.kind ?? 'forum_talk'}
        id={reporting?.id ?? 0}
        open={reporting !== null}
        onOpenChange={(open) => {
          if (!open) setReporting(null);
        }}
      />
    </Stack>
  );
}

function excerpt(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * A comment: who wrote it and when (marked "(edited)" once edited), its text, its likes, and Edit,
 * Delete and Report when allowed; Edit opens it in place.
 */
function CommentItem({
  comment,
  editing,
  saving,
  onEdit,
  onSave,
  onCancel,
  onLike,
  liking,
  onDelete,
  onReport,
}: {
  comment: ForumComment;
  editing: boolean;
  saving: boolean;
  onEdit: (() => void) | undefined;
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
  onLike: (() => void) | undefined;
  liking: boolean;
  onDelete: (() => void) | undefined;
  onReport: (() => void) | undefined;
}) {
  const name = forumAuthorName(comment.author);
  return (
    <Stack align="stretch" as="article" gap="1" aria-label={`Comment by ${name}`}>
      <Inline gap="2" justify="between" align="center">
        <Text as="span">
          <Text as="span" weight="bold">
            {name}
          </Text>{' '}
          <Text as="span" size="sm" tone="secondary">
            <time dateTime={comment.created_at}>{talkTime(comment.created_at)}</time>
            {comment.edited_at !== null ? (
              <>
                {' '}
                <EditedMark at={comment.edited_at} />
              </>
            ) : null}
          </Text>
        </Text>
        <Inline gap="2" align="center">
          <LikeButton
            what="comment"
            count={comment.like_count}
            liked={comment.liked_by_me}
            onToggle={onLike}
            busy={liking}
          />
          {onEdit && !editing ? (
            <Button size="sm" variant="ghost" onClick={onEdit}>
              {forumTexts.editComment}
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="sm" variant="ghost" onClick={onDelete}>
              {forumTexts.deleteComment}
            </Button>
          ) : null}
          {onReport && comment.reported_by_me ? (
            <ReportedMark what="comment" />
          ) : onReport ? (
            <Button size="sm" variant="ghost" onClick={onReport}>
              {forumTexts.reportComment}
            </Button>
          ) : null}
        </Inline>
      </Inline>
      {editing ? (
        <EditForm
          label={forumTexts.editCommentLabel}
          text={comment.text}
          saving={saving}
          onSave={onSave}
          onCancel={onCancel}
        />
      ) : (
        <Markdown headingLevel={4} renderText={mentionLinks}>
          {comment.text}
        </Markdown>
      )}
    </Stack>
  );
}
