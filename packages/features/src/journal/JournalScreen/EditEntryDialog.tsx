import { Button, Dialog, DialogClose, Notice, Stack } from '@wegrow/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { entryDateError, localDateOf, withDate } from './entryDate';
import { EntryDateField } from './EntryDateField';
import { EntryFields } from './EntryFields';
import { firstBlankField, type EntryDraft } from './entryRules';
import { journalTexts } from './journalTexts';

export interface EditEntryDialogProps {
  /** The entry as saved; the fields start with it each time the dialog opens. */
  saved: EntryDraft;
  /** When the entry is dated (its `created_at`); the Date field starts with its day. */
  savedAt?: string | undefined;
  open: boolean;
  /** Cancel, Esc or the close button. */
  onCancel: () => void;
  /** Save Changes with both fields filled, and the new date when it was changed. */
  onSave: (draft: EntryDraft, createdAt?: string) => void;
  /** The save is on its way. */
  saving: boolean;
  /** The refusal of the last save (the server's detail): 'Failed to update journal entry.' */
  error: string | null;
  /** Where the focus goes when the dialog closes. */
  onCloseAutoFocus: (event: Event) => void;
  locale?: string | undefined;
}

interface EditFormProps extends Pick<
  EditEntryDialogProps,
  'saved' | 'savedAt' | 'onSave' | 'saving' | 'error' | 'locale'
> {
  formId: string;
}

/** The form inside the dialog; mounted afresh on each opening, so it starts from the saved entry. */
function EditForm({ saved, savedAt, onSave, saving, error, locale, formId }: EditFormProps) {
  const [draft, setDraft] = useState<EntryDraft>(saved);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const savedDay = savedAt === undefined ? undefined : localDateOf(savedAt);
  const [date, setDate] = useState(savedDay ?? '');
  const [dateError, setDateError] = useState<string | null>(null);
  const today = localDateOf(new Date());

  // A refused save gives the focus back to the form, above the message.
  useEffect(() => {
    if (error !== null) titleRef.current?.focus();
  }, [error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // As for a new entry, a blank field sends nothing (spec 1 §5); it only gets the focus.
    const blank = firstBlankField(draft);
    if (blank) {
      (blank === 'title' ? titleRef.current : contentRef.current)?.focus();
      return;
    }
    if (savedAt === undefined || date === savedDay) return onSave(draft);
    const problem = entryDateError(date, today);
    setDateError(problem);
    if (problem !== null) return dateRef.current?.focus();
    onSave(draft, withDate(date, savedAt));
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack align="stretch" gap="4">
        <EntryFields
          draft={draft}
          onChange={setDraft}
          titleRef={titleRef}
          contentRef={contentRef}
          rows={8}
          locale={locale}
        />
        {savedAt === undefined ? null : (
          <EntryDateField
            ref={dateRef}
            value={date}
            today={today}
            error={dateError}
            onChange={(value) => {
              setDate(value);
              setDateError(null);
            }}
          />
        )}
        {error !== null ? (
          <Notice tone="error" title={journalTexts.updateFailed}>
            {error}
          </Notice>
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * Edit entry (spec 1 §2): Title and content, Save Changes and Cancel. A refused save keeps the
 * dialog and what was typed, and says 'Failed to update journal entry.' with the server's reason.
 */
export function EditEntryDialog({
  saved,
  savedAt,
  open,
  onCancel,
  onSave,
  saving,
  error,
  onCloseAutoFocus,
  locale,
}: EditEntryDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Edit Entry"
      size="lg"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{journalTexts.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {journalTexts.saveChanges}
          </Button>
        </>
      }
    >
      {open ? (
        <EditForm
          saved={saved}
          savedAt={savedAt}
          onSave={onSave}
          saving={saving}
          error={error}
          locale={locale}
          formId={formId}
        />
      ) : null}
    </Dialog>
  );
}
