import type { NotificationPreferences } from '@wegrow/api';
import { defaultChannels } from '@wegrow/contract/notifications';
import { describe, expect, it } from 'vitest';
import { draftOf, preferencesUpdate, timeZoneChoices, toEmailCadence } from './notificationRules';
import { base64UrlToBytes, subscriptionData } from './pushDevice';

const saved: NotificationPreferences = {
  kinds: defaultChannels(),
  time_zone: 'UTC',
  reminder_hours: 24,
  email_verified: true,
  push_public_key: null,
  push_devices: 0,
};

describe('preferencesUpdate', () => {
  it('is null when nothing changed', () => {
    expect(preferencesUpdate(saved, draftOf(saved))).toBeNull();
  });

  it('holds only the kinds, the zone and the lead that changed', () => {
    const draft = draftOf(saved);
    draft.kinds[2] = { kind: 'chat', in_app: true, email: 'off', push: false };
    draft.reminder_hours = 48;
    expect(preferencesUpdate(saved, draft)).toEqual({
      kinds: [{ kind: 'chat', in_app: true, email: 'off', push: false }],
      reminder_hours: 48,
    });
    expect(preferencesUpdate(saved, { ...draftOf(saved), time_zone: 'Europe/Berlin' })).toEqual({
      time_zone: 'Europe/Berlin',
    });
  });

  it('does not change the saved settings', () => {
    const draft = draftOf(saved);
    (draft.kinds[0] as { push: boolean }).push = true;
    expect(saved.kinds[0]?.push).toBe(false);
  });
});

describe('timeZoneChoices', () => {
  it("lists the browser's zones with UTC and the saved one, sorted, each once", () => {
    expect(timeZoneChoices('Mars/Olympus', () => ['Europe/Paris', 'America/Lima', 'UTC'])).toEqual([
      'America/Lima',
      'Europe/Paris',
      'Mars/Olympus',
      'UTC',
    ]);
  });
});

it('reads an e-mail choice, unknown as off', () => {
  expect(toEmailCadence('daily')).toBe('daily');
  expect(toEmailCadence('weekly')).toBe('off');
});

describe('push helpers', () => {
  it('decodes a base64url key', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('keeps the endpoint and keys of a subscription, refusing an incomplete one', () => {
    expect(
      subscriptionData({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
    ).toEqual({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } });
    expect(() => subscriptionData({ endpoint: 'https://push.example/1' })).toThrow();
  });
});
