import { Button, Inline, Notice, Stack, TextArea, TextField } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import { firstProblem, postProblems, type PostDraft, type PostField } from '../rules/postDraft';

/** What the contract allows (`BlogPostInput`). */
const LIMITS = { title: 200, content: 20000 } as const;

export interface PostFormProps {
  /** The form's start: empty for a new post, the post as saved for an edit. */
  saved: PostDraft;
  /** The submit button's words. */
  submitLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /** Sends a draft with a title and a content; resolves with the server's reason when refused. */
  onSubmit: (draft: PostDraft) => Promise<string | null>;
  /** The refusal's title ("Something went wrong while posting." / "Unauthorized or error updating."). */
  failureTitle: string;
  /** A save is on its way. @default false */
  saving?: boolean;
}

/**
 * The post editor's form (spec 2 §2, §5): Title and Content, both required — a blank one is not
 * sent, says so and takes the focus — then the submit button and Cancel.
 */
export function PostForm({
  saved,
  submitLabel,
  cancelTo,
  onSubmit,
  failureTitle,
  saving = false,
}: PostFormProps) {
  const [draft, setDraft] = useState(saved);
  const [problems, setProblems] = useState<Partial<Record<PostField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  function change(field: PostField, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (problems[field] && !postProblems(next)[field]) {
      setProblems((current) => ({ ...current, [field]: undefined }));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = postProblems(draft);
    setProblems(found);
    const first = firstProblem(found);
    if (first === 'title') return titleRef.current?.focus();
    if (first === 'content') return contentRef.current?.focus();
    setFailure(null);
    setFailure(await onSubmit(draft));
  }

  return (
    <form aria-label={submitLabel} onSubmit={(event) => void submit(event)} noValidate>
      <Stack align="stretch" gap="4">
        <TextField
          ref={titleRef}
          label="Title"
          name="title"
          required
          autoComplete="off"
          maxLength={LIMITS.title}
          value={draft.title}
          error={problems.title}
          onChange={(event) => change('title', event.target.value)}
        />
        <TextArea
          ref={contentRef}
          label="Content"
          name="content"
          required
          rows={14}
          maxLength={LIMITS.content}
          hint="Markdown: leave a blank line between paragraphs."
          value={draft.content}
          error={problems.content}
          onChange={(event) => change('content', event.target.value)}
        />
        <MarkdownPreview text={draft.content} headingLevel={2} />
        {failure !== null ? (
          <Notice tone="error" title={failureTitle}>
            {failure}
          </Notice>
        ) : null}
        <Inline gap="2">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <ButtonLink to={cancelTo} variant="ghost">
            Cancel
          </ButtonLink>
        </Inline>
      </Stack>
    </form>
  );
}
