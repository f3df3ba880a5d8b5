import { toApiError, useApi } from '@wegrow/api';
import { Button, Card, Notice, Stack, Text } from '@wegrow/ui';

export interface PasswordResetProps {
  /** The signed-in address, where the reset link goes. */
  email: string;
}

/**
 * 'Reset Password': e-mails a reset link to the signed-in address and says so ("We sent a link to
 * {email}."); the public form keeps the server's enumeration-safe answer.
 */
export function PasswordReset({ email }: PasswordResetProps) {
  const api = useApi();
  const request = api.useMutation('post', '/auth/request-password-reset');

  return (
    <Card title="Password" titleAs="h2">
      <Stack align="stretch" gap="3">
        <Text>
          We will e-mail a link to <strong>{email}</strong> to choose a new password.
        </Text>
        <div>
          <Button
            variant="secondary"
            loading={request.isPending}
            onClick={() => request.mutate({ body: { email: email.trim() } })}
          >
            Reset Password
          </Button>
        </div>
        {request.isSuccess ? (
          // Signed in, the address is known to have an account: no "if an account exists".
          <Notice tone="success" onDismiss={() => request.reset()}>
            We sent a link to {email}.
          </Notice>
        ) : null}
        {request.isError ? (
          <Notice tone="error" onDismiss={() => request.reset()}>
            {toApiError(request.error).detail || 'Request failed'}
          </Notice>
        ) : null}
      </Stack>
    </Card>
  );
}
