import { useInfiniteQuery } from '@tanstack/react-query';
import { blogPostPages, useApi } from '@wegrow/api';
import { Heading, Inline, Stack, Text } from '@wegrow/ui';
import { useMemo, useRef } from 'react';
import { useParams } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink, TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { pagedQuery, ShowMore } from '../../shared/ShowMore/ShowMore';
import { plainList } from '../../shared/styles';
import { ArrivalNotice, useArrivalNotice } from '../parts/ArrivalNotice';
import { FeedHeadLink, FeedLink } from '../parts/Feed';
import type { DateOptions } from '../rules/dates';
import { isBlogOwner } from '../rules/owner';
import { newestFirst } from '../rules/postOrder';
import { blogTexts, taggedHeading } from '../texts';
import { PostSummary } from './PostSummary';

const column = { width: '100%', maxWidth: '48rem' } as const;

export interface BlogListScreenProps extends DateOptions {
  /** A tag's page (`/blog/tag/{tag}`): only the posts with that tag. */
  tag?: string | undefined;
}

/** The `/blog/tag/{tag}` route's screen: the list of a tag's published posts. */
export function BlogTagRoute(props: DateOptions) {
  const { tag = '' } = useParams();
  return <BlogListScreen {...props} tag={tag.toLowerCase()} />;
}

/**
 * The blog (`/blog`, spec 2 §2, §6, §9; issue 15), public: the posts newest first (50 at a time, Show more for older ones), each with its
 * title linking to the post, its date and its first 100 characters; the Atom feed linked (and
 * announced in the document's head); New Post for the owner. Arriving from a deleted post or a
 * missing one, it says "Deleted" or "Error loading post.". The owner's own view lists their drafts
 * too, marked "Draft" (issue 44). With `tag`, a tag's page: "Posts tagged “…”", only those posts.
 */
export function BlogListScreen({ locale, timeZone, tag }: BlogListScreenProps) {
  const api = useApi();
  const { isLoggedIn, userId } = useSession();
  const postPages = useInfiniteQuery(blogPostPages(api.client, undefined, tag));
  const posts = pagedQuery(postPages);
  const postList = useRef<HTMLOListElement>(null);
  // Only a signed-in user may be the owner: visitors need not ask.
  const owner = api.useQuery('get', '/blog/owner', undefined, { enabled: isLoggedIn });
  const [notice, dismissNotice] = useArrivalNotice();
  const list = useMemo(() => (posts.data ? newestFirst(posts.data) : []), [posts.data]);
  const ownerHere = isLoggedIn && isBlogOwner(owner.data, userId);

  return (
    <Stack align="stretch" gap="6" style={column}>
      <FeedHeadLink />
      {notice ? <ArrivalNotice notice={notice} onDismiss={dismissNotice} /> : null}
      <Inline justify="between" align="end" gap="4">
        <Stack align="stretch" gap="1">
          <Heading level={1}>{blogTexts.blog}</Heading>
          <Text tone="secondary">
            Stories, lessons and news from the WeGrow gardens, kitchens and circles.
          </Text>
        </Stack>
        <Inline gap="4">
          <FeedLink />
          {ownerHere ? (
            <ButtonLink to={getHref('blogNew')} icon="+">
              {blogTexts.newPost}
            </ButtonLink>
          ) : null}
        </Inline>
      </Inline>
      {tag !== undefined ? (
        <Inline justify="between" align="center" gap="4">
          <Heading level={2} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {taggedHeading(tag)}
          </Heading>
          <TextLink to={getHref('blog')}>{blogTexts.allPosts}</TextLink>
        </Inline>
      ) : null}
      <QueryState
        query={posts}
        loading="Loading posts..."
        error="We could not load the blog."
        empty={
          tag === undefined
            ? {
                when: (data) => data.length === 0,
                icon: '📝',
                title: blogTexts.noPosts,
                description: 'The first story is on its way. Subscribe to the feed to hear of it.',
              }
            : {
                when: (data) => data.length === 0,
                icon: '🏷️',
                title: blogTexts.noTaggedPosts,
                description: 'Posts with this tag will show here once they are published.',
              }
        }
      >
        {() => (
          <Stack
            align="stretch"
            as="ol"
            gap="4"
            style={plainList}
            aria-label="Posts"
            ref={postList}
          >
            {list.map((post) => (
              <li key={post.id}>
                <PostSummary post={post} locale={locale} timeZone={timeZone} />
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      {list.length > 0 ? <ShowMore query={postPages} list={postList} /> : null}
    </Stack>
  );
}
