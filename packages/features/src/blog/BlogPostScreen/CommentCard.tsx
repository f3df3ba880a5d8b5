import type { BlogComment } from '@wegrow/api';
import { Avatar, Button, Inline, Stack, Text } from '@wegrow/ui';
import { PlainText } from '../parts/PlainText';
import { PostDate } from '../parts/PostDate';
import type { DateOptions } from '../rules/dates';
import { authorName } from '../rules/owner';
import { blogTexts } from '../texts';

export interface CommentCardProps extends DateOptions {
  comment: BlogComment;
  /** Delete Comment was pressed; leave it out for everyone but the owner (spec 2 §2, §6). */
  onDelete?: (() => void) | undefined;
}

/** One comment: who wrote it and when, its text, and Delete Comment for the blog's owner. */
export function CommentCard({ comment, onDelete, locale, timeZone }: CommentCardProps) {
  const name = authorName(comment.author);
  return (
    <Stack align="stretch" as="article" gap="2" aria-label={`Comment by ${name}`}>
      <Inline gap="2" justify="between">
        <Inline gap="2" wrap={false}>
          <span aria-hidden="true">
            <Avatar name={name} size="sm" />
          </span>
          <Text as="span" weight="bold">
            {name}
          </Text>
          <Text as="span" size="sm" tone="secondary">
            <PostDate iso={comment.created_at} locale={locale} timeZone={timeZone} />
          </Text>
        </Inline>
        {onDelete ? (
          <Button variant="ghost" size="sm" onClick={onDelete}>
            {blogTexts.deleteComment}
          </Button>
        ) : null}
      </Inline>
      <PlainText text={comment.content} headingLevel={4} />
    </Stack>
  );
}
