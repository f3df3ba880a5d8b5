import { Button, MentionTextArea, Stack, TextField } from '@wegrow/ui';
import { useState, type FormEvent } from 'react';
import { FORUM_TEXT_MAX } from '@wegrow/api';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import { usePeopleSearch } from '../../shared/mentions/usePeopleSearch';
import { postableText } from '../rules/forumRules';

export interface TalkFormProps {
  /** The text area's label. */
  label: string;
  placeholder?: string;
  /** The button's label (Post, Comment). */
  submitLabel: string;
  /** The optional title field's label (a new talk has one, a comment not). */
  titleLabel?: string;
  /** Sends the text (and the title, when one was typed); resolves true when posted (then the box empties). */
  onPost: (text: string, title?: string) => Promise<boolean>;
  posting: boolean;
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
}: TalkFormProps) {
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const people = usePeopleSearch();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const postable = postableText(text);
    if (postable === null || posting) return;
    const titled = title.trim();
    if (await onPost(postable, titled === '' ? undefined : titled)) {
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
