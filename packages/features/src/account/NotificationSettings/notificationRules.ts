import type {
  NotificationChannels,
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '@wegrow/api';

/** What the member edits on the Notifications tab (a copy of the saved settings, changed). */
export interface NotificationDraft {
  kinds: NotificationChannels[];
  time_zone: string;
  reminder_hours: number;
}

/** The editable part of the saved settings. */
export function draftOf(saved: NotificationPreferences): NotificationDraft {
  return {
    kinds: saved.kinds.map((entry) => ({ ...entry })),
    time_zone: saved.time_zone,
    reminder_hours: saved.reminder_hours,
  };
}

function sameChannels(a: NotificationChannels, b: NotificationChannels | undefined): boolean {
  return b !== undefined && a.in_app === b.in_app && a.email === b.email && a.push === b.push;
}

/**
 * The `PUT /notifications/preferences` body that saves `draft`: only the kinds, the time zone and
 * the reminder lead that differ from `saved`; null when nothing does.
 */
export function preferencesUpdate(
  saved: NotificationPreferences,
  draft: NotificationDraft,
): NotificationPreferencesUpdate | null {
  const update: NotificationPreferencesUpdate = {};
  const kinds = draft.kinds.filter(
    (entry) =>
      !sameChannels(
        entry,
        saved.kinds.find((old) => old.kind === entry.kind),
      ),
  );
  if (kinds.length > 0) update.kinds = kinds.map((entry) => ({ ...entry }));
  if (draft.time_zone !== saved.time_zone) update.time_zone = draft.time_zone;
  if (draft.reminder_hours !== saved.reminder_hours) update.reminder_hours = draft.reminder_hours;
  return Object.keys(update).length > 0 ? update : null;
}

/** The E-mail select's choices, in the contract's order. */
export const EMAIL_OPTIONS = [
  { value: 'off', label: 'Off' },
  { value: 'immediately', label: 'At once' },
  { value: 'daily', label: 'In the daily digest' },
] as const satisfies readonly { value: NotificationChannels['email']; label: string }[];

/** Reads an E-mail select's value (anything unknown is Off). */
export function toEmailCadence(value: string): NotificationChannels['email'] {
  return EMAIL_OPTIONS.find((option) => option.value === value)?.value ?? 'off';
}

/**
 * The time zones to choose from: the browser's list (`Intl.supportedValuesOf`), with 'UTC' and the
 * saved zone (even one this browser does not list), sorted, each once.
 */
export function timeZoneChoices(
  saved: string,
  supported: () => readonly string[] = () =>
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
): string[] {
  return [...new Set([...supported(), 'UTC', saved])].sort((a, b) => a.localeCompare(b, 'en'));
}
