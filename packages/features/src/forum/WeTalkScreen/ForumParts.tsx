import { FORUM_TEXT_MAX } from '@wegrow/api';
import {
  Button,
  Inline,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  VisuallyHidden,
  type SelectOption,
} from '@wegrow/ui';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { postableText, talkTime } from '../rules/forumRules';
import { editedAtText, forumTexts, likeButtonName, likeCountText } from '../rules/forumTexts';

export interface EditFormProps {
  /** The form's and the text field's name ("Edit the talk"). */
  label: string;
  text: string;
  /** The talk's title (a comment has none: no title field). */
  title?: string | null | undefined;
  saving: boolean;
  /** Saves; resolves true when saved (the form then closes), false to stay open. */
  onSave: (text: string, title?: string, categoryId?: number | null) => Promise<boolean>;
  onCancel: () => void;
  /** A talk's category choice (issue 44): the options and its category ('' none). */
  categories?: { options: readonly SelectOption[]; initial: string } | undefined;
}

/**
 * A talk or a comment edited in place (issue 44): its title (a talk's) and text, Save and Cancel
 * (or Escape). A blank text says so under the field and saves nothing; the focus starts in the text.
 */
export function EditForm({
  label,
  text,
  title,
  saving,
  onSave,
  onCancel,
  categories,
}: EditFormProps) {
  const [draft, setDraft] = useState(text);
  const [category, setCategory] = useState(categories?.initial ?? '');
  const [titleDraft, setTitleDraft] = useState(title ?? '');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const node = field.current;
    if (!node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
  }, []);

  /** Escape in a field cancels the edit. */
  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const postable = postableText(draft);
    if (postable === null) {
      setError(forumTexts.editBlank);
      field.current?.focus();
      return;
    }
    await onSave(
      postable,
      title === undefined ? undefined : titleDraft.trim(),
      categories === undefined ? undefined : category === '' ? null : Number(category),
    );
  }

  return (
    <form aria-label={label} noValidate onSubmit={(event) => void submit(event)}>
      <Stack align="stretch" gap="3">
        {title !== undefined ? (
          <TextField
            label={forumTexts.titleLabel}
            maxLength={200}
            value={titleDraft}
            onKeyDown={cancelOnEscape}
            onChange={(event) => setTitleDraft(event.target.value)}
          />
        ) : null}
        {categories !== undefined ? (
          <Select
            label={forumTexts.category}
            value={category}
            options={categories.options}
            onChange={(event) => setCategory(event.target.value)}
          />
        ) : null}
        <TextArea
          ref={field}
          label={label}
          rows={4}
          maxLength={FORUM_TEXT_MAX}
          value={draft}
          error={error ?? undefined}
          onKeyDown={cancelOnEscape}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
        />
        <Inline gap="2" justify="end">
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            {forumTexts.cancel}
          </Button>
          <Button type="submit" size="sm" loading={saving}>
            {forumTexts.save}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** "(edited)", with the edit's time in its tooltip and for screen readers. */
export function EditedMark({ at }: { at: string }) {
  const time = editedAtText(talkTime(at));
  return (
    <time dateTime={at} title={time}>
      <span aria-hidden="true">{forumTexts.edited}</span>
      <VisuallyHidden>({time})</VisuallyHidden>
    </time>
  );
}

/** In place of Report once the reader reported the talk or comment (issue 44; theirs only). */
export function ReportedMark({ what }: { what: 'talk' | 'comment' }) {
  return (
    <Text as="span" size="sm" tone="secondary">
      {forumTexts.reported}
      <VisuallyHidden> ({forumTexts.reportedHint(what)})</VisuallyHidden>
    </Text>
  );
}

export interface LikeButtonProps {
  what: 'talk' | 'comment';
  count: number;
  liked: boolean;
  /** Toggles the reader's like; undefined for a visitor (the count only). */
  onToggle: (() => void) | undefined;
  busy?: boolean;
}

/** ♥ and the number of likes: a toggle (`aria-pressed`) for members, the count for visitors. */
export function LikeButton({ what, count, liked, onToggle, busy = false }: LikeButtonProps) {
  if (!onToggle)
    return (
      <Text as="span" size="sm" tone="secondary">
        {likeCountText(count)}
      </Text>
    );
  return (
    <Button
      size="sm"
      variant={liked ? 'secondary' : 'ghost'}
      aria-pressed={liked}
      aria-label={likeButtonName(what, count)}
      disabled={busy}
      onClick={onToggle}
    >
      <span aria-hidden="true">
        {liked ? '♥' : '♡'} {count}
      </span>
    </Button>
  );
}
