import type { Garden } from '@wegrow/api';
import {
  Button,
  Dialog,
  DialogClose,
  Notice,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@wegrow/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  blankSignupFields,
  gardenEditDraft,
  type GardenEditDraft,
  type SignupDraft,
} from '../rules/gardenRules';
import { gardenTexts } from '../rules/gardenTexts';

export interface EditGardenDialogProps {
  garden: Garden;
  open: boolean;
  onCancel: () => void;
  onSave: (draft: GardenEditDraft) => void;
  saving: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
}

const typeOptions = [
  { value: 'Blitz', label: 'Blitz' },
  { value: 'Ongoing', label: 'Long-term' },
] as const;

const blankMessages: Record<keyof SignupDraft, string> = {
  name: gardenTexts.nameRequired,
  email: gardenTexts.emailRequired,
  message: gardenTexts.messageRequired,
};

function EditFields({
  garden,
  onSave,
  error,
  formId,
}: Pick<EditGardenDialogProps, 'garden' | 'onSave' | 'error'> & { formId: string }) {
  const [draft, setDraft] = useState<GardenEditDraft>(() => gardenEditDraft(garden));
  const [blank, setBlank] = useState<(keyof SignupDraft)[]>([]);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (error !== null) errorRef.current?.focus();
  }, [error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = blankSignupFields(draft);
    setBlank(missing);
    const [first] = missing;
    if (first) {
      ({ name: nameRef, email: emailRef, message: messageRef })[first].current?.focus();
      return;
    }
    onSave(draft);
  }

  const edit = (field: keyof SignupDraft, value: string) => {
    setDraft((typed) => ({ ...typed, [field]: value }));
    setBlank((fields) => fields.filter((name) => name !== field));
  };
  const errorOf = (field: keyof SignupDraft) =>
    blank.includes(field) ? blankMessages[field] : undefined;

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label={gardenTexts.editGarden}>
      <Stack align="stretch" gap="4">
        <Select
          label="Type"
          options={typeOptions}
          value={draft.type}
          onChange={(event) =>
            setDraft((typed) => ({
              ...typed,
              type: event.target.value === 'Blitz' ? 'Blitz' : 'Ongoing',
            }))
          }
        />
        <TextField
          ref={nameRef}
          label="Name"
          required
          maxLength={100}
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => edit('name', event.target.value)}
        />
        <TextField
          ref={emailRef}
          label="E-mail"
          type="email"
          required
          value={draft.email}
          error={errorOf('email')}
          onChange={(event) => edit('email', event.target.value)}
        />
        <TextArea
          ref={messageRef}
          label="Message"
          required
          rows={4}
          maxLength={5000}
          value={draft.message}
          error={errorOf('message')}
          onChange={(event) => edit('message', event.target.value)}
        />
        {error !== null ? (
          <div ref={errorRef} tabIndex={-1}>
            <Notice tone="error" title={gardenTexts.editFailed}>
              {error}
            </Notice>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}

/** The host edits their garden: type, name, e-mail and message (its kind, town and status stay). */
export function EditGardenDialog({
  garden,
  open,
  onCancel,
  onSave,
  saving,
  error,
}: EditGardenDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={gardenTexts.editGarden}
      size="md"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            Save Garden
          </Button>
        </>
      }
    >
      {open ? <EditFields garden={garden} onSave={onSave} error={error} formId={formId} /> : null}
    </Dialog>
  );
}
