import { queryKeyOf, type Invalidations } from '../query/keys';

/** The signed-in member's notification settings (`GET /notifications/preferences`). */
export const notificationPreferencesKey = queryKeyOf('/notifications/preferences');
/** The members a mention may name (`GET /people`). */
export const peopleKey = queryKeyOf('/people');
/** A member's public profile (`GET /people/{username}`). */
export const personKey = queryKeyOf('/people/{username}');

export const notificationsInvalidations = {
  'put /notifications/preferences': [notificationPreferencesKey],
  // Signed out (a link from a mail): nothing of the member's is cached; signed in, the screen shows it.
  'post /notifications/unsubscribe': [notificationPreferencesKey],
  // The number of devices shows on the preferences screen.
  'post /notifications/push/subscriptions': [notificationPreferencesKey],
  'delete /notifications/push/subscriptions': [notificationPreferencesKey],
} as const satisfies Invalidations;
