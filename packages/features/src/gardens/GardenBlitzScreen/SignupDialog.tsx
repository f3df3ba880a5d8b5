import { Button, Dialog, DialogClose, Notice, Stack, TextArea, TextField } from '@wegrow/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared/links/RouterLinks';
import {
  blankSignupFields,
  emptySignup,
  type SignupDraft,
  type SignupForm,
} from '../rules/gardenRules';
import { gardenTexts } from '../rules/gardenTexts';

export interface SignupDialogProps {
  /** The form that is open, or null. */
  form: SignupForm | null;
  onCancel: () => void;
  onSubmit: (form: SignupForm, draft: SignupDraft) => void;
  submitting: boolean;
  /** "Error submitting form: {message}" of the last refused submission. */
  error: string | null;
  /** A visitor: the host forms say to sign in to manage volunteer requests later. */
  signedIn: boolean;
}

const blankMessages: Record<keyof SignupDraft, string> = {
  name: gardenTexts.nameRequired,
  email: gardenTexts.emailRequired,
  message: gardenTexts.messageRequired,
};

function SignupFields({
  form,
  onSubmit,
  error,
  signedIn,
  formId,
}: Omit<SignupDialogProps, 'form' | 'onCancel' | 'submitting'> & {
  form: SignupForm;
  formId: string;
}) {
  const [draft, setDraft] = useState<SignupDraft>(emptySignup);
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
      const target = { name: nameRef, email: emailRef, message: messageRef }[first];
      target.current?.focus();
      return;
    }
    onSubmit(form, draft);
  }

  const errorOf = (field: keyof SignupDraft) =>
    blank.includes(field) ? blankMessages[field] : undefined;
  const edit = (field: keyof SignupDraft, value: string) => {
    setDraft((typed) => ({ ...typed, [field]: value }));
    setBlank((fields) => fields.filter((name) => name !== field));
  };

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label={`${form.title} form`}>
      <Stack align="stretch" gap="4">
        {form.host && !signedIn ? (
          <Notice tone="info">
            <Stack gap="2" align="start">
              <span>{gardenTexts.hostFormSignInHint}</span>
              <TextLink to={getHref('login')}>Go to Login</TextLink>
            </Stack>
          </Notice>
        ) : null}
        <TextField
          ref={nameRef}
          label="Name"
          required
          autoComplete="name"
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
          autoComplete="email"
          value={draft.email}
          error={errorOf('email')}
          hint="Kept private: only the garden programme and the garden's host see it."
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
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}

/** A sign-up form of /gardenblitz in a dialog: name, e-mail and message, all required. */
export function SignupDialog({
  form,
  onCancel,
  onSubmit,
  submitting,
  error,
  signedIn,
}: SignupDialogProps) {
  const formId = useId();
  // The title stays while the dialog closes.
  const [shown, setShown] = useState<SignupForm | null>(form);
  if (form !== null && form !== shown) setShown(form);
  return (
    <Dialog
      open={form !== null}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={shown?.title ?? 'Sign up'}
      description={shown?.blurb}
      size="md"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={submitting}>
            Submit
          </Button>
        </>
      }
    >
      {form ? (
        <SignupFields
          key={form.kind}
          form={form}
          onSubmit={onSubmit}
          error={error}
          signedIn={signedIn}
          formId={formId}
        />
      ) : null}
    </Dialog>
  );
}
