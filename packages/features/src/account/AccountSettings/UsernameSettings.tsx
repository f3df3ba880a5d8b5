import { useApi } from '@wegrow/api';
import { Button, Card, Stack, TextField, useToast } from '@wegrow/ui';
import { useSaveField } from '../../shared/useSaveField/useSaveField';
import {
  canUpdateUsername,
  normaliseUsername,
  usernameChanged,
  usernameProblem,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './profileRules';

/** The username field's id: the invitation to pick a username moves the focus there. */
export const USERNAME_FIELD_ID = 'account-username';

export interface UsernameSettingsProps {
  /** The saved username (null until the user picks one). */
  saved: string | null;
}

/**
 * The username (`PATCH /auth/account/me`): 'Update Username' only for a changed, valid name
 * (3 to 30 characters); the server's refusal (409: taken) shows under the field. A save refreshes
 * the profile everywhere (navigation, communities) and is confirmed by a toast, so nothing on the
 * page moves.
 */
export function UsernameSettings({ saved }: UsernameSettingsProps) {
  const api = useApi();
  const { toast } = useToast();
  const { value, change, submit, serverError, saving, inputRef } = useSaveField({
    saved,
    mutation: api.useMutation('patch', '/auth/account/me'),
    request: (username) => ({ body: { username } }),
    normalise: normaliseUsername,
    canSave: (value) => canUpdateUsername(value, saved),
    onSaved: () => toast({ title: 'Username updated.', tone: 'success' }),
  });

  // A rule is shown only once the user has changed the name (an empty first name is no error).
  const ruleError = usernameChanged(value, saved) && value !== '' ? usernameProblem(value) : null;

  return (
    <Card title="Username" titleAs="h2">
      <form onSubmit={submit} noValidate>
        <Stack align="stretch" gap="3">
          <TextField
            ref={inputRef}
            id={USERNAME_FIELD_ID}
            label="Username"
            hideLabel
            hint={`${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters. Others see it in communities and chats.`}
            placeholder="Pick a username"
            autoComplete="username"
            value={value}
            error={ruleError ?? serverError}
            onChange={(event) => change(event.target.value)}
          />
          <div>
            <Button type="submit" disabled={!canUpdateUsername(value, saved)} loading={saving}>
              Update Username
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
