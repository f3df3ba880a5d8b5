/** The inbox: one's own messages only (spec 1 §2 Account/Inbox, §4, §7). */
import { scenario } from '../scenario';

export const inboxScenarios = [
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
      const messageId = sent.data?.id ?? 1;
      await api.POST('/inbox/read/{messageId}', { ...sam.auth, params: { path: { messageId } } });
      await api.POST('/inbox/read/{messageId}', { ...maya.auth, params: { path: { messageId } } });
      await api.POST('/inbox/read/{messageId}', { ...maya.auth, params: { path: { messageId } } });
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
