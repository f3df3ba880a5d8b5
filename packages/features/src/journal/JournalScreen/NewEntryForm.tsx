import { Button, Heading, Notice, Stack } from '@wegrow/ui';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { entryDateError, localDateOf, withDate } from './entryDate';
import { EntryDateField } from './EntryDateField';
import { EntryFields } from './EntryFields';
import { emptyDraft, firstBlankField, type EntryDraft } from './entryRules';
import { journalTexts } from './journalTexts';

export interface NewEntryFormProps {
  /** The draft as typed. */
  draft: EntryDraft;
  /** Called on every keystroke. */
  onChange: (draft: EntryDraft) => void;
  /**
   * Called with a draft whose title and content are both non-blank, and the entry's date when it
   * is not today (an ISO time: that day, at this time of day).
   */
  onSave: (draft: EntryDraft, createdAt?: string) => void;
  /** The save is on its way. @default false */
  saving?: boolean;
  /** The last save's outcome: a success notice or the server's refusal. */
  outcome?: { tone: 'success' | 'error'; text: string } | null;
  /** Hides the outcome (on the next keystroke). */
  onDismissOutcome?: () => void;
  /** Where to get help now, after saving an entry that speaks of a crisis: in place of the outcome. */
  help?: ReactNode;
  /** The reader's locale, for the count. */
  locale?: string | undefined;
  /** The time "today" is read from. @default now */
  now?: Date;
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
  help = null,
  locale,
  now,
}: NewEntryFormProps) {
  const headingId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const today = localDateOf(now ?? new Date());
  // The entry's date: today unless the writer picks another day (writing about yesterday).
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const [dateError, setDateError] = useState<string | null>(null);
  // A saved entry empties the form: the next one is about today again.
  const [lastDraft, setLastDraft] = useState(draft);
  if (draft !== lastDraft) {
    setLastDraft(draft);
    if (draft === emptyDraft) setPicked(null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const blank = firstBlankField(draft);
    if (blank === 'title') return titleRef.current?.focus();
    if (blank === 'content') return contentRef.current?.focus();
    const problem = entryDateError(date, today);
    setDateError(problem);
    if (problem !== null) return dateRef.current?.focus();
    onSave(draft, date === today ? undefined : withDate(date, now ?? new Date()));
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
            <EntryDateField
              ref={dateRef}
              value={date}
              today={today}
              error={dateError}
              onChange={(value) => {
                setPicked(value);
                setDateError(null);
              }}
            />
            {help ? (
              <div style={{ alignSelf: 'stretch' }}>{help}</div>
            ) : outcome ? (
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
