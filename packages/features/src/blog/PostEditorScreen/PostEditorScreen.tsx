import { toApiError, uploadBlogCover, useApi, type BlogPost } from '@wegrow/api';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorState, Heading, Notice, Spinner, Stack, Text } from '@wegrow/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { noticeState, type BlogNotice } from '../rules/arrivalNotice';
import { isBlogOwner } from '../rules/owner';
import { emptyPostDraft, postRequest, type PostDraft } from '../rules/postDraft';
import { postIdFrom } from '../rules/postId';
import { retryUnlessMissing } from '../rules/retry';
import { blogTexts, coverFailed, onlyOwnerEdits, onlyOwnerPosts } from '../texts';
import { PostForm, type PostSaveOptions } from './PostForm';

const column = { width: '100%', maxWidth: '48rem' } as const;

export interface PostEditorScreenProps {
  /** 'new' (`/blog/new`) writes a post; 'edit' (`/blog/{id}/edit`) changes one. */
  mode: 'new' | 'edit';
}

function Waiting() {
  return (
    <Stack align="center" style={{ paddingBlock: '3rem' }}>
      <Spinner size="lg" label={blogTexts.loading} showLabel />
    </Stack>
  );
}

/**
 * The post editor (`/blog/new`, `/blog/{id}/edit`; spec 2 §2, §5, §6, §8; issue 15): Title and
 * Content for the blog's owner, Tags, a Cover image with its alt text, and Save Draft beside
 * Publish Post (a draft is seen by the owner only, issue 44); a published post's Update Post has
 * Unpublish beside it (a draft again, "Post unpublished: …"). A new post opens on its page with "Post created!", an edited one
 * with "Post updated!"; a refusal says "Something went wrong while posting." or "Unauthorized or
 * error updating." with the server's reason. Anyone else reads "Only {name} can post." / "Only
 * {name} can edit posts.", the name the server gives (`GET /blog/owner`). A post to edit that
 * cannot be loaded sends the owner to /blog with "Error loading post.".
 */
export function PostEditorScreen({ mode }: PostEditorScreenProps) {
  const api = useApi();
  const navigate = useNavigate();
  const { id: segment } = useParams();
  const postId = mode === 'edit' ? postIdFrom(segment) : null;
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;

  const owner = api.useQuery('get', '/blog/owner');
  const isOwner = signedIn && isBlogOwner(owner.data, userId);
  const post = api.useQuery(
    'get',
    '/blog/{id}',
    { params: { path: { id: postId ?? 0 } } },
    { enabled: mode === 'edit' && isOwner && postId !== null, retry: retryUnlessMissing },
  );
  const create = api.useMutation('post', '/blog');
  const update = api.useMutation('put', '/blog/{id}');
  const removeCover = api.useMutation('delete', '/blog/{id}/cover');
  const queryClient = useQueryClient();

  /**
   * After the post is saved: its new cover uploaded (the post's alt text is set by then), then
   * the post's page with the save's words, or the cover's refusal.
   */
  async function finish(saved: BlogPost, options: PostSaveOptions, done: string) {
    let notice: BlogNotice = { tone: 'success', text: done };
    if (options.cover !== null) {
      const { error } = await uploadBlogCover(api.client, saved.id, options.cover);
      // The list and the post show the cover (or not).
      await queryClient.invalidateQueries({ queryKey: ['get', '/blog'] });
      await queryClient.invalidateQueries({ queryKey: ['get', '/blog/{id}'] });
      if (error) notice = { tone: 'error', text: coverFailed(toApiError(error).detail) };
    }
    void navigate(getHref('blogPost', { id: saved.id }), {
      replace: true,
      state: noticeState(notice),
    });
  }

  const missing = mode === 'edit' && isOwner && (postId === null || post.isError);
  useEffect(() => {
    if (!missing) return;
    void navigate(getHref('blog'), {
      replace: true,
      state: noticeState({ tone: 'error', text: blogTexts.loadFailed }),
    });
  }, [missing, navigate]);

  async function createPost(draft: PostDraft, options: PostSaveOptions) {
    try {
      const created = await create.mutateAsync({ body: postRequest(draft, options.asDraft) });
      await finish(
        created,
        options,
        options.asDraft ? blogTexts.draftSaved : blogTexts.postCreated,
      );
      return null;
    } catch (error) {
      return toApiError(error).detail;
    }
  }

  async function updatePost(draft: PostDraft, options: PostSaveOptions) {
    if (postId === null || post.data === undefined) return null;
    const path = { params: { path: { id: postId } } };
    try {
      if (options.removeCover) await removeCover.mutateAsync(path);
      // A draft is published (Publish Post) or kept a draft (Save Draft); a published post stays
      // published (Update Post) or goes back to the drafts (Unpublish).
      const wasDraft = post.data.draft;
      const updated = await update.mutateAsync({
        ...path,
        body: postRequest(draft, options.asDraft),
      });
      const done = !options.asDraft
        ? blogTexts.postUpdated
        : wasDraft
          ? blogTexts.draftSaved
          : blogTexts.unpublished;
      await finish(updated, options, done);
      return null;
    } catch (error) {
      return toApiError(error).detail;
    }
  }

  function body() {
    if (owner.data === undefined) {
      return owner.isError ? (
        <ErrorState
          title="We could not check who may write here."
          message={toApiError(owner.error).detail}
          onRetry={() => void owner.refetch()}
          retrying={owner.isFetching}
        />
      ) : (
        <Waiting />
      );
    }
    if (!isOwner) {
      const name = owner.data.name;
      return (
        <Stack gap="4" align="start">
          <div style={{ alignSelf: 'stretch' }}>
            <Notice tone="warning">
              {mode === 'new' ? onlyOwnerPosts(name) : onlyOwnerEdits(name)}
            </Notice>
          </div>
          <ButtonLink
            to={postId === null ? getHref('blog') : getHref('blogPost', { id: postId })}
            variant={signedIn ? 'primary' : 'secondary'}
          >
            {postId === null ? 'Back to the blog' : 'Back to the post'}
          </ButtonLink>
          {signedIn ? null : (
            <Text size="sm" tone="secondary">
              Are you {name}?{' '}
              <ButtonLink to={getHref('login')} size="sm">
                Go to Login
              </ButtonLink>
            </Text>
          )}
        </Stack>
      );
    }
    if (mode === 'new') {
      return (
        <PostForm
          saved={emptyPostDraft}
          submitLabel={blogTexts.publish}
          cancelTo={getHref('blog')}
          onSubmit={createPost}
          failureTitle={blogTexts.createFailed}
          saving={create.isPending}
          canSaveDraft
        />
      );
    }
    if (post.data === undefined || postId === null) return <Waiting />;
    return (
      <PostForm
        saved={{
          title: post.data.title,
          content: post.data.content,
          tags: post.data.tags.join(', '),
          coverAlt: post.data.cover?.alt ?? '',
        }}
        savedCover={post.data.cover}
        submitLabel={post.data.draft ? blogTexts.publish : blogTexts.update}
        cancelTo={getHref('blogPost', { id: postId })}
        onSubmit={updatePost}
        failureTitle={blogTexts.updateFailed}
        saving={update.isPending || removeCover.isPending}
        canSaveDraft
        draftLabel={post.data.draft ? blogTexts.saveDraft : blogTexts.unpublish}
      />
    );
  }

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Heading level={1}>{mode === 'new' ? blogTexts.newPost : blogTexts.editPost}</Heading>
      {body()}
    </Stack>
  );
}
