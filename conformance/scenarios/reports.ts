/**
 * Reports (issue 33): a member reports a chat message, talk or comment once (not their own, not a
 * chat they are not in); the community's admins or the forum admin are told, list and resolve it;
 * the reporter hears the outcome.
 */
import type { ApiClient } from '@wegrow/api';
import { scenario, type User } from '../scenario';

const UNKNOWN = 2147483647;

/** The subjects and senders of a user's inbox, oldest first. */
async function inbox(api: ApiClient, user: User) {
  const { data } = await api.GET('/inbox/{userId}', {
    ...user.auth,
    params: { path: { userId: user.id } },
  });
  return (data ?? [])
    .reverse()
    .map((message) => `${message.sender.kind} ${message.sender.name}: ${message.subject}`);
}

export const reportsScenarios = [
  scenario(
    'reports',
    'a chat message reported reaches the admins; outsiders and authors cannot; an admin removes it',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const lena = await newUser('lena');
      const ivy = await newUser('ivy');
      const created = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: 'Riverside Reports', description: 'Gardens.', visibility: 'public' },
      });
      const id = created.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      for (const person of [sam, lena]) {
        await api.POST('/communities/{id}/join', { ...person.auth, ...path });
        await api.POST('/communities/{id}/members/{userId}/approve', {
          ...maya.auth,
          params: { path: { id, userId: person.id }, query: { approve: true } },
        });
      }
      const message = await api.POST('/communities/{id}/chat', {
        ...sam.auth,
        ...path,
        body: { content: 'Buy cheap watches at example.com' },
      });
      const messageId = message.data?.id ?? UNKNOWN;
      const body = { kind: 'chat_message', id: messageId, reason: 'spam' } as const;

      await api.POST('/reports', { body });
      await api.POST('/reports', { ...ivy.auth, body });
      await api.POST('/reports', { ...sam.auth, body });
      await api.POST('/reports', { ...lena.auth, body: { ...body, id: UNKNOWN } });
      await api.POST('/reports', { ...lena.auth, body: { ...body, note: 'x'.repeat(501) } });
      const made = await api.POST('/reports', {
        ...lena.auth,
        body: { ...body, note: '  Spam link  ' },
      });
      note('open, the note trimmed, the text kept', {
        status: made.data?.status,
        note: made.data?.note,
        excerpt: made.data?.excerpt,
        community: made.data?.community_id === id,
      });
      await api.POST('/reports', { ...lena.auth, body });
      note('the admins are told', await inbox(api, maya));
      // Only the reporter's list says they reported it (issue 44).
      const reportedBy = async (user: User) =>
        (await api.GET('/communities/{id}/chat', { ...user.auth, ...path })).data?.map(
          (m) => m.reported_by_me,
        );
      note('reported_by_me (lena, maya)', [await reportedBy(lena), await reportedBy(maya)]);

      await api.GET('/reports/communities/{id}', { ...lena.auth, ...path });
      const list = await api.GET('/reports/communities/{id}', { ...maya.auth, ...path });
      note(
        'the open reports',
        list.data?.map((r) => [r.kind, r.reason, r.reporter !== null]),
      );
      const reportId = made.data?.id ?? UNKNOWN;
      const resolve = (caller: User, outcome: 'remove' | 'dismiss', rid = reportId) =>
        api.POST('/reports/{id}/resolve', {
          ...caller.auth,
          params: { path: { id: rid } },
          body: { outcome },
        });
      await resolve(lena, 'remove');
      await resolve(maya, 'remove', UNKNOWN);
      const removed = await resolve(maya, 'remove');
      note('removed, by whom and when', {
        status: removed.data?.status,
        when: typeof removed.data?.resolved_at,
      });
      await resolve(maya, 'dismiss');
      const chat = await api.GET('/communities/{id}/chat', { ...maya.auth, ...path });
      note(
        'the message is gone',
        chat.data?.some((m) => m.id === messageId),
      );
      note('the reporter is told', (await inbox(api, lena)).slice(-1));
      note('the author is told', (await inbox(api, sam)).slice(-1));
      note(
        'nothing open',
        (await api.GET('/reports/communities/{id}', { ...maya.auth, ...path })).data,
      );
    },
  ),

  scenario(
    'reports',
    'a talk reported reaches the forum admin, who dismisses it; a comment reported and removed',
    async ({ api, newUser, forumAdmin, note }) => {
      const admin = await forumAdmin();
      const author = await newUser('author');
      const reader = await newUser('reader');
      const talk = await api.POST('/forum/threads', {
        ...author.auth,
        body: { text: 'Selling cheap watches' },
      });
      const talkId = talk.data?.id ?? UNKNOWN;
      await api.POST('/reports', {
        ...reader.auth,
        body: { kind: 'forum_talk', id: UNKNOWN, reason: 'spam' },
      });
      const made = await api.POST('/reports', {
        ...reader.auth,
        body: { kind: 'forum_talk', id: talkId, reason: 'off_topic' },
      });
      note('for the forum', {
        community: made.data?.community_id,
        thread: made.data?.thread_id === talkId,
      });
      note('the forum admin is told', (await inbox(api, admin)).slice(-1));
      // Only the reporter reads that they reported it (issue 44).
      const seen = async (who: typeof reader) =>
        (await api.GET('/forum/threads/{id}', { ...who.auth, params: { path: { id: talkId } } }))
          .data?.reported_by_me;
      note('reported by me', [await seen(reader), await seen(author)]);
      await api.GET('/reports/forum', reader.auth);
      const list = await api.GET('/reports/forum', admin.auth);
      note(
        'listed',
        list.data?.map((r) => r.kind),
      );
      const dismissed = await api.POST('/reports/{id}/resolve', {
        ...admin.auth,
        params: { path: { id: made.data?.id ?? UNKNOWN } },
        body: { outcome: 'dismiss' },
      });
      note('dismissed', dismissed.data?.status);
      await api.GET('/forum/threads/{id}', { params: { path: { id: talkId } } });
      note('the reporter is told', (await inbox(api, reader)).slice(-1));

      const comment = await api.POST('/forum/comments', {
        ...author.auth,
        body: { thread_id: talkId, text: 'You are all fools' },
      });
      const reported = await api.POST('/reports', {
        ...reader.auth,
        body: { kind: 'forum_comment', id: comment.data?.id ?? UNKNOWN, reason: 'abusive' },
      });
      const readerComments = await api.GET('/forum/threads/{id}/comments', {
        ...reader.auth,
        params: { path: { id: talkId } },
      });
      note(
        'the comment reported by me',
        readerComments.data?.map((c) => c.reported_by_me),
      );
      await api.POST('/reports/{id}/resolve', {
        ...admin.auth,
        params: { path: { id: reported.data?.id ?? UNKNOWN } },
        body: { outcome: 'remove' },
      });
      const comments = await api.GET('/forum/threads/{id}/comments', {
        params: { path: { id: talkId } },
      });
      note('the comment is gone', comments.data?.length);
    },
  ),
];
