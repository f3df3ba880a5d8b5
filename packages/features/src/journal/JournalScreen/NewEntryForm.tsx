import { Button, Heading, Notice, Stack } from '@wegrow/ui';
import { useId, useRef, type FormEvent } from 'react';
import { EntryFields } from './EntryFields';
import { firstBlankField, type EntryDraft } from './entryRules';
import { journalTexts } from './journalTexts';

export interface NewEntryFormProps {
  /** The draft as typed. */
  draft: EntryDraft;
  /** Called on every keystroke. */
  onChange: (draft: EntryDraft) => void;
  /** Called with a draft whose title and content are both non-blank. */
  onSave: (draft: EntryDraft) => void;
  /** The save is on its way. @default false */
  saving?: boolean;
  /** The last save's outcome: a success notice or the server's refusal. */
  outcome?: { tone: 'success' | 'error'; text: string } | null;
  /** Hides the outcome (on the next keystroke). */
  onDismissOutcome?: () => void;
  /** The reader's locale, for the count. */
  locale?: string | undefined;
}

/**
 * The new-entry form (spec 1 §2): Title, the content with its live count, and Save Entry. A blank
 * title or content is silently ignored (spec 1 §5): nothing is sent; the focus only moves to the
 * field still to fill.
 */
export function NewEntryForm({
  draft,
  onChange,
  onSave,
  saving = false,
  outcome = null,
  onDismissOutcome,
  locale,
}: NewEntryFormProps) {
  const headingId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const blank = firstBlankField(draft);
    if (blank === 'title') return titleRef.current?.focus();
    if (blank === 'content') return contentRef.current?.focus();
    onSave(draft);
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack align="stretch" gap="4">
        <Heading level={2} size="lg" id={headingId}>
          New Entry
        </Heading>
        <form aria-labelledby={headingId} onSubmit={submit} noValidate>
          <Stack gap="4" align="start">
            <div style={{ alignSelf: 'stretch' }}>
              <EntryFields
                draft={draft}
                onChange={(next) => {
                  onChange(next);
                  onDismissOutcome?.();
                }}
                titleRef={titleRef}
                contentRef={contentRef}
                locale={locale}
              />
            </div>
            {outcome ? (
              <div style={{ alignSelf: 'stretch' }}>
                <Notice tone={outcome.tone}>{outcome.text}</Notice>
              </div>
            ) : null}
            <Button type="submit" loading={saving}>
              {journalTexts.saveEntry}
            </Button>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
