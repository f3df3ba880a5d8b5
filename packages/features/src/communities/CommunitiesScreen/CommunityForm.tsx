import { Button, Dialog, DialogClose, Notice, Stack, TextArea, TextField } from '@wegrow/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MarkdownPreview } from '../../shared/MarkdownPreview/MarkdownPreview';
import type { CommunityDraft } from '../rules';
import { communityTexts } from '../texts';

export interface CommunityFormDialogProps {
  open: boolean;
  /** The dialog's title: "Create New Community" or "Edit Community Info". */
  title: string;
  /** A sentence under the title. */
  description?: string;
  /** The fields' first values each time the dialog opens. */
  initial: CommunityDraft;
  /** The submit button's label ("Create", "Save"). */
  submitLabel: string;
  /** Submitted with what was typed (the caller decides what a blank name means). */
  onSubmit: (draft: CommunityDraft) => void;
  /** Cancel, Esc or the close button. */
  onCancel: () => void;
  saving: boolean;
  /** The last refusal: its title and the server's detail. */
  error: { title: string; detail: string } | null;
  /** A blank name is refused here (edit), instead of being passed on (create abandons). */
  requireName?: boolean;
}

interface FormProps extends Omit<CommunityFormDialogProps, 'open' | 'title' | 'onCancel'> {
  formId: string;
}

/** The fields, mounted afresh on each opening so they start from `initial`. */
function CommunityFields({
  initial,
  onSubmit,
  saving,
  error,
  requireName = false,
  formId,
}: FormProps) {
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (error !== null) nameRef.current?.focus();
  }, [error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (requireName && draft.name.trim() === '') {
      setNameError(communityTexts.nameRequired);
      nameRef.current?.focus();
      return;
    }
    onSubmit(draft);
  }

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack align="stretch" gap="4">
        <TextField
          ref={nameRef}
          label={communityTexts.name}
          value={draft.name}
          maxLength={100}
          autoComplete="off"
          error={nameError ?? undefined}
          onChange={(event) => {
            setNameError(null);
            setDraft({ ...draft, name: event.target.value });
          }}
        />
        <TextArea
          label={communityTexts.description}
          value={draft.description}
          maxLength={2000}
          rows={4}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
        <MarkdownPreview text={draft.description} />
        {error !== null ? (
          <Notice tone="error" title={error.title}>
            {error.detail}
          </Notice>
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * The name-and-description form in a dialog: "Create New Community" (spec 2 §2: an empty name
 * abandons) and "Edit Community Info" (Save and Cancel). A refusal keeps what was typed.
 */
export function CommunityFormDialog({
  open,
  title,
  description,
  onCancel,
  submitLabel,
  saving,
  ...form
}: CommunityFormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{communityTexts.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {open ? (
        <CommunityFields {...form} submitLabel={submitLabel} saving={saving} formId={formId} />
      ) : null}
    </Dialog>
  );
}
