import { Button, Notice, Stack, TextField } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import type { VolunteerDraft } from '../rules/gardenRules';
import { gardenTexts } from '../rules/gardenTexts';

export type RequestOutcome =
  { tone: 'success'; text: string } | { tone: 'error'; text: string; detail: string } | null;

export interface VolunteerFormProps {
  onSend: (draft: VolunteerDraft) => Promise<boolean>;
  sending: boolean;
  outcome: RequestOutcome;
  onDismiss: () => void;
}

const empty: VolunteerDraft = { name: '', email: '' };

/** The volunteer request form: the name is required, the e-mail optional (spec 2 §5). */
export function VolunteerForm({ onSend, sending, outcome, onDismiss }: VolunteerFormProps) {
  const [draft, setDraft] = useState<VolunteerDraft>(empty);
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (draft.name.trim() === '') {
      setNameMissing(true);
      nameRef.current?.focus();
      return;
    }
    if (await onSend(draft)) setDraft(empty);
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={gardenTexts.requestToVolunteer}
    >
      <Stack align="stretch" gap="3">
        <TextField
          ref={nameRef}
          label="Your name"
          required
          autoComplete="name"
          maxLength={100}
          value={draft.name}
          error={nameMissing ? gardenTexts.nameRequired : undefined}
          onChange={(event) => {
            setNameMissing(false);
            setDraft((typed) => ({ ...typed, name: event.target.value }));
          }}
        />
        <TextField
          label="E-mail (optional)"
          type="email"
          autoComplete="email"
          value={draft.email}
          hint="Only the garden host sees it."
          onChange={(event) => setDraft((typed) => ({ ...typed, email: event.target.value }))}
        />
        <div role="status" aria-live="polite">
          {outcome?.tone === 'success' ? (
            <Notice tone="success" onDismiss={onDismiss}>
              {outcome.text}
            </Notice>
          ) : null}
        </div>
        {outcome?.tone === 'error' ? (
          <Notice tone="error" title={outcome.text} onDismiss={onDismiss}>
            {outcome.detail}
          </Notice>
        ) : null}
        <div>
          <Button type="submit" loading={sending}>
            {gardenTexts.sendRequest}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
