import { toApiError, useApi, type CommunityEvent } from '@wegrow/api';
import {
  Button,
  EmptyState,
  Heading,
  Inline,
  Link,
  Markdown,
  Notice,
  Stack,
  Text,
  TextField,
} from '@wegrow/ui';
import { useState, type ReactNode } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink, TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { SignInNotice } from '../CommunitiesScreen/SignInNotice';
import { communityTexts } from '../texts';
import type { SectionTimeOptions } from '../sections';
import { EventRsvp } from '../sections/events/EventRsvp';
import {
  eventRepetition,
  eventWhen,
  formatEventDate,
  occurrenceCancelled,
  placeTexts,
  viewerTimeZone,
} from '../sections/rules/events';
import { canManageItem } from '../sections/rules/permissions';
import { eventPageTexts as texts } from './texts';

export interface CommunityEventPageProps {
  /** Null for an address whose id is no id (the page says "Event not found."). */
  communityId: number | null;
  eventId: number | null;
  /** The occurrence (`yyyy-MM-dd`); null for the next one. */
  date: string | null;
  time?: SectionTimeOptions;
}

/** Saves `text` as a file named `name` (the browser's download). */
function saveFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Share": copies the page's address; where the clipboard is refused, a field to copy it from. */
function ShareLink() {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const address = window.location.href;
  async function share() {
    try {
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      setState('manual');
    }
  }
  return (
    <Stack align="stretch" gap="1">
      <Inline gap="2" align="center">
        <Button variant="secondary" size="sm" onClick={() => void share()}>
          {texts.share}
        </Button>
        <span role="status">
          {state === 'copied' ? <Text size="sm">{texts.linkCopied}</Text> : null}
        </span>
      </Inline>
      {state === 'manual' ? (
        <TextField
          label={texts.copyYourself}
          value={address}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </Stack>
  );
}

/** "Add to my calendar": the occurrence as an .ics file, read with the reader's session. */
function CalendarDownload({ event, date }: { event: CommunityEvent; date: string }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  async function download() {
    setBusy(true);
    setFailed(false);
    try {
      const { data, error } = await api.client.GET(
        '/communities/{id}/events/{eventId}/calendar.ics',
        {
          params: { path: { id: event.community_id, eventId: event.id }, query: { date } },
          parseAs: 'text',
        },
      );
      if (error !== undefined || data === undefined) throw new Error('no file');
      saveFile(data, `event-${event.id}-${date}.ics`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack align="stretch" gap="1">
      <div>
        <Button variant="secondary" size="sm" loading={busy} onClick={() => void download()}>
          {texts.addToCalendar}
        </Button>
      </div>
      {failed ? (
        <Text size="sm" tone="danger" role="alert">
          {texts.downloadFailed}
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Cancel this date" for the event's author and the admins, asked once more before it is done. */
function CancelOccurrence({
  event,
  date,
  label,
}: {
  event: CommunityEvent;
  date: string;
  label: string;
}) {
  const api = useApi();
  const cancel = api.useMutation('put', '/communities/{id}/events/{eventId}/cancellations/{date}');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!asking)
    return (
      <div>
        <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
          {texts.cancelDate}
        </Button>
      </div>
    );
  return (
    <Stack align="stretch" gap="2">
      <Text size="sm">{texts.cancelQuestion(label)}</Text>
      <Inline gap="2">
        <Button
          size="sm"
          variant="danger"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { params: { path: { id: event.community_id, eventId: event.id, date } } },
              {
                onSuccess: () => setAsking(false),
                onError: (failure) => setError(toApiError(failure).detail || texts.cancelFailed),
              },
            )
          }
        >
          {texts.confirmCancel}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAsking(false)}>
          {texts.keep}
        </Button>
      </Inline>
      {error ? (
        <Text size="sm" tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Who is going to the occurrence, and its waiting list in order. */
function People({ event }: { event: CommunityEvent }) {
  const people = event.rsvps?.people ?? [];
  const name = (username: string | null) => username ?? texts.someone;
  const going = people.filter((p) => p.status === 'going' && p.place === null);
  const waiting = people
    .filter((p) => p.place !== null)
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0));
  return (
    <Stack align="stretch" gap="2">
      <Heading level={2} size="sm">
        {texts.going}
      </Heading>
      {going.length === 0 ? (
        <Text tone="secondary">{texts.nobodyGoing}</Text>
      ) : (
        <Text>{going.map((p) => name(p.user.username)).join(', ')}</Text>
      )}
      {waiting.length ? (
        <>
          <Heading level={2} size="sm">
            {texts.waitingList}
          </Heading>
          <ol aria-label={texts.waitingList} style={{ margin: 0 }}>
            {waiting.map((p) => (
              <li key={p.user.id}>{name(p.user.username)}</li>
            ))}
          </ol>
        </>
      ) : null}
    </Stack>
  );
}

/** The page when there is no event to show: the section's heading (the page's only h1) and why. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" align="stretch">
      <Heading level={1}>{communityTexts.heading}</Heading>
      {children}
    </Stack>
  );
}

function Missing({ communityId, forbidden }: { communityId: number | null; forbidden: boolean }) {
  return (
    <EmptyState
      icon="🧭"
      title={forbidden ? texts.forbidden : texts.notFound}
      description={forbidden ? texts.forbiddenHint : texts.notFoundHint}
      action={
        <ButtonLink
          to={communityId === null ? getHref('communities') : getHref('community', { communityId })}
        >
          {texts.backToCommunity}
        </ButtonLink>
      }
    />
  );
}

/**
 * An event's page (issue 44): the title, the occurrence's date and times (with the reader's own),
 * its repetition, the place and its link, the description (Markdown), who is going and the waiting
 * list, the answer buttons for that occurrence, "Share", "Add to my calendar" (.ics), and for its
 * author and the admins "Cancel this date". Unknown event → "Event not found."; not a member →
 * "Only members…".
 */
export function CommunityEventPage({ communityId, eventId, date, time }: CommunityEventPageProps) {
  const api = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const valid = communityId !== null && eventId !== null;
  const community = api.useQuery(
    'get',
    '/communities/{id}',
    { params: { path: { id: communityId ?? 0 } } },
    { enabled: signedIn && valid },
  );
  const event = api.useQuery(
    'get',
    '/communities/{id}/events/{eventId}',
    {
      params: {
        path: { id: communityId ?? 0, eventId: eventId ?? 0 },
        ...(date === null ? {} : { query: { date } }),
      },
    },
    { enabled: signedIn && valid },
  );
  const viewerZone = time?.timeZone ?? viewerTimeZone();

  if (!signedIn)
    return (
      <Frame>
        <SignInNotice />
      </Frame>
    );
  const status = event.isError ? toApiError(event.error).status : null;
  if (!valid || status === 404 || status === 403)
    return (
      <Frame>
        <Missing communityId={communityId} forbidden={status === 403} />
      </Frame>
    );

  return (
    <QueryState query={event} page loading={texts.loading} error={texts.loadFailed}>
      {(data) => {
        const day = data.rsvps?.date ?? data.date;
        const cancelled = occurrenceCancelled(data, day);
        const dayLabel = formatEventDate(day, time?.locale);
        const role = community.data?.my_role;
        const place = data.place ?? '';
        const link = data.place_url ?? null;
        return (
          <Stack as="article" align="stretch" gap="4" style={{ overflowWrap: 'anywhere' }}>
            {community.data ? (
              <TextLink to={`${getHref('community', { communityId: data.community_id })}#events`}>
                {texts.backToEvents(community.data.name)}
              </TextLink>
            ) : null}
            <Heading level={1}>{data.title}</Heading>
            <Stack align="stretch" gap="1">
              <Text>
                <time dateTime={data.start_time ? `${day}T${data.start_time}` : day}>
                  {dayLabel}
                </time>
                {` · ${eventWhen(data, viewerZone, day)}`}
              </Text>
              {eventRepetition(data, time?.locale) ? (
                <Text tone="secondary">{eventRepetition(data, time?.locale)}</Text>
              ) : null}
              {place ? <Text>{`${placeTexts.placeLabel}: ${place}`}</Text> : null}
              {link ? (
                <Text>
                  {`${texts.placeLink}: `}
                  <Link href={link} external>
                    {link}
                  </Link>
                </Text>
              ) : null}
            </Stack>
            {cancelled ? (
              <Notice tone="warning" title={texts.cancelled}>
                {dayLabel}
              </Notice>
            ) : null}
            {data.description ? <Markdown headingLevel={2}>{data.description}</Markdown> : null}
            <People event={data} />
            {cancelled ? null : <EventRsvp communityId={data.community_id} event={data} />}
            <Inline gap="3" align="start">
              <ShareLink />
              <CalendarDownload event={data} date={day} />
            </Inline>
            {!cancelled &&
            (role === 'member' || role === 'admin' || role === 'creator') &&
            userId !== null &&
            canManageItem(role, userId, data.user_id) ? (
              <CancelOccurrence event={data} date={day} label={dayLabel} />
            ) : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}
