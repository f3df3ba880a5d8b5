import { useApi } from '@wegrow/api';
import {
  NOTIFICATION_DETAILS,
  NOTIFICATION_KIND_TEXTS,
  unsubscribeTokenParts,
  type NotificationKind,
} from '@wegrow/contract/notifications';
import { Button, Notice, Stack, Text } from '@wegrow/ui';
import { useSearchParams } from 'react-router';
import { accountTabHref } from '../../shared/links/accountTab';
import { TextLink } from '../../shared/links/RouterLinks';
import { failureText } from '../shared/authRules';
import { AuthCard } from '../shared/AuthCard';

/** The screen's heading, the same in every state. */
export const UNSUBSCRIBE_TITLE = 'Unsubscribe';

/** What the screen says besides the contract's sentences. */
export const UNSUBSCRIBE_TEXTS = {
  /** The question before the press. */
  ask: (kind: NotificationKind | null) =>
    kind === null
      ? 'Stop every notification e-mail?'
      : `Stop e-mails about ${NOTIFICATION_KIND_TEXTS[kind].label.toLowerCase()}?`,
  button: 'Unsubscribe',
  failed: 'We could not unsubscribe you. Try again.',
  settings: 'Change your notification settings',
} as const;

/** Where the member chooses what else to hear about: the Account's Notifications tab. */
export const NOTIFICATION_SETTINGS_HREF = accountTabHref('notifications');

function SettingsLink() {
  return (
    <Text>
      <TextLink to={NOTIFICATION_SETTINGS_HREF}>{UNSUBSCRIBE_TEXTS.settings}</TextLink>
    </Text>
  );
}

/** A readable token: the question, and "Unsubscribe", which posts it. */
function Confirm({ token, kind }: { token: string; kind: NotificationKind | null }) {
  const api = useApi();
  const unsubscribe = api.useMutation('post', '/notifications/unsubscribe');
  if (unsubscribe.isSuccess)
    return (
      <AuthCard title={UNSUBSCRIBE_TITLE}>
        <Stack align="stretch" gap="4">
          <Notice tone="success">{NOTIFICATION_DETAILS.unsubscribed(unsubscribe.data.kind)}</Notice>
          <SettingsLink />
        </Stack>
      </AuthCard>
    );
  return (
    <AuthCard title={UNSUBSCRIBE_TITLE} intro={UNSUBSCRIBE_TEXTS.ask(kind)}>
      <Stack align="stretch" gap="4">
        {unsubscribe.isError ? (
          <Notice tone="error">{failureText(unsubscribe.error, UNSUBSCRIBE_TEXTS.failed)}</Notice>
        ) : null}
        <Stack gap="3" align="center">
          <Button
            loading={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ params: { query: { token } } })}
          >
            {UNSUBSCRIBE_TEXTS.button}
          </Button>
        </Stack>
        <SettingsLink />
      </Stack>
    </AuthCard>
  );
}

/**
 * A notification mail's unsubscribe link (`/unsubscribe?token=…`, issue 43), open to anyone: it
 * says what it will stop (one kind's e-mails, or every notification e-mail) and sends nothing until
 * "Unsubscribe" is pressed (`POST /notifications/unsubscribe`), since mail scanners open links. A
 * token whose shape cannot be read says so at once; one the server refuses shows its `detail`. Never
 * remembered as the last visited path (session/paths.ts).
 */
export function UnsubscribeScreen() {
  const [search] = useSearchParams();
  const token = (search.get('token') ?? '').trim();
  const parts = unsubscribeTokenParts(token);
  if (parts === null)
    return (
      <AuthCard title={UNSUBSCRIBE_TITLE}>
        <Stack align="stretch" gap="4">
          <Notice tone="error">{NOTIFICATION_DETAILS.badToken}</Notice>
          <SettingsLink />
        </Stack>
      </AuthCard>
    );
  return <Confirm key={token} token={token} kind={parts.kind} />;
}
