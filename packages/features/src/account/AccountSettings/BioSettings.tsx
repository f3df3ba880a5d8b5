import { useApi } from '@wegrow/api';
import { Button, Card, Stack, TextArea, useToast } from '@wegrow/ui';
import { useSaveField } from '../../shared/useSaveField/useSaveField';
import { BIO_MAX_LENGTH, bioChanged } from './profileRules';

export interface BioSettingsProps {
  /** The saved bio (null when none). */
  saved: string | null;
}

/**
 * The bio (`PATCH /auth/account/me`): at most 500 characters with a live count, saved with 'Save';
 * what was typed stays when a save fails. "Bio saved." is a toast, so nothing on the page moves.
 */
export function BioSettings({ saved }: BioSettingsProps) {
  const api = useApi();
  const { toast } = useToast();
  const { value, change, submit, serverError, saving, inputRef } = useSaveField({
    saved,
    mutation: api.useMutation('patch', '/auth/account/me'),
    request: (bio) => ({ body: { bio } }),
    canSave: (value) => bioChanged(value, saved),
    onSaved: () => toast({ title: 'Bio saved.', tone: 'success' }),
  });

  return (
    <Card title="Bio" titleAs="h2">
      <form onSubmit={submit} noValidate>
        <Stack align="stretch" gap="3">
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
            onChange={(event) => change(event.target.value)}
          />
          <div>
            <Button type="submit" disabled={!bioChanged(value, saved)} loading={saving}>
              Save
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
