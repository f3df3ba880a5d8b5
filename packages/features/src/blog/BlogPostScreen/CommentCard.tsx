import type { BlogComment } from '@wegrow/api';
import { Avatar, Button, Inline, Notice, Stack, Text, TextArea, VisuallyHidden } from '@wegrow/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import { PlainText } from '../parts/PlainText';
import { PostDate } from '../parts/PostDate';
import { formatPostTime, type DateOptions } from '../rules/dates';
import { authorName } from '../rules/owner';
import { blogTexts, editedAt } from '../texts';

/** What the contract allows (`BlogCommentUpdate`). */
const COMMENT_MAX_LENGTH = 2000;

export interface CommentCardProps extends DateOptions {
  comment: BlogComment;
  /**
   * Delete Comment was pressed; leave it out for everyone but the blog's owner and the commenter
   * (spec 2 §2, §6; issue 33).
   */
  onDelete?: (() => void) | undefined;
  /**
   * Saves the commenter's edit, resolving with the server's reason or null once saved; leave it
   * out for everyone but the commenter (issue 33).
   */
  onEdit?: ((content: string) => Promise<string | null>) | undefined;
}

/**
 * One comment: who wrote it and when, its text (Markdown), Edit Comment for its author (edited in
 * place, with a Preview) and Delete Comment for the blog's owner and the author.
 */
export function CommentCard({ comment, onDelete, onEdit, locale, timeZone }: CommentCardProps) {
  const name = authorName(comment.author);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  function stopEditing() {
    setEditing(false);
    // Back to where editing started.
    requestAnimationFrame(() => editButton.current?.focus());
  }

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
          {comment.edited_at ? (
            <Text as="span" size="sm" tone="secondary">
              <EditedMark at={comment.edited_at} locale={locale} timeZone={timeZone} />
            </Text>
          ) : null}
        </Inline>
        {!editing && (onEdit || onDelete) ? (
          <Inline gap="2">
            {onEdit ? (
              <Button ref={editButton} variant="ghost" size="sm" onClick={() => setEditing(true)}>
                {blogTexts.editComment}
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="ghost" size="sm" onClick={onDelete}>
                {blogTexts.deleteComment}
              </Button>
            ) : null}
          </Inline>
        ) : null}
      </Inline>
      {editing && onEdit ? (
        <CommentEditor saved={comment.content} onSave={onEdit} onDone={stopEditing} />
      ) : (
        <PlainText text={comment.content} headingLevel={4} mentions />
      )}
    </Stack>
  );
}

/** "(edited)", with the edit's time in its tooltip and for screen readers (as the forum's). */
function EditedMark({ at, ...dates }: DateOptions & { at: string }) {
  const time = editedAt(formatPostTime(at, dates));
  return (
    <time dateTime={at} title={time}>
      <span aria-hidden="true">{blogTexts.edited}</span>
      <VisuallyHidden>({time})</VisuallyHidden>
    </time>
  );
}

interface CommentEditorProps {
  saved: string;
  onSave: (content: string) => Promise<string | null>;
  /** Saved or cancelled. */
  onDone: () => void;
}

/** The comment's text in a text area, with a Preview, Save Comment and Cancel. */
function CommentEditor({ saved, onSave, onDone }: CommentEditorProps) {
  const [content, setContent] = useState(saved);
  const [blank, setBlank] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  // Editing starts in the field.
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (content.trim() === '') {
      setBlank(true);
      field.current?.focus();
      return;
    }
    setFailure(null);
    setSaving(true);
    const refused = await onSave(content);
    setSaving(false);
    if (refused === null) onDone();
    else {
      setFailure(refused);
      field.current?.focus();
    }
  }

  return (
    <form
      aria-label={blogTexts.editCommentLabel}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack gap="3" align="stretch">
        <TextArea
          ref={field}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          label={blogTexts.editCommentLabel}
          name="content"
          rows={3}
          maxLength={COMMENT_MAX_LENGTH}
          value={content}
          error={blank ? blogTexts.commentRequired : undefined}
          onChange={(event) => {
            setContent(event.target.value);
            if (blank && event.target.value.trim() !== '') setBlank(false);
          }}
        />
        <MarkdownPreview text={content} headingLevel={4} />
        {failure !== null ? (
          <Notice tone="error" title={blogTexts.commentSaveFailed}>
            {failure}
          </Notice>
        ) : null}
        <Inline gap="2">
          <Button type="submit" loading={saving}>
            {blogTexts.saveComment}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {blogTexts.cancel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
