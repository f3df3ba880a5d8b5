import { dayIn } from '@wegrow/contract/journal';
import { useApi } from '@wegrow/api';
import { Calendar, type CalendarEvent, Heading, Stack, Text } from '@wegrow/ui';
import { useId, useMemo, useState } from 'react';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import { calendarTexts } from './calendarTexts';

export interface JournalCalendarProps {
  /** The time the calendar opens at (its month and today). */
  now: Date;
  /** The IANA zone the days are read in. @default the reader's */
  timeZone?: string | undefined;
  /** The locale of month and day names. @default 'en-US' */
  locale?: string | undefined;
}

const dayName = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

/**
 * The journal's month (issue 45): the days with entries marked with their titles, previous and
 * next month, the writing streak, and the entries of the day chosen. Loaded on demand, in its own
 * chunk (the journal's first paint does not carry it).
 */
export default function JournalCalendar({ now, timeZone, locale = 'en-US' }: JournalCalendarProps) {
  const api = useApi();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = dayIn(now, zone);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [chosen, setChosen] = useState<string | null>(null);
  const chosenId = useId();
  const calendar = api.useQuery('get', '/journal/calendar', {
    params: { query: { month, time_zone: zone } },
  });
  const days = calendar.data?.days;
  const events = useMemo<CalendarEvent[]>(
    () =>
      (days ?? []).flatMap((day) =>
        day.titles.map((entry) => ({ date: day.date, title: entry.title, id: entry.id })),
      ),
    [days],
  );
  const chosenDay = chosen === null ? undefined : days?.find((day) => day.date === chosen);

  return (
    <Stack align="stretch" gap="3">
      <QueryState query={calendar} loading={calendarTexts.loading} error={calendarTexts.failed}>
        {(data) => (
          <Text weight="bold" role="status">
            {calendarTexts.streak(data.streak)}
          </Text>
        )}
      </QueryState>
      <Calendar
        month={month}
        onMonthChange={(next) => {
          setMonth(next);
          setChosen(null);
        }}
        today={calendar.data?.today ?? today}
        events={events}
        selectedDate={chosen ?? undefined}
        onSelectDate={setChosen}
        label={calendarTexts.label}
        headingLevel={3}
        locale={locale}
        aria-describedby={chosen === null ? undefined : chosenId}
      />
      {chosen !== null ? (
        <section id={chosenId} aria-live="polite">
          <Stack align="stretch" gap="2">
            <Heading level={3} size="md">
              {dayName(chosen, locale)}
            </Heading>
            {chosenDay ? (
              <Stack as="ul" align="stretch" gap="1" style={plainList}>
                {chosenDay.titles.map((entry) => (
                  <li key={entry.id}>
                    <Text>{entry.title}</Text>
                  </li>
                ))}
                {chosenDay.entries > chosenDay.titles.length ? (
                  <li>
                    <Text tone="secondary">
                      {calendarTexts.more(chosenDay.entries - chosenDay.titles.length)}
                    </Text>
                  </li>
                ) : null}
              </Stack>
            ) : (
              <Text tone="secondary">{calendarTexts.noEntries}</Text>
            )}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
