import type { BlogCover } from '@wegrow/api';
import { BLOG_COVER_ALT_MAX } from '@wegrow/contract/blog';
import { Button, FileInput, Inline, Notice, Stack, TextArea, TextField } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import { firstProblem, postProblems, type PostDraft, type PostField } from '../rules/postDraft';
import { blogTexts } from '../texts';

/** The cover types and size the server takes (the profile pictures' pipeline). */
const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const COVER_MAX_BYTES = 2 * 1024 * 1024;

/** What a save does besides the fields: draft or publish, and the cover's change. */
export interface PostSaveOptions {
  /** Saved as a draft (Save Draft) rather than published or updated. */
  asDraft: boolean;
  /** A new cover image to upload after the post is saved. */
  cover: File | null;
  /** The saved cover is to be removed. */
  removeCover: boolean;
}

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
  onSubmit: (draft: PostDraft, options: PostSaveOptions) => Promise<string | null>;
  /** The post's saved cover, previewed until removed or replaced. @default null */
  savedCover?: BlogCover | null;
  /** Offer a save as a draft (a new post, a draft, or a published post to unpublish). @default false */
  canSaveDraft?: boolean;
  /** That button's words: Save Draft, or Unpublish for a published post. @default 'Save Draft' */
  draftLabel?: string;
  /** The refusal's title ("Something went wrong while posting." / "Unauthorized or error updating."). */
  failureTitle: string;
  /** A save is on its way. @default false */
  saving?: boolean;
}

/**
 * The post editor's form (spec 2 §2, §5): Title and Content, both required — a blank one is not
 * sent, says so and takes the focus — then Tags (up to 5 slugs), a Cover image (PNG, JPEG or WebP
 * up to 2 MB, removable) with its alt text (required while there is a cover), the submit button,
 * Save Draft or Unpublish (issue 44) and Cancel.
 */
export function PostForm({
  saved,
  submitLabel,
  cancelTo,
  onSubmit,
  failureTitle,
  saving = false,
  savedCover = null,
  canSaveDraft = false,
  draftLabel = blogTexts.saveDraft,
}: PostFormProps) {
  const [draft, setDraft] = useState(saved);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [coverProblem, setCoverProblem] = useState<string | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  // A new key resets the picker (its preview) when the cover is removed.
  const [pickerKey, setPickerKey] = useState(0);
  const tagsRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const asDraft = useRef(false);
  const hasCover = coverFile !== null || (savedCover !== null && !removeCover);
  const [problems, setProblems] = useState<Partial<Record<PostField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  function change(field: PostField, value: string) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (problems[field] && !postProblems(next, { hasCover })[field]) {
      setProblems((current) => ({ ...current, [field]: undefined }));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = postProblems(draft, { hasCover });
    setProblems(found);
    const first = firstProblem(found);
    if (first === 'title') return titleRef.current?.focus();
    if (first === 'content') return contentRef.current?.focus();
    if (first === 'tags') return tagsRef.current?.focus();
    if (first === 'coverAlt') return altRef.current?.focus();
    setFailure(null);
    setFailure(await onSubmit(draft, { asDraft: asDraft.current, cover: coverFile, removeCover }));
  }

  function pickCover(file: File) {
    if (!COVER_TYPES.includes(file.type)) return setCoverProblem(blogTexts.coverNotImage);
    if (file.size > COVER_MAX_BYTES) return setCoverProblem(blogTexts.coverTooLarge);
    setCoverProblem(null);
    setCoverFile(file);
  }

  function dropCover() {
    setCoverFile(null);
    setCoverProblem(null);
    setRemoveCover(savedCover !== null);
    setPickerKey((key) => key + 1);
    if (problems.coverAlt) setProblems((current) => ({ ...current, coverAlt: undefined }));
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
        <TextField
          ref={tagsRef}
          label={blogTexts.tags}
          name="tags"
          autoComplete="off"
          hint={blogTexts.tagsHint}
          value={draft.tags}
          error={problems.tags}
          onChange={(event) => change('tags', event.target.value)}
        />
        <FileInput
          key={pickerKey}
          label={blogTexts.coverImage}
          name="cover"
          hint={blogTexts.coverHint}
          accept={COVER_TYPES.join(',')}
          currentImageUrl={removeCover ? null : (savedCover?.url ?? null)}
          currentImageAlt={savedCover?.alt ?? ''}
          previewAlt={draft.coverAlt.trim() || blogTexts.coverImage}
          error={coverProblem ?? undefined}
          onFileSelect={pickCover}
        />
        {hasCover ? (
          <Inline gap="2">
            <Button variant="ghost" size="sm" onClick={dropCover}>
              {blogTexts.removeCover}
            </Button>
          </Inline>
        ) : null}
        <TextField
          ref={altRef}
          label={blogTexts.coverAlt}
          name="coverAlt"
          autoComplete="off"
          required={hasCover}
          maxLength={BLOG_COVER_ALT_MAX}
          hint={blogTexts.coverAltHint}
          value={draft.coverAlt}
          error={problems.coverAlt}
          onChange={(event) => change('coverAlt', event.target.value)}
        />
        {failure !== null ? (
          <Notice tone="error" title={failureTitle}>
            {failure}
          </Notice>
        ) : null}
        <Inline gap="2">
          <Button type="submit" loading={saving} onClick={() => (asDraft.current = false)}>
            {submitLabel}
          </Button>
          {canSaveDraft ? (
            <Button
              type="submit"
              variant="secondary"
              disabled={saving}
              onClick={() => (asDraft.current = true)}
            >
              {draftLabel}
            </Button>
          ) : null}
          <ButtonLink to={cancelTo} variant="ghost">
            Cancel
          </ButtonLink>
        </Inline>
      </Stack>
    </form>
  );
}
