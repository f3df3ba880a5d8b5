import { excerpt, toApiError, useApi, type BlogComment } from '@wegrow/api';
import {
  Badge,
  Button,
  ConfirmDialog,
  Heading,
  Inline,
  Notice,
  Spinner,
  Stack,
  Text,
} from '@wegrow/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import { ArrivalNotice, useArrivalNotice } from '../parts/ArrivalNotice';
import { FeedHeadLink } from '../parts/Feed';
import { PlainText } from '../parts/PlainText';
import { PostCover } from '../parts/PostCover';
import { PostDate } from '../parts/PostDate';
import { PostTags } from '../parts/PostTags';
import { shownDate } from '../rules/postOrder';
import { useDocumentHead } from '../parts/useDocumentHead';
import { noticeState } from '../rules/arrivalNotice';
import type { DateOptions } from '../rules/dates';
import { isBlogOwner } from '../rules/owner';
import { postHead } from '../rules/postHead';
import { postIdFrom } from '../rules/postId';
import { retryUnlessMissing } from '../rules/retry';
import { blogTexts } from '../texts';
import { CommentCard } from './CommentCard';
import { CommentForm, type CommentRefusal } from './CommentForm';

const column = { width: '100%', maxWidth: '48rem' } as const;

export type BlogPostScreenProps = DateOptions;

/**
 * One post (`/blog/{id}`, spec 2 §2, §5, §6, §8; issue 15), public: its title, date and text (plain
 * text with its paragraphs and line breaks), its comments with their authors, and the comment form
 * for signed-in users ("Sign in required to comment." for visitors). The owner — the server's
 * `GET /blog/owner` id compared with the session's — also gets Edit, Delete ("Delete this post?",
 * then "Deleted" on /blog) and Delete Comment. A post that cannot be loaded sends the reader to
 * /blog with "Error loading post.". While shown, the post titles the document and describes it.
 */
export function BlogPostScreen({ locale, timeZone }: BlogPostScreenProps) {
  const api = useApi();
  const navigate = useNavigate();
  const { id: segment } = useParams();
  const postId = postIdFrom(segment);
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const dates = { locale, timeZone };

  // Once the post is deleted its queries must not ask for it again (a 404 would read as a failure).
  const [deleted, setDeleted] = useState(false);
  const path = { params: { path: { id: postId ?? 0 } } };
  const options = { enabled: postId !== null && !deleted, retry: retryUnlessMissing };
  const post = api.useQuery('get', '/blog/{id}', path, options);
  const comments = api.useQuery('get', '/blog/{id}/comments', path, options);
  const owner = api.useQuery('get', '/blog/owner');
  const isOwner = signedIn && isBlogOwner(owner.data, userId);

  const removePost = api.useMutation('delete', '/blog/{id}');
  const addComment = api.useMutation('post', '/blog/comment');
  const removeComment = api.useMutation('delete', '/blog/comment/{commentId}');
  const updateComment = api.useMutation('patch', '/blog/comment/{commentId}');

  const [notice, dismissNotice] = useArrivalNotice();
  const [modal, setModal] = useState<'none' | 'deletePost' | 'deleteComment'>('none');
  const [commentToDelete, setCommentToDelete] = useState<BlogComment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const commentsId = useId();
  const titleId = useId();
  const commentsHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useDocumentHead(post.data ? postHead(post.data) : null);

  // "Error loading post." then the list (spec 2 §8): an address that is no post, or a failed load.
  const failed = postId === null || post.isError;
  useEffect(() => {
    if (!failed || deleted) return;
    void navigate(getHref('blog'), {
      replace: true,
      state: noticeState({ tone: 'error', text: blogTexts.loadFailed }),
    });
  }, [failed, deleted, navigate]);

  function openModal(next: 'deletePost' | 'deleteComment') {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDeleteError(null);
    setModal(next);
  }
  const closeModal = () => setModal('none');
  const focusOnClose = (event: Event) => {
    event.preventDefault();
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
    else commentsHeading.current?.focus();
  };

  async function deletePost() {
    if (postId === null) return;
    setDeleteError(null);
    setDeleted(true);
    try {
      await removePost.mutateAsync({ params: { path: { id: postId } } });
    } catch (error) {
      setDeleted(false);
      setDeleteError(toApiError(error).detail);
      throw error;
    }
    void navigate(getHref('blog'), {
      replace: true,
      state: noticeState({ tone: 'success', text: blogTexts.deleted }),
    });
  }

  async function deleteComment() {
    if (!commentToDelete) return;
    setDeleteError(null);
    try {
      await removeComment.mutateAsync({
        params: { path: { commentId: commentToDelete.id } },
      });
    } catch (error) {
      setDeleteError(toApiError(error).detail);
      throw error;
    }
  }

  /** Saves a commenter's edit; resolves with the server's reason, or null once saved. */
  async function editComment(comment: BlogComment, content: string): Promise<string | null> {
    try {
      await updateComment.mutateAsync({
        params: { path: { commentId: comment.id } },
        body: { content },
      });
      return null;
    } catch (error) {
      return toApiError(error).detail;
    }
  }

  async function postComment(content: string): Promise<CommentRefusal | null> {
    if (postId === null) return null;
    try {
      await addComment.mutateAsync({ body: { post_id: postId, content } });
      return null;
    } catch (error) {
      const refusal = toApiError(error);
      return refusal.status === 401
        ? { kind: 'signIn' }
        : { kind: 'failed', detail: refusal.detail };
    }
  }

  const data = post.data;
  return (
    <Stack align="stretch" gap="6" style={column}>
      <FeedHeadLink />
      {notice ? <ArrivalNotice notice={notice} onDismiss={dismissNotice} /> : null}
      <Inline justify="between" gap="3">
        <Heading level={1} size="sm" tone="accent">
          {blogTexts.blog}
        </Heading>
        <ButtonLink to={getHref('blog')} variant="ghost" size="sm" icon="←">
          All posts
        </ButtonLink>
      </Inline>

      {data === undefined ? (
        <Stack align="center" style={{ paddingBlock: '3rem' }}>
          <Spinner size="lg" label={blogTexts.loading} showLabel />
        </Stack>
      ) : (
        <>
          <Stack align="stretch" as="article" gap="5" aria-labelledby={titleId}>
            <Stack align="stretch" gap="2">
              <Heading level={2} size="2xl" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {data.title}
              </Heading>
              <Inline gap="2">
                {data.draft ? <Badge variant="warning">{blogTexts.draft}</Badge> : null}
                <Text size="sm" tone="secondary">
                  <PostDate iso={shownDate(data)} {...dates} />
                </Text>
              </Inline>
              <PostTags tags={data.tags} />
            </Stack>
            {data.cover ? <PostCover cover={data.cover} /> : null}
            {isOwner ? (
              <Inline gap="2">
                <ButtonLink to={getHref('blogEdit', { id: data.id })} variant="secondary" size="sm">
                  {blogTexts.edit}
                </ButtonLink>
                <Button variant="danger" size="sm" onClick={() => openModal('deletePost')}>
                  {blogTexts.delete}
                </Button>
              </Inline>
            ) : null}
            <PlainText text={data.content} size="lg" headingLevel={2} />
          </Stack>

          <Stack align="stretch" as="section" gap="4" aria-labelledby={commentsId}>
            <Heading level={2} size="lg" id={commentsId} ref={commentsHeading} tabIndex={-1}>
              {blogTexts.comments}
            </Heading>
            <QueryState
              query={comments}
              loading="Loading comments..."
              error="We could not load the comments."
              empty={{
                when: (list) => list.length === 0,
                icon: '💬',
                title: blogTexts.noComments,
                headingLevel: 3,
              }}
            >
              {(list) => (
                <Stack
                  align="stretch"
                  as="ol"
                  gap="5"
                  style={plainList}
                  aria-label={blogTexts.comments}
                >
                  {list.map((comment) => (
                    <li key={comment.id}>
                      <CommentCard
                        comment={comment}
                        {...dates}
                        onEdit={
                          signedIn && comment.author.id === userId
                            ? (content) => editComment(comment, content)
                            : undefined
                        }
                        onDelete={
                          isOwner || (signedIn && comment.author.id === userId)
                            ? () => {
                                setCommentToDelete(comment);
                                openModal('deleteComment');
                              }
                            : undefined
                        }
                      />
                    </li>
                  ))}
                </Stack>
              )}
            </QueryState>
            {signedIn ? (
              <CommentForm onPost={postComment} posting={addComment.isPending} />
            ) : (
              <Notice tone="info" title={blogTexts.signInToComment}>
                <ButtonLink to={getHref('login')} size="sm">
                  Go to Login
                </ButtonLink>
              </Notice>
            )}
          </Stack>
        </>
      )}

      <ConfirmDialog
        open={modal === 'deletePost'}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        title="Delete Post"
        message={blogTexts.deleteQuestion}
        confirmLabel={blogTexts.delete}
        onConfirm={deletePost}
        onCloseAutoFocus={focusOnClose}
      >
        <Stack align="stretch" gap="3">
          {data ? <Text weight="bold">“{data.title}”</Text> : null}
          {deleteError !== null ? (
            <Notice tone="error" title={blogTexts.deleteFailed}>
              {deleteError}
            </Notice>
          ) : null}
        </Stack>
      </ConfirmDialog>

      <ConfirmDialog
        open={modal === 'deleteComment'}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        title={blogTexts.deleteComment}
        message="Delete this comment?"
        confirmLabel={blogTexts.delete}
        onConfirm={deleteComment}
        onCloseAutoFocus={focusOnClose}
      >
        <Stack align="stretch" gap="3">
          {commentToDelete ? <Text size="sm">“{excerpt(commentToDelete.content, 80)}”</Text> : null}
          {deleteError !== null ? (
            <Notice tone="error" title="Could not delete the comment.">
              {deleteError}
            </Notice>
          ) : null}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
