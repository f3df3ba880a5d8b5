import { toApiError, useApi } from '@wegrow/api';
import { Button, Card, Notice, Stack, TextArea } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { BIO_MAX_LENGTH, bioChanged } from './profileRules';

export interface BioSettingsProps {
  /** The saved bio (null when none). */
  saved: string | null;
}

/**
 * The bio (`PATCH /auth/account/me`): at most 500 characters with a live count, saved with 'Save';
 * what was typed stays when a save fails.
 */
export function BioSettings({ saved }: BioSettingsProps) {
  const api = useApi();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(saved ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const update = api.useMutation('patch', '/auth/account/me');
  const changed = bioChanged(value, saved);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!changed || update.isPending) return;
    setDone(false);
    update.mutate(
      { body: { bio: value } },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          setServerError(toApiError(error).detail);
          inputRef.current?.focus();
        },
      },
    );
  }

  return (
    <Card title="Bio" titleAs="h2">
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <TextArea
            ref={inputRef}
            label="Bio"
            hideLabel
            hint="A few words about you: what you grow, cook or care about."
            placeholder="Gardener, journaler, soup maker…"
            rows={5}
            maxLength={BIO_MAX_LENGTH}
            showCount
            value={value}
            error={serverError}
            onChange={(event) => {
              setValue(event.target.value);
              setServerError(null);
              setDone(false);
            }}
          />
          <div>
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              Save
            </Button>
          </div>
          {done ? (
            <Notice tone="success" onDismiss={() => setDone(false)}>
              Bio saved.
            </Notice>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
