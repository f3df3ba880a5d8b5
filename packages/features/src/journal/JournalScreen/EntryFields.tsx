import { Stack, Text, TextArea, TextField } from '@wegrow/ui';
import { useId, type Ref } from 'react';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import {
  countCharacters,
  ENTRY_LIMITS,
  formatCharacterCount,
  type EntryDraft,
  type EntryField,
} from './entryRules';
import { journalTexts } from './journalTexts';

export interface EntryFieldsProps {
  /** The title and content as typed. */
  draft: EntryDraft;
  /** Called on every keystroke with the changed draft. */
  onChange: (draft: EntryDraft) => void;
  /** The title field's `ref` (it takes the focus when left blank). */
  titleRef?: Ref<HTMLInputElement>;
  /** The content field's `ref`. */
  contentRef?: Ref<HTMLTextAreaElement>;
  /** The content area's visible lines. @default 6 */
  rows?: number;
  /** The reader's locale, for the count's digits. */
  locale?: string | undefined;
}

/**
 * An entry's two fields, shared by the new-entry form and the edit dialog: Title, and the content
 * ('Write your truth...') with its live character count and a Markdown Preview (headings from h3, under the form
 * heading or dialog title).
 */
export function EntryFields({
  draft,
  onChange,
  titleRef,
  contentRef,
  rows = 6,
  locale,
}: EntryFieldsProps) {
  const countId = useId();
  const count = countCharacters(draft.content);
  const change = (field: EntryField, value: string) => onChange({ ...draft, [field]: value });
  return (
    <Stack align="stretch" gap="4">
      <TextField
        ref={titleRef}
        label="Title"
        name="title"
        required
        maxLength={ENTRY_LIMITS.title}
        autoComplete="off"
        value={draft.title}
        onChange={(event) => change('title', event.target.value)}
      />
      <Stack align="stretch" gap="1">
        <TextArea
          ref={contentRef}
          label="Entry"
          name="content"
          required
          rows={rows}
          maxLength={ENTRY_LIMITS.content}
          placeholder={journalTexts.contentPlaceholder}
          value={draft.content}
          onChange={(event) => change('content', event.target.value)}
          aria-describedby={countId}
        />
        <Text id={countId} size="sm" tone="secondary" data-testid="character-count">
          {formatCharacterCount(count, locale)}
        </Text>
        <MarkdownPreview text={draft.content} />
      </Stack>
    </Stack>
  );
}
