import { toApiError, useApi, type Person } from '@wegrow/api';
import { Avatar, Card, EmptyState, Heading, Inline, Stack, Text } from '@wegrow/ui';
import { useId, type CSSProperties } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../QueryState/QueryState';

/** What the person page says. */
export const PERSON_TEXTS = {
  heading: 'People',
  loading: 'Loading profile...',
  loadFailed: 'We could not load this profile.',
  notFound: 'No such member',
  noBio: 'No bio yet.',
  since: (monthYear: string) => `Member since ${monthYear}`,
} as const;

export interface PersonScreenProps {
  /** How the date reads (default: the reader's locale). */
  locale?: string;
  /** The time zone the date is read in (default: the reader's). */
  timeZone?: string;
}

/** "January 2026": the month a member joined, as the reader writes it. */
export function joinedMonth(iso: string, { locale, timeZone }: PersonScreenProps = {}): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

const column: CSSProperties = { width: '100%', maxWidth: '40rem' };
const bioText: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

function Profile({ person, dates }: { person: Person; dates: PersonScreenProps }) {
  const nameId = useId();
  return (
    <Card>
      <Stack as="article" aria-labelledby={nameId} align="stretch" gap="4">
        <Inline gap="4" align="center" wrap={false}>
          <Avatar
            name={person.username}
            src={person.profile_pic ?? undefined}
            alt={`${person.username}'s profile picture`}
            size="xl"
          />
          <Stack align="stretch" gap="1" style={{ minWidth: 0 }}>
            <Heading level={2} id={nameId} style={{ overflowWrap: 'anywhere' }}>
              {person.username}
            </Heading>
            <Text tone="secondary">{PERSON_TEXTS.since(joinedMonth(person.joined_at, dates))}</Text>
          </Stack>
        </Inline>
        {person.bio ? (
          <Text style={bioText}>{person.bio}</Text>
        ) : (
          <Text tone="secondary">{PERSON_TEXTS.noBio}</Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * A member's public profile (`/people/:username`, issue 43), where a mention links: the picture
 * (or initials), the username, the bio and the month they joined (`GET /people/{username}`). Open
 * to visitors. An unknown username shows the server's words ("No member has this username.").
 */
export function PersonScreen({ locale, timeZone }: PersonScreenProps) {
  const api = useApi();
  const username = useParams()['username'] ?? '';
  const person = api.useQuery(
    'get',
    '/people/{username}',
    { params: { path: { username } } },
    { enabled: username !== '' },
  );
  const missing = person.isError && toApiError(person.error).status === 404;
  return (
    <Stack align="stretch" gap="5" style={column}>
      <Heading level={1}>{PERSON_TEXTS.heading}</Heading>
      {missing || username === '' ? (
        <EmptyState
          icon="🌱"
          title={PERSON_TEXTS.notFound}
          description={toApiError(person.error).detail}
          headingLevel={2}
        />
      ) : (
        <QueryState query={person} loading={PERSON_TEXTS.loading} error={PERSON_TEXTS.loadFailed}>
          {(data) => <Profile person={data} dates={{ locale, timeZone }} />}
        </QueryState>
      )}
    </Stack>
  );
}
