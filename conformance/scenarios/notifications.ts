/** Notifications (issue 43): preferences, unsubscribe refusals, push devices, people to mention. */
import { scenario } from '../scenario';

let named = 0;
/** A username unique in this run (the server's database outlives a scenario). */
const uniqueName = (base: string) => `${base}${process.pid % 100_000}n${++named}`;

export const notificationsScenarios = [
  scenario(
    'notifications',
    'preferences: the defaults, a change of some kinds, and refusals that change nothing',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      await api.GET('/notifications/preferences');
      const first = await api.GET('/notifications/preferences', maya.auth);
      note('the defaults', {
        kinds: first.data?.kinds,
        time_zone: first.data?.time_zone,
        reminder_hours: first.data?.reminder_hours,
        email_verified: first.data?.email_verified,
        push_devices: first.data?.push_devices,
        has_key: typeof first.data?.push_public_key === 'string',
      });
      const changed = await api.PUT('/notifications/preferences', {
        ...maya.auth,
        body: {
          kinds: [{ kind: 'chat', in_app: true, email: 'daily', push: true }],
          time_zone: 'America/Toronto',
          reminder_hours: 2,
        },
      });
      note('after the change', {
        chat: changed.data?.kinds.find((k) => k.kind === 'chat'),
        replies: changed.data?.kinds.find((k) => k.kind === 'replies'),
        time_zone: changed.data?.time_zone,
        reminder_hours: changed.data?.reminder_hours,
      });
      await api.PUT('/notifications/preferences', {
        ...maya.auth,
        body: {
          kinds: [
            { kind: 'events', in_app: false, email: 'off', push: false },
            { kind: 'events', in_app: true, email: 'off', push: false },
          ],
        },
      });
      await api.PUT('/notifications/preferences', {
        ...maya.auth,
        body: { time_zone: 'Atlantis/Capital' },
      });
      await api.PUT('/notifications/preferences', { ...maya.auth, body: { reminder_hours: 0 } });
      await api.PUT('/notifications/preferences', { body: { reminder_hours: 5 } });
      const after = await api.GET('/notifications/preferences', maya.auth);
      note('unchanged by the refusals', {
        events: after.data?.kinds.find((k) => k.kind === 'events'),
        time_zone: after.data?.time_zone,
        reminder_hours: after.data?.reminder_hours,
      });
    },
  ),

  scenario(
    'notifications',
    'unsubscribe: a link that is not one of the server’s is refused',
    async ({ api }) => {
      const tokens = ['nonsense', `2147483600.replies.${'A'.repeat(43)}`, '1.everything.x'];
      for (const token of tokens)
        await api.POST('/notifications/unsubscribe', { params: { query: { token } } });
    },
  ),

  scenario(
    'notifications',
    'push devices: kept per endpoint, forgotten on request, keys checked',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const endpoint = `https://push.example.org/send/${uniqueName('device')}`;
      const keys = {
        p256dh:
          'BBLOzaccL6xMV5Pe4TqcsvHfj8VuRuUNaiH8mOOw6ecHWPCc-qlOnwKQ9wO3rz69oysnvXHv0uqtn8Prd6Vz9tE',
        auth: 'c2VjcmV0LWF1dGgtMTIz',
      };
      await api.POST('/notifications/push/subscriptions', { body: { endpoint, keys } });
      const added = await api.POST('/notifications/push/subscriptions', {
        ...maya.auth,
        body: { endpoint, keys },
      });
      const again = await api.POST('/notifications/push/subscriptions', {
        ...maya.auth,
        body: { endpoint, keys },
      });
      note('one device, however often it subscribes', [added.data, again.data]);
      await api.POST('/notifications/push/subscriptions', {
        ...maya.auth,
        body: { endpoint, keys: { p256dh: 'short', auth: keys.auth } },
      });
      await api.DELETE('/notifications/push/subscriptions', {
        params: { query: { endpoint } },
      });
      const removed = await api.DELETE('/notifications/push/subscriptions', {
        ...maya.auth,
        params: { query: { endpoint } },
      });
      note('forgotten', removed.data);
    },
  ),

  scenario(
    'notifications',
    'people to mention: by the start of a username; a profile by its username',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const name = uniqueName('zinnia');
      await api.PATCH('/auth/account/me', { ...maya.auth, body: { username: name } });
      await api.GET('/people', { params: { query: { q: 'zin' } } });
      const found = await api.GET('/people', {
        ...maya.auth,
        params: { query: { q: name.slice(0, name.length - 1).toUpperCase() } },
      });
      note(
        'found by the start of the name, any case',
        found.data?.map((p) => p.username === name),
      );
      await api.GET('/people', { ...maya.auth, params: { query: { q: 'x'.repeat(31) } } });
      await api.GET('/people', {
        ...maya.auth,
        params: { query: { q: 'zin', community_id: 2147483600 } },
      });
      const person = await api.GET('/people/{username}', {
        params: { path: { username: name.toUpperCase() } },
      });
      note('the profile', {
        same: person.data?.user_id === maya.id,
        username: person.data?.username === name,
        bio: person.data?.bio,
        profile_pic: person.data?.profile_pic,
      });
      await api.GET('/people/{username}', { params: { path: { username: uniqueName('nobody') } } });
    },
  ),
];
