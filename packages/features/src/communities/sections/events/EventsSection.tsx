import { toApiError, useApi, type CommunityEvent } from '@wegrow/api';
import {
  Button,
  Calendar,
  Heading,
  Inline,
  Link,
  Markdown,
  Stack,
  Text,
  todayIso,
  vars,
} from '@wegrow/ui';
import { useMemo, useState, type CSSProperties } from 'react';
import { QueryState } from '../../../shared/QueryState/QueryState';
import { TextLink } from '../../../shared/links/RouterLinks';
import { getHref } from '../../../routes/paths';
import { plainList } from '../../../shared/styles';
import { DeleteConfirm } from '../parts/DeleteConfirm';
import { EventRsvp } from './EventRsvp';
import { ItemDialog } from '../parts/ItemDialog';
import { useSectionModal } from '../parts/useSectionModal';
import { ItemForm, type FieldSpec, type FormValues } from '../parts/ItemForm';
import {
  calendarEvents,
  emptyEventDraft,
  eventDraftOf,
  eventDraftProblems,
  eventRepetition,
  eventRequest,
  eventWhen,
  formatEventDate,
  occurrenceCancelled,
  placeTexts,
  scheduleTexts,
  timeZoneOptions,
  upcomingEvents,
  viewerTimeZone,
  type EventDraft,
} from '../rules/events';
import { canManageItem } from '../rules/permissions';
import { commonTexts, eventsTexts } from '../texts';
import type { CommunitySectionProps, SectionTimeOptions } from '../types';

export type EventsSectionProps = CommunitySectionProps & SectionTimeOptions;

type EventField = keyof EventDraft;

/** The event form's fields; the zones offered include `zone` (the event's own, when editing). */
function eventFields(zone: string): readonly FieldSpec<EventField>[] {
  return [
    { name: 'title', label: commonTexts.titleLabel, required: true },
    {
      name: 'date',
      label: eventsTexts.dateLabel,
      hint: eventsTexts.dateHint,
      required: true,
      kind: 'date',
    },
    {
      name: 'end_date',
      label: scheduleTexts.endDateLabel,
      hint: scheduleTexts.endDateHint,
      kind: 'date',
      minFrom: 'date',
    },
    {
      name: 'start_time',
      label: scheduleTexts.startTimeLabel,
      hint: scheduleTexts.startTimeHint,
      kind: 'time',
    },
    {
      name: 'end_time',
      label: scheduleTexts.endTimeLabel,
      hint: scheduleTexts.endTimeHint,
      kind: 'time',
    },
    { name: 'time_zone', label: scheduleTexts.timeZoneLabel, options: timeZoneOptions(zone) },
    { name: 'repeat', label: scheduleTexts.repeatLabel, options: scheduleTexts.repeatOptions },
    {
      name: 'repeat_until',
      label: scheduleTexts.repeatUntilLabel,
      hint: scheduleTexts.repeatUntilHint,
      kind: 'date',
      minFrom: 'date',
    },
    {
      name: 'capacity',
      label: placeTexts.capacityLabel,
      hint: placeTexts.capacityHint,
    },
    { name: 'place', label: placeTexts.placeLabel },
    { name: 'place_url', label: placeTexts.placeUrlLabel, hint: placeTexts.placeUrlHint },
    { name: 'description', label: commonTexts.descriptionLabel, multiline: true },
  ];
}

const card: CSSProperties = {
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  overflowWrap: 'anywhere',
};

type Modal =
  | { kind: 'none' }
  | { kind: 'edit'; event: CommunityEvent }
  | { kind: 'delete'; event: CommunityEvent };

/** Where an event happens: the place, linked when it has an http(s) link (a new tab). */
export function EventPlace({ event }: { event: CommunityEvent }) {
  const place = event.place ?? '';
  const url = event.place_url ?? null;
  if (!place && !url) return null;
  return (
    <Text size="sm">
      {`${placeTexts.placeLabel}: `}
      {url ? (
        <Link href={url} external>
          {place || url}
        </Link>
      ) : (
        place
      )}
    </Text>
  );
}

/** The reader's "Add to calendar" link: their personal iCalendar address of the community. */
function CalendarLink({ communityId }: { communityId: number }) {
  const api = useApi();
  const link = api.useQuery('get', '/communities/{id}/calendar-link', {
    params: { path: { id: communityId } },
  });
  if (link.isError)
    return (
      <Text size="sm" tone="secondary">
        {eventsTexts.calendarLinkFailed}
      </Text>
    );
  if (!link.data) return null;
  return (
    <Stack align="stretch" gap="1">
      <Link href={link.data.url} external variant="standalone">
        {eventsTexts.addToCalendar}
      </Link>
      <Text size="sm" tone="secondary">
        {eventsTexts.calendarHint}
      </Text>
    </Stack>
  );
}

/**
 * Upcoming Events (spec 2 "Section behaviour", §5, §6, §9; issue 17): a month calendar (weeks
 * start on Sunday) with previous/next month and the events on their days; choosing a day puts it
 * in the add-event form (title required, description, date); the events from today on, each
 * editable and deletable by who added it and admins; "Add to calendar" (.ics).
 */
export function EventsSection({
  communityId,
  role,
  myUserId,
  today,
  locale,
  timeZone,
}: EventsSectionProps) {
  const api = useApi();
  const day = today ?? todayIso();
  const init = { params: { path: { id: communityId } } };
  const events = api.useQuery('get', '/communities/{id}/events', init);
  const create = api.useMutation('post', '/communities/{id}/events');
  const update = api.useMutation('put', '/communities/{id}/events/{eventId}');
  const remove = api.useMutation('delete', '/communities/{id}/events/{eventId}');

  const [month, setMonth] = useState(day.slice(0, 7));
  const viewerZone = timeZone ?? viewerTimeZone();
  const [draft, setDraft] = useState<EventDraft>(() => emptyEventDraft(day, viewerZone));
  const [createError, setCreateError] = useState<string | null>(null);
  const dialog = useSectionModal<Modal>({ kind: 'none' });
  const { modal, shown, error: modalError, setError: setModalError, open, close } = dialog;

  const shownOnCalendar = useMemo(
    () => calendarEvents(events.data ?? [], month),
    [events.data, month],
  );
  const addFields = useMemo(() => eventFields(draft.time_zone), [draft.time_zone]);
  const upcoming = useMemo(() => upcomingEvents(events.data ?? [], day), [events.data, day]);

  function add(values: FormValues<EventField>) {
    setCreateError(null);
    create.mutate(
      { params: { path: { id: communityId } }, body: eventRequest(values, communityId) },
      {
        onSuccess: (event) => {
          setDraft(emptyEventDraft(values.date.trim(), values.time_zone));
          setMonth(event.date.slice(0, 7));
        },
        onError: (error) => setCreateError(toApiError(error).detail),
      },
    );
  }

  function save(event: CommunityEvent, values: FormValues<EventField>) {
    setModalError(null);
    update.mutate(
      {
        params: { path: { id: communityId, eventId: event.id } },
        body: eventRequest(values, communityId),
      },
      { onSuccess: close, onError: (error) => setModalError(toApiError(error).detail) },
    );
  }

  async function confirmDelete() {
    if (modal.kind !== 'delete') return;
    setModalError(null);
    try {
      await remove.mutateAsync({
        params: { path: { id: communityId, eventId: modal.event.id } },
      });
    } catch (error) {
      setModalError(toApiError(error).detail);
      throw error;
    }
  }

  return (
    <Stack align="stretch" gap="5">
      <QueryState query={events} loading={eventsTexts.loading} error={eventsTexts.loadFailed}>
        {() => (
          <Stack align="stretch" gap="5">
            <Calendar
              month={month}
              onMonthChange={setMonth}
              events={shownOnCalendar}
              selectedDate={draft.date}
              onSelectDate={(date) => setDraft((current) => ({ ...current, date }))}
              today={day}
              label={eventsTexts.calendarLabel}
              headingLevel={3}
              locale={locale}
            />
            <Stack align="stretch" gap="3">
              <Heading level={3} size="sm">
                {eventsTexts.upcoming}
              </Heading>
              {upcoming.length === 0 ? (
                <Text tone="secondary">{eventsTexts.noUpcoming}</Text>
              ) : (
                <Stack
                  align="stretch"
                  as="ul"
                  gap="2"
                  style={plainList}
                  aria-label={eventsTexts.upcoming}
                >
                  {upcoming.map((event) => (
                    <li key={event.id} style={card} aria-label={event.title}>
                      <Inline justify="between" align="start" gap="2">
                        <Stack align="stretch" gap="1" style={{ minWidth: 0, flex: '1 1 14rem' }}>
                          <Text weight="bold">
                            <TextLink
                              to={getHref(
                                'communityEvent',
                                { communityId, eventId: event.id },
                                { search: { date: event.next } },
                              )}
                            >
                              {event.title}
                            </TextLink>
                            {occurrenceCancelled(event, event.next)
                              ? ` · ${eventsTexts.cancelled}`
                              : null}
                          </Text>
                          <Text size="sm" tone="secondary">
                            <time
                              dateTime={
                                event.start_time ? `${event.next}T${event.start_time}` : event.next
                              }
                            >
                              {formatEventDate(event.next, locale)}
                            </time>
                            {event.last === event.next ? null : (
                              <>
                                {' – '}
                                <time dateTime={event.last}>
                                  {formatEventDate(event.last, locale)}
                                </time>
                              </>
                            )}
                            {` · ${eventWhen(event, viewerZone, event.next)}`}
                          </Text>
                          {eventRepetition(event, locale) ? (
                            <Text size="sm" tone="secondary">
                              {eventRepetition(event, locale)}
                            </Text>
                          ) : null}
                          <EventPlace event={event} />
                          {event.description ? (
                            <Markdown headingLevel={4}>{event.description}</Markdown>
                          ) : null}
                          {occurrenceCancelled(event, event.next) ? null : (
                            <EventRsvp communityId={communityId} event={event} />
                          )}
                        </Stack>
                        {canManageItem(role, myUserId, event.user_id) ? (
                          <Inline gap="1">
                            <Button
                              size="sm"
                              variant="secondary"
                              onClick={() => open({ kind: 'edit', event })}
                            >
                              {commonTexts.edit}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => open({ kind: 'delete', event })}
                            >
                              {commonTexts.delete}
                            </Button>
                          </Inline>
                        ) : null}
                      </Inline>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Stack>
        )}
      </QueryState>

      <CalendarLink communityId={communityId} />

      <Stack align="stretch" gap="3">
        <Heading level={3} size="sm">
          {eventsTexts.addHeading}
        </Heading>
        <ItemForm
          label={eventsTexts.addHeading}
          fields={addFields}
          values={draft}
          onChange={(values) => {
            setDraft(values);
            setCreateError(null);
          }}
          validate={eventDraftProblems}
          onSubmit={add}
          saving={create.isPending}
          serverError={createError}
          serverErrorTitle={eventsTexts.actionFailed}
          submitLabel={eventsTexts.addEvent}
          today={day}
        />
      </Stack>

      <ItemDialog
        title={eventsTexts.editEvent}
        open={modal.kind === 'edit'}
        saved={modal.kind === 'edit' ? eventDraftOf(modal.event) : emptyEventDraft(day, viewerZone)}
        fields={eventFields(modal.kind === 'edit' ? (modal.event.time_zone ?? 'UTC') : viewerZone)}
        validate={eventDraftProblems}
        onSave={(values) => {
          if (modal.kind === 'edit') save(modal.event, values);
        }}
        onCancel={close}
        saving={update.isPending}
        serverError={modalError}
        serverErrorTitle={eventsTexts.actionFailed}
      />
      <DeleteConfirm
        open={modal.kind === 'delete'}
        question={eventsTexts.deleteQuestion}
        name={shown.kind === 'delete' ? shown.event.title : ''}
        onConfirm={confirmDelete}
        onClose={close}
        error={modalError}
      />
    </Stack>
  );
}
