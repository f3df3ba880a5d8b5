import { Button, MentionTextArea, Select, Stack, TextField, type SelectOption } from '@wegrow/ui';
import { useState, type FormEvent } from 'react';
import { FORUM_TEXT_MAX } from '@wegrow/api';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import { usePeopleSearch } from '../../shared/mentions/usePeopleSearch';
import { postableText } from '../rules/forumRules';
import { forumTexts } from '../rules/forumTexts';

export interface TalkFormProps {
  /** The text area's label. */
  label: string;
  placeholder?: string;
  /** The button's label (Post, Comment). */
  submitLabel: string;
  /** The optional title field's label (a new talk has one, a comment not). */
  titleLabel?: string;
  /** Sends the text (and the title, when one was typed, and the category chosen); resolves true when posted (then the box empties). */
  onPost: (text: string, title?: string, categoryId?: number | null) => Promise<boolean>;
  posting: boolean;
  /** A new talk's category choice (issue 44): the options, and the one chosen first ('' none). */
  categories?: { options: readonly SelectOption[]; initial: string } | undefined;
}

/**
 * The box of a new talk or comment. Blank text is ignored (spec 3 §5); what was typed stays when
 * posting fails.
 */
export function TalkForm({
  label,
  placeholder,
  submitLabel,
  titleLabel,
  onPost,
  posting,
  categories,
}: TalkFormProps) {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const chosen = category ?? categories?.initial ?? '';
  const [title, setTitle] = useState('');
  const people = usePeopleSearch();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const postable = postableText(text);
    if (postable === null || posting) return;
    const titled = title.trim();
    const categoryId = categories === undefined ? undefined : chosen === '' ? null : Number(chosen);
    if (await onPost(postable, titled === '' ? undefined : titled, categoryId)) {
      setText('');
      setTitle('');
    }
  }

  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      <Stack align="stretch" gap="3">
        {titleLabel !== undefined ? (
          <TextField
            label={titleLabel}
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        ) : null}
        {categories !== undefined ? (
          <Select
            label={forumTexts.category}
            value={chosen}
            options={categories.options}
            onChange={(event) => setCategory(event.target.value)}
          />
        ) : null}
        <MentionTextArea
          {...people}
          label={label}
          placeholder={placeholder}
          rows={3}
          maxLength={FORUM_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <MarkdownPreview text={text} headingLevel={4} />
        <div>
          <Button type="submit" loading={posting}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
