import { Button, MentionTextArea, Notice, Stack } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import { usePeopleSearch } from '../../shared/mentions/usePeopleSearch';
import { blogTexts } from '../texts';

/** Why a comment was not posted. */
export type CommentRefusal = { kind: 'signIn' } | { kind: 'failed'; detail: string };

export interface CommentFormProps {
  /** Posts the comment; resolves with the refusal, or null once it is posted. */
  onPost: (content: string) => Promise<CommentRefusal | null>;
  /** A comment is on its way. @default false */
  posting?: boolean;
}

/** What the contract allows (`BlogCommentCreate`). */
const COMMENT_MAX_LENGTH = 2000;

/**
 * The comment form of a post (spec 2 §2, §5, §8): the comment and Post Comment. A blank comment is
 * not sent. A refused session says "Sign in required to comment." with Go to Login; any other
 * refusal "Failed to post comment." with the server's reason, keeping the text.
 */
export function CommentForm({ onPost, posting = false }: CommentFormProps) {
  const [content, setContent] = useState('');
  const [blank, setBlank] = useState(false);
  const [refusal, setRefusal] = useState<CommentRefusal | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const people = usePeopleSearch();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (posting) return;
    if (content.trim() === '') {
      setBlank(true);
      field.current?.focus();
      return;
    }
    setRefusal(null);
    const refused = await onPost(content);
    setRefusal(refused);
    if (refused === null) setContent('');
    field.current?.focus();
  }

  return (
    <form aria-label="Add a comment" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3" align="start">
        <div style={{ alignSelf: 'stretch' }}>
          <MentionTextArea
            {...people}
            ref={field}
            label="Add a comment"
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
        </div>
        <div style={{ alignSelf: 'stretch' }}>
          <MarkdownPreview text={content} headingLevel={4} />
        </div>
        {refusal ? (
          <div style={{ alignSelf: 'stretch' }}>
            {refusal.kind === 'signIn' ? (
              <Notice tone="error" title={blogTexts.signInToComment}>
                <ButtonLink to={getHref('login')} size="sm">
                  Go to Login
                </ButtonLink>
              </Notice>
            ) : (
              <Notice tone="error" title={blogTexts.commentFailed}>
                {refusal.detail}
              </Notice>
            )}
          </div>
        ) : null}
        <Button type="submit" loading={posting}>
          {blogTexts.postComment}
        </Button>
      </Stack>
    </form>
  );
}
