import { excerpt, type BlogPost } from '@wegrow/api';
import { Badge, Card, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { useId } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared/links/RouterLinks';
import type { DateOptions } from '../rules/dates';
import { PostCover } from '../parts/PostCover';
import { PostDate } from '../parts/PostDate';
import { PostTags } from '../parts/PostTags';
import { shownDate } from '../rules/postOrder';
import { blogTexts } from '../texts';

export interface PostSummaryProps extends DateOptions {
  post: BlogPost;
}

/**
 * One post in the list (spec 2 §2, §9): its cover (lazy), its title linking to `/blog/{id}`, its
 * date ("Draft" for the owner's drafts), the first 100 characters of its text followed by "…"
 * when there is more (never cutting a word or an emoji), and its tags linking to their pages.
 */
export function PostSummary({ post, locale, timeZone }: PostSummaryProps) {
  const titleId = useId();
  return (
    <Card variant="outlined">
      <Stack align="stretch" as="article" gap="2" aria-labelledby={titleId}>
        {post.cover ? <PostCover cover={post.cover} lazy /> : null}
        <Heading level={2} size="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <TextLink to={getHref('blogPost', { id: post.id })} variant="standalone" tone="neutral">
            {post.title}
          </TextLink>
        </Heading>
        <Inline gap="2">
          {post.draft ? <Badge variant="warning">{blogTexts.draft}</Badge> : null}
          <Text size="sm" tone="secondary">
            <PostDate iso={shownDate(post)} locale={locale} timeZone={timeZone} />
          </Text>
        </Inline>
        <Text style={{ overflowWrap: 'anywhere' }}>{excerpt(post.content)}</Text>
        <PostTags tags={post.tags} />
      </Stack>
    </Card>
  );
}
