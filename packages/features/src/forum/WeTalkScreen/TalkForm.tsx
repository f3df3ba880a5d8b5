import { Button, Stack, TextArea } from '@wegrow/ui';
import { useState, type FormEvent } from 'react';
import { FORUM_TEXT_MAX } from '@wegrow/api';
import { postableText } from '../rules/forumRules';

export interface TalkFormProps {
  /** The text area's label. */
  label: string;
  placeholder?: string;
  /** The button's label (Post, Comment). */
  submitLabel: string;
  /** Sends the text; resolves true when it was posted (then the box empties). */
  onPost: (text: string) => Promise<boolean>;
  posting: boolean;
}

/**
 * The box of a new talk or comment. Blank text is ignored (spec 3 §5); what was typed stays when
 * posting fails.
 */
export function TalkForm({ label, placeholder, submitLabel, onPost, posting }: TalkFormProps) {
  const [text, setText] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const postable = postableText(text);
    if (postable === null || posting) return;
    if (await onPost(postable)) setText('');
  }

  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)} noValidate>
      <Stack align="stretch" gap="3">
        <TextArea
          label={label}
          placeholder={placeholder}
          rows={3}
          maxLength={FORUM_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div>
          <Button type="submit" loading={posting}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
