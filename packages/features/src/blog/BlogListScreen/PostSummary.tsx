import { excerpt, type BlogPost } from '@wegrow/api';
import { Card, Heading, Stack, Text } from '@wegrow/ui';
import { useId } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared/links/RouterLinks';
import type { DateOptions } from '../rules/dates';
import { PostDate } from '../parts/PostDate';

export interface PostSummaryProps extends DateOptions {
  post: BlogPost;
}

/**
 * One post in the list (spec 2 §2, §9): its title linking to `/blog/{id}`, its date, and the first
 * 100 characters of its text followed by "…" when there is more (never cutting a word or an emoji).
 */
export function PostSummary({ post, locale, timeZone }: PostSummaryProps) {
  const titleId = useId();
  return (
    <Card variant="outlined">
      <Stack align="stretch" as="article" gap="2" aria-labelledby={titleId}>
        <Heading level={2} size="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          <TextLink to={getHref('blogPost', { id: post.id })} variant="standalone" tone="neutral">
            {post.title}
          </TextLink>
        </Heading>
        <Text size="sm" tone="secondary">
          <PostDate iso={post.created_at} locale={locale} timeZone={timeZone} />
        </Text>
        <Text style={{ overflowWrap: 'anywhere' }}>{excerpt(post.content)}</Text>
      </Stack>
    </Card>
  );
}
