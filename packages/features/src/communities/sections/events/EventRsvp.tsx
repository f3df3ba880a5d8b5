import { toApiError, useApi, type CommunityEvent } from '@wegrow/api';
import { Button, Inline, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { rsvpCounts } from '../rules/events';

type RsvpStatus = 'going' | 'maybe' | 'not_going';

export const rsvpTexts = {
  groupLabel: (title: string) => `Are you going to ${title}?`,
  going: 'Going',
  maybe: 'Maybe',
  notGoing: 'Not going',
  who: (label: string, names: string) => `${label}: ${names}`,
  waitingList: 'Waiting list',
  myPlace: (place: number) => `You are on the waiting list (place ${place}).`,
  someone: 'a member',
  failed: 'Your answer was not saved.',
} as const;

const choices: readonly { status: RsvpStatus; label: string }[] = [
  { status: 'going', label: rsvpTexts.going },
  { status: 'maybe', label: rsvpTexts.maybe },
  { status: 'not_going', label: rsvpTexts.notGoing },
];

export interface EventRsvpProps {
  communityId: number;
  event: CommunityEvent;
}

/**
 * An event's answers (RSVP): the counts, who answered what, and the reader's own answer as three
 * toggle buttons (Going, Maybe, Not going; the chosen one pressed). Answering again replaces it.
 */
export function EventRsvp({ communityId, event }: EventRsvpProps) {
  const api = useApi();
  const answer = api.useMutation('put', '/communities/{id}/events/{eventId}/rsvp');
  const [error, setError] = useState<string | null>(null);
  const rsvps = event.rsvps ?? {
    date: event.date,
    going: 0,
    waiting: 0,
    maybe: 0,
    not_going: 0,
    mine: null,
    my_place: null,
    people: [],
  };

  function choose(status: RsvpStatus) {
    setError(null);
    answer.mutate(
      {
        params: { path: { id: communityId, eventId: event.id } },
        // The occurrence shown (its answers' day).
        body: { status, date: rsvps.date },
      },
      { onError: (failure) => setError(toApiError(failure).detail || rsvpTexts.failed) },
    );
  }

  return (
    <Stack align="stretch" gap="1">
      <Text size="sm">{rsvpCounts({ ...event, rsvps })}</Text>
      {choices.map(({ status, label }) => {
        const names = rsvps.people
          .filter((person) => person.status === status && person.place === null)
          .map((person) => person.user.username ?? rsvpTexts.someone);
        return names.length ? (
          <Text key={status} size="sm" tone="secondary">
            {rsvpTexts.who(label, names.join(', '))}
          </Text>
        ) : null;
      })}
      {rsvps.waiting ? (
        <Text size="sm" tone="secondary">
          {rsvpTexts.who(
            rsvpTexts.waitingList,
            rsvps.people
              .filter((person) => person.place !== null)
              .sort((a, b) => (a.place ?? 0) - (b.place ?? 0))
              .map((person) => `${person.place}. ${person.user.username ?? rsvpTexts.someone}`)
              .join(', '),
          )}
        </Text>
      ) : null}
      {rsvps.my_place !== null ? (
        <Text size="sm" weight="bold">
          {rsvpTexts.myPlace(rsvps.my_place)}
        </Text>
      ) : null}
      <Inline gap="1" role="group" aria-label={rsvpTexts.groupLabel(event.title)}>
        {choices.map(({ status, label }) => (
          <Button
            key={status}
            size="sm"
            variant={rsvps.mine === status ? 'primary' : 'secondary'}
            aria-pressed={rsvps.mine === status}
            disabled={answer.isPending}
            onClick={() => choose(status)}
          >
            {label}
          </Button>
        ))}
      </Inline>
      {error ? (
        <Text size="sm" tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
