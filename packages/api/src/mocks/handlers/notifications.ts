import { NOTIFICATION_DETAILS, unsubscribeTokenParts } from '@wegrow/contract/notifications';
import { isKnownTimeZone } from '@wegrow/contract/communities';
import type { NotificationPreferences } from '../../types';
import { db, findUser } from '../db';
import { settingsOf } from '../support/notificationSettings';
import { badRequest, invalid, mock, notFound } from '../support/route';
import { profileOf } from './auth';
import { findCommunity, requireMember } from './communities';

/**
 * The VAPID public key the fakes hand out (a real P-256 point, so `PushManager.subscribe` would
 * accept it; no push is ever sent here).
 */
export const MOCK_PUSH_PUBLIC_KEY =
  'BBLOzaccL6xMV5Pe4TqcsvHfj8VuRuUNaiH8mOOw6ecHWPCc-qlOnwKQ9wO3rz69oysnvXHv0uqtn8Prd6Vz9tE';

/** When the fakes' members joined (the seed has no dates of its own). */
const SEED_JOINED_AT = '2026-01-01T00:00:00.000Z';

function preferencesOf(userId: number): NotificationPreferences {
  const row = settingsOf(userId);
  return {
    kinds: row.kinds.map((entry) => ({ ...entry })),
    time_zone: row.time_zone,
    reminder_hours: row.reminder_hours,
    email_verified: findUser(userId)?.email_verified ?? false,
    push_public_key: MOCK_PUSH_PUBLIC_KEY,
    push_devices: db.pushSubscriptions.filter((entry) => entry.user_id === userId).length,
  };
}

export const notificationsHandlers = [
  mock.get('/notifications/preferences', ({ me, response }) =>
    response(200).json(preferencesOf(me().id)),
  ),

  mock.put('/notifications/preferences', ({ me, body, response }) => {
    const userId = me().id;
    const kinds = body.kinds ?? [];
    if (new Set(kinds.map((entry) => entry.kind)).size !== kinds.length)
      invalid(NOTIFICATION_DETAILS.kindTwice);
    if (body.time_zone !== undefined && !isKnownTimeZone(body.time_zone))
      invalid(NOTIFICATION_DETAILS.unknownTimeZone);
    const row = settingsOf(userId);
    for (const change of kinds) {
      const at = row.kinds.findIndex((entry) => entry.kind === change.kind);
      if (at >= 0) row.kinds[at] = { ...change };
    }
    if (body.time_zone !== undefined) row.time_zone = body.time_zone;
    if (body.reminder_hours !== undefined) row.reminder_hours = body.reminder_hours;
    return response(200).json(preferencesOf(userId));
  }),

  // The fakes sign nothing: any well-formed token of a known member is taken as signed.
  mock.post('/notifications/unsubscribe', ({ query, response }) => {
    const parts = unsubscribeTokenParts(query.token);
    if (!parts || !findUser(parts.userId)) badRequest(NOTIFICATION_DETAILS.badToken);
    const row = settingsOf(parts.userId);
    row.kinds = row.kinds.map((entry) =>
      parts.kind === null || entry.kind === parts.kind ? { ...entry, email: 'off' } : entry,
    );
    return response(200).json({ kind: parts.kind });
  }),

  mock.post('/notifications/push/subscriptions', ({ me, body, response }) => {
    const userId = me().id;
    const known = db.pushSubscriptions.find((entry) => entry.endpoint === body.endpoint);
    if (known) known.user_id = userId;
    else db.pushSubscriptions.push({ user_id: userId, endpoint: body.endpoint });
    return response(201).json({ devices: preferencesOf(userId).push_devices });
  }),

  mock.delete('/notifications/push/subscriptions', ({ me, query, response }) => {
    const userId = me().id;
    db.pushSubscriptions = db.pushSubscriptions.filter(
      (entry) => !(entry.user_id === userId && entry.endpoint === query.endpoint),
    );
    return response(200).json({ devices: preferencesOf(userId).push_devices });
  }),

  // As the server: usernames starting with the query (any case), shortest first, 8 at most; in a
  // community, only its approved members, asked by one of them.
  mock.get('/people', ({ me, query, response }) => {
    const caller = me();
    const start = query.q.normalize('NFKC').toLowerCase();
    let people = db.users.filter(
      (user) => user.username !== null && user.username.toLowerCase().startsWith(start),
    );
    if (query.community_id !== undefined) {
      // As the server: one who may read the community's chat (its refusals).
      const community = findCommunity(query.community_id);
      requireMember(community, caller, 'chat');
      const members = new Set(
        db.memberships
          .filter((entry) => entry.community_id === community.id && entry.is_approved)
          .map((entry) => entry.user_id),
      );
      people = people.filter((user) => members.has(user.id));
    }
    const found = people
      .map((user) => ({ user_id: user.id, username: user.username ?? '' }))
      .sort((a, b) => a.username.length - b.username.length || a.username.localeCompare(b.username))
      .slice(0, 8);
    return response(200).json(found);
  }),

  mock.get('/people/{username}', ({ params, response }) => {
    const name = params.username.normalize('NFKC').toLowerCase();
    const user = db.users.find((entry) => entry.username?.toLowerCase() === name);
    if (!user || user.username === null) notFound(NOTIFICATION_DETAILS.personNotFound);
    const profile = profileOf(user);
    return response(200).json({
      user_id: user.id,
      username: user.username,
      bio: profile.bio,
      profile_pic: profile.profile_pic,
      joined_at: SEED_JOINED_AT,
    });
  }),
];
