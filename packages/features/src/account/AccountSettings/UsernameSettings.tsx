import { toApiError, useApi } from '@wegrow/api';
import { Button, Card, Notice, Stack, TextField } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import {
  canUpdateUsername,
  normaliseUsername,
  usernameChanged,
  usernameProblem,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './profileRules';

export interface UsernameSettingsProps {
  /** The saved username (null until the user picks one). */
  saved: string | null;
}

/**
 * The username (`PATCH /auth/account/me`): 'Update Username' only for a changed, valid name
 * (3 to 30 characters); the server's refusal (409: taken) shows under the field. A save refreshes
 * the profile everywhere (navigation, communities).
 */
export function UsernameSettings({ saved }: UsernameSettingsProps) {
  const api = useApi();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(saved ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const update = api.useMutation('patch', '/auth/account/me');

  const changed = usernameChanged(value, saved);
  // A rule is shown only once the user has changed the name (an empty first name is no error).
  const ruleError = changed && value !== '' ? usernameProblem(value) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canUpdateUsername(value, saved) || update.isPending) return;
    setDone(false);
    const username = normaliseUsername(value);
    update.mutate(
      { body: { username } },
      {
        onSuccess: () => {
          setValue(username);
          setDone(true);
        },
        onError: (error) => {
          setServerError(toApiError(error).detail);
          inputRef.current?.focus();
        },
      },
    );
  }

  return (
    <Card title="Username" titleAs="h2">
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <TextField
            ref={inputRef}
            label="Username"
            hideLabel
            hint={`${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters. Others see it in communities and chats.`}
            placeholder="Pick a username"
            autoComplete="username"
            value={value}
            error={ruleError ?? serverError}
            onChange={(event) => {
              setValue(event.target.value);
              setServerError(null);
              setDone(false);
            }}
          />
          <div>
            <Button
              type="submit"
              disabled={!canUpdateUsername(value, saved)}
              loading={update.isPending}
            >
              Update Username
            </Button>
          </div>
          {done ? (
            <Notice tone="success" onDismiss={() => setDone(false)}>
              Username updated.
            </Notice>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
