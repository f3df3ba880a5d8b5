import { toApiError, useApi, type NotificationPreferences } from '@wegrow/api';
import {
  NOTIFICATION_KIND_TEXTS,
  REMINDER_HOURS_MAX,
  REMINDER_HOURS_MIN,
  type NotificationKind,
} from '@wegrow/contract/notifications';
import {
  Button,
  Card,
  ErrorState,
  Inline,
  Notice,
  NumberStepper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
  vars,
} from '@wegrow/ui';
import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import {
  draftOf,
  EMAIL_OPTIONS,
  preferencesUpdate,
  timeZoneChoices,
  toEmailCadence,
  type NotificationDraft,
} from './notificationRules';
import { PushOnThisDevice } from './PushOnThisDevice';
import { browserPushDevice, type PushDevice } from './pushDevice';

/** What the Notifications tab says besides the contract's sentences. */
export const NOTIFICATION_SETTINGS_TEXTS = {
  heading: 'What you hear about',
  device: 'This device',
  loading: 'Loading your notification settings...',
  loadFailed: 'We could not load your notification settings.',
  notVerified: 'E-mails reach you once your address is verified.',
  inApp: 'In the app',
  email: 'E-mail',
  push: 'Push',
  timeZone: 'Time zone',
  timeZoneHint: 'Reminders and the daily digest use this time zone.',
  reminder: 'Remind me this many hours before an event',
  reminderHint: `From ${REMINDER_HOURS_MIN} to ${REMINDER_HOURS_MAX} hours (a week).`,
  save: 'Save',
  saved: 'Saved.',
  saveFailed: 'Your notification settings could not be saved.',
} as const;

const T = NOTIFICATION_SETTINGS_TEXTS;

export interface NotificationSettingsProps {
  /** This browser's push; stories and tests hand in a fake. @default the browser's own */
  pushDevice?: PushDevice;
}

const kindRow: CSSProperties = {
  margin: 0,
  padding: `${vars.space['3']} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
};

const legend: CSSProperties = { padding: 0, fontWeight: 700 };

/** One kind: its name and help, and its three channels. */
function KindSettings({
  channels,
  onChange,
}: {
  channels: NotificationDraft['kinds'][number];
  onChange: (next: NotificationDraft['kinds'][number]) => void;
}) {
  const hintId = useId();
  const texts = NOTIFICATION_KIND_TEXTS[channels.kind as NotificationKind];
  return (
    <fieldset style={kindRow} aria-describedby={hintId}>
      <legend style={legend}>{texts.label}</legend>
      <Stack align="stretch" gap="2">
        <Text id={hintId} size="sm" tone="secondary">
          {texts.hint}
        </Text>
        <Inline gap="5" align="center">
          <Switch
            label={T.inApp}
            checked={channels.in_app}
            onCheckedChange={(in_app) => onChange({ ...channels, in_app })}
          />
          <Select
            label={T.email}
            size="sm"
            options={EMAIL_OPTIONS}
            value={channels.email}
            onChange={(event) =>
              onChange({ ...channels, email: toEmailCadence(event.target.value) })
            }
          />
          <Switch
            label={T.push}
            checked={channels.push}
            onCheckedChange={(push) => onChange({ ...channels, push })}
          />
        </Inline>
      </Stack>
    </fieldset>
  );
}

/** The kinds, the time zone and the reminder lead, saved together with one "Save". */
function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const api = useApi();
  const save = api.useMutation('put', '/notifications/preferences');
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [zones] = useState(() => timeZoneChoices(saved.time_zone));
  const update = preferencesUpdate(saved, draft);

  function change(next: NotificationDraft) {
    setDraft(next);
    if (!save.isPending) save.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (update === null || save.isPending) return;
    save.mutate({ body: update }, { onSuccess: (answer) => setDraft(draftOf(answer)) });
  }

  const refused = save.isError ? toApiError(save.error).detail.trim() || T.saveFailed : null;

  return (
    <form onSubmit={submit} noValidate aria-label={T.heading}>
      <Stack align="stretch" gap="4">
        <div>
          {draft.kinds.map((channels, at) => (
            <KindSettings
              key={channels.kind}
              channels={channels}
              onChange={(next) =>
                change({ ...draft, kinds: draft.kinds.map((old, i) => (i === at ? next : old)) })
              }
            />
          ))}
        </div>
        <Inline gap="5" align="start">
          <Select
            label={T.timeZone}
            hint={T.timeZoneHint}
            options={zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
            value={draft.time_zone}
            onChange={(event) => change({ ...draft, time_zone: event.target.value })}
          />
          <NumberStepper
            label={T.reminder}
            hint={T.reminderHint}
            min={REMINDER_HOURS_MIN}
            max={REMINDER_HOURS_MAX}
            value={draft.reminder_hours}
            onValueChange={(reminder_hours) => change({ ...draft, reminder_hours })}
          />
        </Inline>
        {refused !== null ? (
          <Notice tone="error" onDismiss={() => save.reset()}>
            {refused}
          </Notice>
        ) : null}
        {save.isSuccess ? (
          <Notice tone="success" onDismiss={() => save.reset()}>
            {T.saved}
          </Notice>
        ) : null}
        <div>
          <Button type="submit" disabled={update === null} loading={save.isPending}>
            {T.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** Stands in for the settings while they load (the status says so to screen readers). */
function SettingsSkeleton() {
  return (
    <Card title={T.heading} titleAs="h2">
      <Stack align="stretch" gap="4" role="status">
        <VisuallyHidden>{T.loading}</VisuallyHidden>
        {[0, 1, 2].map((row) => (
          <Stack key={row} align="stretch" gap="2">
            <Skeleton shape="text" width="30%" />
            <Skeleton shape="text" width="60%" />
            <Skeleton height="2.25rem" width="80%" />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * The Account screen's Notifications tab (issue 43): per kind of notification whether it reaches
 * the inbox, the e-mail (at once or in the daily digest) and push; the time zone and the reminder
 * lead; one "Save" that sends only what changed (`PUT /notifications/preferences`). Below, push on
 * this device. An unverified address is told that no e-mail reaches it yet.
 */
export function NotificationSettings({ pushDevice }: NotificationSettingsProps) {
  const api = useApi();
  const preferences = api.useQuery('get', '/notifications/preferences');
  const [device] = useState(() => pushDevice ?? browserPushDevice());
  const { data } = preferences;

  if (data === undefined) {
    if (!preferences.isError) return <SettingsSkeleton />;
    return (
      <ErrorState
        title={T.loadFailed}
        message={toApiError(preferences.error).detail}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  }
  return (
    <Stack align="stretch" gap="5">
      {data.email_verified ? null : <Notice tone="warning">{T.notVerified}</Notice>}
      <Card title={T.heading} titleAs="h2">
        <PreferencesForm saved={data} />
      </Card>
      <Card title={T.device} titleAs="h2">
        <PushOnThisDevice publicKey={data.push_public_key} device={device} />
      </Card>
    </Stack>
  );
}
