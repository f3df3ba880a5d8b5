import { toApiError, useApi } from '@wegrow/api';
import { Button, Card, Notice, Stack, Text, TextField } from '@wegrow/ui';
import { type FormEvent, useRef, useState } from 'react';
import { emailChangeProblem } from './emailChangeRules';

export interface EmailAddressChangeProps {
  /** The account's address now. */
  email: string;
}

/**
 * "E-mail address" (`POST /auth/account/email`): the new address and the account's password; the
 * server mails a link to the new address, and the account moves only when it is opened (the old
 * address then gets a notice with a way to undo). What was typed stays when the server refuses it;
 * the password is cleared once the link is on its way.
 */
export function EmailAddressChange({ email }: EmailAddressChangeProps) {
  const api = useApi();
  const change = api.useMutation('post', '/auth/account/email');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailChangeProblem(newEmail, password, email);
    setProblem(found);
    if (found) {
      emailRef.current?.focus();
      return;
    }
    change.mutate(
      { body: { new_email: newEmail.trim(), password } },
      { onSuccess: () => setPassword('') },
    );
  }

  const refused = change.isError ? toApiError(change.error).detail || 'Request failed' : null;

  return (
    <Card title="E-mail address" titleAs="h2">
      <form onSubmit={submit} noValidate aria-label="Change your e-mail address">
        <Stack align="stretch" gap="3">
          <Text>
            Your address is <strong>{email}</strong>. We send a link to the new address; your
            address changes when you open it.
          </Text>
          <TextField
            ref={emailRef}
            label="New e-mail address"
            type="email"
            autoComplete="email"
            value={newEmail}
            error={problem ?? undefined}
            onChange={(event) => {
              setNewEmail(event.target.value);
              setProblem(null);
              change.reset();
            }}
          />
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              change.reset();
            }}
          />
          {refused ? (
            <Notice tone="error" onDismiss={() => change.reset()}>
              {refused}
            </Notice>
          ) : null}
          {change.isSuccess ? (
            <Notice tone="success" onDismiss={() => change.reset()}>
              {change.data.message}
            </Notice>
          ) : null}
          <div>
            <Button type="submit" variant="secondary" loading={change.isPending}>
              Change address
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
