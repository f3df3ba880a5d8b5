import { toApiError, useApi, type components } from '@wegrow/api';
import { Badge, Button, Card, Inline, Notice, Stack, Text, useToast } from '@wegrow/ui';
import { QueryState } from '../../shared/QueryState/QueryState';
import { formatMessageTime, machineTime, type MessageTimeOptions } from '../Inbox/messageTime';
import { sessionLabel, signedOutOthers } from './sessionLabels';

type LoginSession = components['schemas']['LoginSession'];

export type SignedInSessionsProps = MessageTimeOptions;

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** One login: what it is, when it signed in and was last active, and its "Sign out". */
function SessionRow({
  session,
  times,
  ending,
  onEnd,
}: {
  session: LoginSession;
  times: MessageTimeOptions;
  ending: boolean;
  onEnd: () => void;
}) {
  const label = sessionLabel(session);
  const lastActive = machineTime(session.last_active_at);
  return (
    <li>
      <Inline gap="3" justify="between" align="center" wrap>
        <Stack gap="1">
          <Inline gap="2" align="center">
            <Text as="span" weight="bold">
              {label}
            </Text>
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </Inline>
          <Text size="sm" tone="secondary">
            Signed in {formatMessageTime(session.signed_in_at, times)} · last active{' '}
            <time dateTime={lastActive ?? undefined}>
              {formatMessageTime(session.last_active_at, times)}
            </time>
          </Text>
        </Stack>
        {session.current ? null : (
          <Button
            size="sm"
            variant="secondary"
            loading={ending}
            aria-label={`Sign out ${label}`}
            onClick={onEnd}
          >
            Sign out
          </Button>
        )}
      </Inline>
    </li>
  );
}

/**
 * "Where you're signed in" (`GET /auth/sessions`): each open login of the account with its browser
 * and system, when it signed in and was last active, this one marked "This device"; "Sign out" ends
 * another one (`DELETE /auth/sessions/{id}`), "Sign out everywhere else" all the others (`DELETE
 * /auth/sessions/others`). Refused calls say why beside the list.
 */
export function SignedInSessions({ locale, timeZone }: SignedInSessionsProps) {
  const api = useApi();
  const { toast } = useToast();
  const sessions = api.useQuery('get', '/auth/sessions');
  const endOne = api.useMutation('delete', '/auth/sessions/{sessionId}', {
    onSuccess: () => toast({ title: 'Signed out.', tone: 'success' }),
  });
  const endOthers = api.useMutation('delete', '/auth/sessions/others', {
    onSuccess: ({ ended }) => toast({ title: signedOutOthers(ended), tone: 'success' }),
  });
  const failed = endOne.error ?? endOthers.error;
  const times = { locale, timeZone };

  return (
    <Card title="Where you're signed in" titleAs="h2">
      <QueryState
        query={sessions}
        loading="Loading your sessions..."
        error="We could not load your sessions."
      >
        {(open) => (
          <Stack align="stretch" gap="4">
            <Text tone="secondary">
              Each browser or app you logged in with. Sign out of any you do not recognise, then
              reset your password.
            </Text>
            <Stack as="ul" align="stretch" gap="3" style={list} aria-label="Where you're signed in">
              {open.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  times={times}
                  ending={
                    endOne.isPending && endOne.variables?.params.path.sessionId === session.id
                  }
                  onEnd={() => endOne.mutate({ params: { path: { sessionId: session.id } } })}
                />
              ))}
            </Stack>
            {failed ? (
              <Notice
                tone="error"
                onDismiss={() => {
                  endOne.reset();
                  endOthers.reset();
                }}
              >
                {toApiError(failed).detail || 'Request failed'}
              </Notice>
            ) : null}
            <div>
              <Button
                variant="secondary"
                disabled={!open.some((session) => !session.current)}
                loading={endOthers.isPending}
                onClick={() => endOthers.mutate({})}
              >
                Sign out everywhere else
              </Button>
            </div>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
