/** The inbox: one's own messages only (spec 1 §2 Account/Inbox, §4, §7). */
import { scenario } from '../scenario';

export const inboxScenarios = [
  scenario(
    'inbox',
    'the cursor is one of the caller’s own messages: another member’s answers as an unknown id',
    async ({ api, newUser, note }) => {
      // Each new inbox starts with a welcome message: Sam's is the older one.
      const sam = await newUser('sam');
      const maya = await newUser('maya');
      const mayas = await api.GET('/inbox/{userId}', {
        ...maya.auth,
        params: { path: { userId: maya.id } },
      });
      const page = async (before: number) =>
        (
          await api.GET('/inbox/{userId}', {
            ...sam.auth,
            params: { path: { userId: sam.id }, query: { before } },
          })
        ).data;
      note('Sam’s inbox after Maya’s welcome, and after none', {
        foreign: await page(mayas.data?.at(-1)?.id ?? 1),
        unknown: await page(2147483647),
      });
    },
  ),

  scenario(
    'inbox',
    'read, send and mark read, only in one’s own inbox',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      await api.GET('/inbox/{userId}', { params: { path: { userId: maya.id } } });
      await api.GET('/inbox/{userId}', { ...maya.auth, params: { path: { userId: maya.id } } });
      await api.GET('/inbox/{userId}', { ...sam.auth, params: { path: { userId: maya.id } } });
      const sent = await api.POST('/inbox/send', {
        ...maya.auth,
        body: { user_id: maya.id, content: 'Note to self' },
      });
      note('a note to oneself is from oneself (the e-mail, no username yet)', {
        kind: sent.data?.sender.kind,
        named: sent.data?.sender.name === maya.email,
        subject: sent.data?.subject,
      });
      await api.POST('/inbox/send', {
        ...maya.auth,
        body: { user_id: sam.id, content: 'Hello Sam' },
      });
      await api.POST('/inbox/send', { ...maya.auth, body: { user_id: maya.id, content: '   ' } });
      await api.POST('/inbox/send', {
        ...maya.auth,
        body: { user_id: maya.id, content: 'a\u0000b' },
      });
      await api.POST('/inbox/send', {
        ...maya.auth,
        body: { user_id: maya.id, content: 'x'.repeat(2001) },
      });
      const unread = (userId: number, auth: { headers?: Record<string, string> } = maya.auth) =>
        api.GET('/inbox/unread/{userId}', { ...auth, params: { path: { userId } } });
      const counted = await unread(maya.id);
      note('the unread count covers the welcome and the note', counted.data);
      await unread(maya.id, {});
      await unread(maya.id, sam.auth);
      await unread(0);
      // Paged: one at a time, the next after the last seen, a limit over 100 refused.
      const first = await api.GET('/inbox/{userId}', {
        ...maya.auth,
        params: { path: { userId: maya.id }, query: { limit: 1 } },
      });
      note(
        'a page of one is the newest message',
        first.data?.map((m) => m.subject),
      );
      const second = await api.GET('/inbox/{userId}', {
        ...maya.auth,
        params: {
          path: { userId: maya.id },
          query: { limit: 1, before: first.data?.[0]?.id ?? 1 },
        },
      });
      note(
        'the next page is the one before it',
        second.data?.map((m) => m.subject),
      );
      await api.GET('/inbox/{userId}', {
        ...maya.auth,
        params: { path: { userId: maya.id }, query: { limit: 101 } },
      });
      const messageId = sent.data?.id ?? 1;
      await api.POST('/inbox/read/{messageId}', { ...sam.auth, params: { path: { messageId } } });
      await api.POST('/inbox/read/{messageId}', { ...maya.auth, params: { path: { messageId } } });
      await api.POST('/inbox/read/{messageId}', { ...maya.auth, params: { path: { messageId } } });
      note('reading one counts down', (await unread(maya.id)).data);
      await api.POST('/inbox/read/{messageId}', {
        ...maya.auth,
        params: { path: { messageId: 2147483647 } },
      });
      await api.POST('/inbox/read/{messageId}', {
        ...maya.auth,
        params: { path: { messageId: 2147483648 } },
      });
    },
  ),
];
