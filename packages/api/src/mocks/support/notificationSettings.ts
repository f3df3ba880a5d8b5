import { DEFAULT_REMINDER_HOURS, defaultChannels } from '@wegrow/contract/notifications';
import { db } from '../db';
import type { NotificationSettingsRow } from '../rows';

/** A member's settings row, made with the defaults on first use (as the server reads them). */
export function settingsOf(userId: number): NotificationSettingsRow {
  let row = db.notificationSettings.find((entry) => entry.user_id === userId);
  if (!row) {
    row = {
      user_id: userId,
      kinds: defaultChannels(),
      time_zone: 'UTC',
      reminder_hours: DEFAULT_REMINDER_HOURS,
    };
    db.notificationSettings.push(row);
  }
  return row;
}
