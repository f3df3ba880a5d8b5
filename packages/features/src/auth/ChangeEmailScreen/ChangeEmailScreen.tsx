import { useApi } from '@wegrow/api';
import { Button, Notice, Spinner, Stack, Text } from '@wegrow/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { failureText } from '../shared/authRules';
import { AuthCard } from '../shared/AuthCard';
import { WayOn } from '../shared/WayOn';

/** The screen's heading, the same in every state. */
export const CHANGE_EMAIL_TITLE = 'Change Your E-mail';

/** What the screen says besides the server's sentences. */
export const CHANGE_EMAIL_TEXTS = {
  changing: 'Changing your e-mail address…',
  failed: 'The e-mail address could not be changed.',
  undoIntro:
    'Someone changed the e-mail address of your WeGrow account. If it was not you, put your account back on this address: everyone signed in to it, whoever made the change included, is signed out.',
  undo: 'Put my address back',
  undoneNext:
    'Log in with your password. If you think someone else knows it, choose a new one with "Forgot password".',
  missing: 'This link is incomplete',
  missingText:
    'It has no token, so it cannot change an address. Open the link from the e-mail again.',
} as const;

/**
 * The link mailed to a new address (`/ChangeEmail?token=…`): sent once, on open (`POST
 * /auth/account/email/confirm`); the account then lives at the new address. A refused link shows
 * the server's words. `GET` alone changes nothing on the server: the page makes the call.
 */
function ConfirmChange({ token }: { token: string }) {
  const api = useApi();
  const { isLoggedIn } = useSession();
  const confirm = api.useMutation('post', '/auth/account/email/confirm');
  const { mutate } = confirm;
  // One call per token, even when React runs the effect twice (StrictMode).
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ body: { token } });
  }, [token, mutate]);

  return (
    <AuthCard title={CHANGE_EMAIL_TITLE}>
      <Stack align="stretch" gap="4">
        {confirm.isSuccess ? (
          <Notice tone="success">{confirm.data.message}</Notice>
        ) : confirm.isError ? (
          <Notice tone="error">{failureText(confirm.error, CHANGE_EMAIL_TEXTS.failed)}</Notice>
        ) : (
          <Stack gap="3" align="center">
            <Spinner label={CHANGE_EMAIL_TEXTS.changing} showLabel />
          </Stack>
        )}
        {confirm.isPending || confirm.isIdle ? null : <WayOn signedIn={isLoggedIn} />}
      </Stack>
    </AuthCard>
  );
}

/**
 * The old address's link (`/ChangeEmail?undo=…`): it says what happened and waits for a press
 * ("Put my address back", `POST /auth/account/email/undo`), since it signs everyone out.
 */
function UndoChange({ token }: { token: string }) {
  const api = useApi();
  const undo = api.useMutation('post', '/auth/account/email/undo');
  if (undo.isSuccess)
    return (
      <AuthCard title={CHANGE_EMAIL_TITLE}>
        <Stack align="stretch" gap="4">
          <Notice tone="success">{undo.data.message}</Notice>
          <Text tone="secondary">{CHANGE_EMAIL_TEXTS.undoneNext}</Text>
          <WayOn signedIn={false} />
        </Stack>
      </AuthCard>
    );
  return (
    <AuthCard title={CHANGE_EMAIL_TITLE} intro={CHANGE_EMAIL_TEXTS.undoIntro}>
      <Stack align="stretch" gap="4">
        {undo.isError ? (
          <Notice tone="error">{failureText(undo.error, CHANGE_EMAIL_TEXTS.failed)}</Notice>
        ) : null}
        <div>
          <Button loading={undo.isPending} onClick={() => undo.mutate({ body: { token } })}>
            {CHANGE_EMAIL_TEXTS.undo}
          </Button>
        </div>
      </Stack>
    </AuthCard>
  );
}

/**
 * The links of a change of address (issue 43): `?token=` (mailed to the new address) confirms the
 * change on open; `?undo=` (mailed to the old address once it changed) puts the account back when
 * pressed. A link with neither says so and sends nothing. Never remembered as the last visited
 * path (session/paths.ts).
 */
export function ChangeEmailScreen() {
  const [search] = useSearchParams();
  const { isLoggedIn } = useSession();
  const token = (search.get('token') ?? '').trim();
  const undo = (search.get('undo') ?? '').trim();
  if (token) return <ConfirmChange token={token} />;
  if (undo) return <UndoChange token={undo} />;
  return (
    <AuthCard title={CHANGE_EMAIL_TITLE}>
      <Stack align="stretch" gap="4">
        <Notice tone="warning" title={CHANGE_EMAIL_TEXTS.missing}>
          {CHANGE_EMAIL_TEXTS.missingText}
        </Notice>
        <WayOn signedIn={isLoggedIn} />
      </Stack>
    </AuthCard>
  );
}
