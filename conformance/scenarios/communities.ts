/**
 * Communities (spec 2 §2 /communities…, §3–§9; issues 16 and 17), with three people: the creator
 * (maya), a member (sam) and an outsider (ivy). Roles decide everything: visitors see a preview
 * and may ask to join, only approved members use the sections, admins run the community, the
 * creator deletes it and can be neither demoted nor removed; items are changed by who added them
 * or an admin, chat messages edited by their author only and deleted by their author or an admin
 * (who tells the author). The live stream's success is tested over real
 * HTTP in the server's tests (a stream never ends); its refusals are played here.
 */
import type { ApiClient } from '@wegrow/api';
import { scenario, type User } from '../scenario';

const UNKNOWN = 2147483647;
const LAYOUT = [
  'chat',
  'goals',
  'events',
  'resources',
  'members',
  'admin',
  'component_manager',
] as const;

/** The community notices in a user's inbox (subject and sender), oldest first. */
async function communityNotices(api: ApiClient, user: User) {
  const { data } = await api.GET('/inbox/{userId}', {
    ...user.auth,
    params: { path: { userId: user.id } },
  });
  return (data ?? [])
    .filter((message) => message.sender.kind === 'community')
    .reverse()
    .map((message) => `${message.sender.name}: ${message.subject}`);
}

export const communitiesScenarios = [
  scenario(
    'communities',
    'create, list, view by role, join, decide, admins, remove, leave, layout, delete',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const ivy = await newUser('ivy');

      await api.GET('/communities/list');
      await api.POST('/communities/create', { body: { name: 'Anonymous' } });
      await api.POST('/communities/create', { ...maya.auth, body: { name: '   ' } });
      await api.POST('/communities/create', {
        ...maya.auth,
        // @ts-expect-error -- only "public" exists
        body: { name: 'Secret', visibility: 'private' },
      });
      const created = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: '  Riverside Growers  ', description: 'Gardens by the river.' },
      });
      const id = created.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      note('created: the creator is an approved admin; default layout, nothing hidden', {
        name: created.data?.name,
        role: created.data?.my_role,
        members: created.data?.members.map((m) => [m.is_admin, m.is_creator, m.is_approved]),
        layout: created.data?.layout_config,
        hidden: created.data?.hidden_sections,
        count: created.data?.member_count,
      });

      const listed = await api.GET('/communities/list', ivy.auth);
      note(
        'listed for an outsider',
        listed.data?.filter((c) => c.id === id).map((c) => [c.name, c.member_count, c.my_role]),
      );

      const second = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: 'apple Savers' },
      });
      const mineFirst = await api.GET('/communities/list', {
        ...maya.auth,
        params: { query: { membership: 'mine', limit: 1 } },
      });
      const mineNext = await api.GET('/communities/list', {
        ...maya.auth,
        params: {
          query: { membership: 'mine', limit: 1, after: mineFirst.data?.[0]?.id ?? UNKNOWN },
        },
      });
      const othersForIvy = await api.GET('/communities/list', {
        ...ivy.auth,
        params: { query: { membership: 'others', limit: 100 } },
      });
      note('the creator’s own, a page of one by name, then the next', {
        first: mineFirst.data?.map((c) => [c.name, c.my_role]),
        next: mineNext.data?.map((c) => [c.name, c.my_role]),
        ivyOthers: othersForIvy.data?.filter((c) => c.id === id || c.id === second.data?.id).length,
      });
      await api.GET('/communities/list', { ...maya.auth, params: { query: { after: UNKNOWN } } });
      await api.GET('/communities/list', {
        ...maya.auth,
        // @ts-expect-error -- not a membership filter
        params: { query: { membership: 'all' } },
      });
      if (second.data)
        await api.DELETE('/communities/{id}', {
          ...maya.auth,
          params: { path: { id: second.data.id } },
        });

      const preview = await api.GET('/communities/{id}', { ...ivy.auth, ...path });
      const { id: _id, ...previewed } = preview.data ?? { id: 0 };
      note('an outsider sees a preview: name, description, count, own state', previewed);
      await api.GET('/communities/{id}', path);
      await api.GET('/communities/{id}', { ...ivy.auth, params: { path: { id: UNKNOWN } } });

      // Joining: a request, idempotent while pending; the admins are told.
      await api.POST('/communities/{id}/join', path);
      await api.POST('/communities/{id}/join', { ...sam.auth, ...path });
      await api.POST('/communities/{id}/join', { ...sam.auth, ...path });
      await api.POST('/communities/{id}/join', { ...maya.auth, ...path });
      await api.POST('/communities/{id}/join', { ...sam.auth, params: { path: { id: UNKNOWN } } });
      note('pending', (await api.GET('/communities/{id}', { ...sam.auth, ...path })).data?.my_role);
      note('the creator is told', await communityNotices(api, maya));

      await api.GET('/communities/{id}/join-requests', { ...sam.auth, ...path });
      const requests = await api.GET('/communities/{id}/join-requests', { ...maya.auth, ...path });
      note(
        'requests, without the applicant’s e-mail, even for admins',
        requests.data?.map((r) => [r.user_id === sam.id, r.user.email]),
      );

      const decide = (caller: User, userId: number, approve?: boolean) =>
        api.POST('/communities/{id}/members/{userId}/approve', {
          ...caller.auth,
          params: { path: { id, userId }, query: approve === undefined ? {} : { approve } },
        });
      await decide(sam, sam.id);
      await decide(maya, ivy.id);
      await decide(maya, sam.id);
      await decide(maya, sam.id);
      note('the member is told', await communityNotices(api, sam));

      await api.POST('/communities/{id}/join', { ...ivy.auth, ...path });
      await decide(maya, ivy.id, false);
      note('the rejected one is told, and is a visitor again', {
        notices: await communityNotices(api, ivy),
        role: (await api.GET('/communities/{id}', { ...ivy.auth, ...path })).data?.my_role,
      });

      await api.GET('/communities/{id}/full-members', { ...ivy.auth, ...path });
      const members = await api.GET('/communities/{id}/full-members', { ...sam.auth, ...path });
      note(
        'members, creator first; e-mails only one’s own for a member',
        members.data?.map((m) => [m.is_creator, m.user.email !== null]),
      );

      // Admins: the creator is always one (409); a member may be made one, and step down.
      const toggle = (caller: User, userId: number) =>
        api.PUT('/communities/{id}/members/{userId}/toggle-admin', {
          ...caller.auth,
          params: { path: { id, userId } },
        });
      await toggle(sam, sam.id);
      await toggle(maya, maya.id);
      await toggle(maya, ivy.id);
      const made = await toggle(maya, sam.id);
      note('made admin', made.data?.is_admin);
      await toggle(sam, maya.id);
      note(
        'the new admin sees requests',
        (await api.GET('/communities/{id}', { ...sam.auth, ...path })).data?.my_role,
      );

      // Info and layout: admins.
      await api.PUT('/communities/{id}', { ...ivy.auth, ...path, body: { name: 'Mine' } });
      const edited = await api.PUT('/communities/{id}', {
        ...sam.auth,
        ...path,
        body: { name: ' Riverside Growers Collective ', description: 'Since 2025.' },
      });
      note('edited', [edited.data?.name, edited.data?.description]);
      await api.PUT('/communities/{id}', { ...sam.auth, ...path, body: { name: '' } });
      await api.PUT('/communities/{id}/layout', {
        ...ivy.auth,
        ...path,
        body: { layout_config: [...LAYOUT] },
      });
      await api.PUT('/communities/{id}/layout', {
        ...sam.auth,
        ...path,
        body: { layout_config: LAYOUT.slice(1) },
      });
      await api.PUT('/communities/{id}/layout', {
        ...sam.auth,
        ...path,
        body: { layout_config: [...LAYOUT.slice(1), 'goals'] },
      });
      const laid = await api.PUT('/communities/{id}/layout', {
        ...sam.auth,
        ...path,
        body: { layout_config: [...LAYOUT], hidden_sections: ['resources'] },
      });
      note('layout', [laid.data?.layout_config, laid.data?.hidden_sections]);
      const kept = await api.PUT('/communities/{id}/layout', {
        ...sam.auth,
        ...path,
        body: { layout_config: [...LAYOUT].reverse() },
      });
      note('hidden sections kept when left out', kept.data?.hidden_sections);

      // Removing and leaving; never the creator.
      const remove = (caller: User, userId: number) =>
        api.DELETE('/communities/{id}/members/{userId}', {
          ...caller.auth,
          params: { path: { id, userId } },
        });
      await remove(ivy, sam.id);
      await remove(sam, maya.id);
      await remove(maya, maya.id);
      await remove(maya, ivy.id);
      await api.POST('/communities/{id}/join', { ...ivy.auth, ...path });
      await remove(ivy, ivy.id);
      await toggle(maya, sam.id);
      // Resources are hidden: refused to a member who is no admin (reads and writes), not to admins.
      await api.GET('/communities/{id}/resources', { ...sam.auth, ...path });
      await api.POST('/communities/{id}/resources', {
        ...sam.auth,
        ...path,
        body: { title: 'Tools', url: 'https://tools.example.org' },
      });
      await api.GET('/communities/{id}/resources', { ...maya.auth, ...path });
      await remove(maya, sam.id);
      note('the removed member is told', await communityNotices(api, sam));
      await api.POST('/communities/{id}/join', { ...sam.auth, ...path });
      await decide(maya, sam.id);
      await remove(sam, sam.id);
      note('left', (await api.GET('/communities/{id}', { ...sam.auth, ...path })).data?.my_role);

      // Deleting: the creator only; the others are told.
      await api.POST('/communities/{id}/join', { ...sam.auth, ...path });
      await decide(maya, sam.id);
      await api.DELETE('/communities/{id}', path);
      await api.DELETE('/communities/{id}', { ...sam.auth, ...path });
      await api.DELETE('/communities/{id}', { ...maya.auth, ...path });
      await api.DELETE('/communities/{id}', { ...maya.auth, ...path });
      note('told of the deletion', (await communityNotices(api, sam)).at(-1));
      await api.GET('/communities/{id}', { ...maya.auth, ...path });
    },
  ),

  scenario(
    'communities',
    'goals and tasks: members add; authors and admins edit; assign, complete and undo',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const ivy = await newUser('ivy');
      const created = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: 'Food Forest' },
      });
      const id = created.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      await api.POST('/communities/{id}/join', { ...sam.auth, ...path });
      await api.POST('/communities/{id}/members/{userId}/approve', {
        ...maya.auth,
        params: { path: { id, userId: sam.id } },
      });

      await api.GET('/communities/{id}/projects', path);
      await api.GET('/communities/{id}/projects', { ...ivy.auth, ...path });
      await api.POST('/communities/{id}/projects', { ...ivy.auth, ...path, body: { title: 'X' } });
      await api.POST('/communities/{id}/projects', { ...sam.auth, ...path, body: { title: ' ' } });
      const banana = await api.POST('/communities/{id}/projects', {
        ...sam.auth,
        ...path,
        body: { title: '  banana circle ', description: 'Mulch pit.' },
      });
      await api.POST('/communities/{id}/projects', {
        ...maya.auth,
        ...path,
        body: { title: 'Apple guild' },
      });
      const goalId = banana.data?.id ?? UNKNOWN;
      const goal = { params: { path: { projectId: goalId } } };

      await api.GET('/communities/projects/{projectId}/tasks', { ...ivy.auth, ...goal });
      await api.POST('/communities/projects/{projectId}/tasks', {
        ...sam.auth,
        ...goal,
        body: { content: '  ' },
      });
      await api.POST('/communities/projects/{projectId}/tasks', {
        ...sam.auth,
        params: { path: { projectId: UNKNOWN } },
        body: { content: 'Lost' },
      });
      const dig = await api.POST('/communities/projects/{projectId}/tasks', {
        ...sam.auth,
        ...goal,
        body: { content: ' Dig the pit ' },
      });
      const plant = await api.POST('/communities/projects/{projectId}/tasks', {
        ...maya.auth,
        ...goal,
        body: { content: 'Plant bananas' },
      });
      const tasks = await api.GET('/communities/projects/{projectId}/tasks', {
        ...sam.auth,
        ...goal,
      });
      note(
        'tasks, oldest first',
        tasks.data?.map((task) => task.content),
      );
      const goals = await api.GET('/communities/{id}/projects', { ...sam.auth, ...path });
      note(
        'goals by title ignoring case, with their tasks',
        goals.data?.map((g) => [g.title, g.tasks.length, g.is_admin]),
      );

      const task = (taskId: number | undefined) => ({
        params: { path: { taskId: taskId ?? UNKNOWN } },
      });
      await api.PUT('/communities/tasks/{taskId}', {
        ...sam.auth,
        ...task(plant.data?.id),
        body: { assigned_to_user_id: maya.id },
      });
      const mine = await api.PUT('/communities/tasks/{taskId}', {
        ...sam.auth,
        ...task(plant.data?.id),
        body: { assigned_to_user_id: sam.id },
      });
      note('assigned to oneself', mine.data?.assigned_to?.id === sam.id);
      await api.PUT('/communities/tasks/{taskId}', {
        ...maya.auth,
        ...task(plant.data?.id),
        body: { assigned_to_user_id: ivy.id },
      });
      await api.PUT('/communities/tasks/{taskId}', {
        ...maya.auth,
        ...task(dig.data?.id),
        body: { assigned_to_user_id: maya.id },
      });
      await api.PUT('/communities/tasks/{taskId}', {
        ...sam.auth,
        ...task(dig.data?.id),
        body: { assigned_to_user_id: sam.id },
      });
      await api.PUT('/communities/tasks/{taskId}', {
        ...sam.auth,
        ...task(dig.data?.id),
        body: { completed: true, completed_by_user_id: maya.id },
      });
      const done = await api.PUT('/communities/tasks/{taskId}', {
        ...sam.auth,
        ...task(dig.data?.id),
        body: { completed: true, completed_by_user_id: sam.id },
      });
      note('completed by the caller', [
        done.data?.completed,
        done.data?.completed_by?.id === sam.id,
      ]);
      await api.PUT('/communities/tasks/{taskId}', {
        ...sam.auth,
        ...task(dig.data?.id),
        body: { completed: false, completed_by_user_id: sam.id },
      });
      const undone = await api.PUT('/communities/tasks/{taskId}', {
        ...maya.auth,
        ...task(dig.data?.id),
        body: { completed: false, completed_by_user_id: null },
      });
      note('undone', [undone.data?.completed, undone.data?.completed_by]);
      await api.PUT('/communities/tasks/{taskId}', {
        ...ivy.auth,
        ...task(dig.data?.id),
        body: { completed: true },
      });
      await api.PUT('/communities/tasks/{taskId}', {
        ...sam.auth,
        ...task(UNKNOWN),
        body: { completed: true },
      });

      await api.PUT('/communities/projects/{projectId}', {
        ...ivy.auth,
        ...goal,
        body: { title: 'Mine' },
      });
      const edited = await api.PUT('/communities/projects/{projectId}', {
        ...sam.auth,
        ...goal,
        body: { title: 'Banana circle', description: 'Bigger.' },
      });
      note('goal edited by its author', [edited.data?.title, edited.data?.tasks.length]);
      await api.PUT('/communities/projects/{projectId}', {
        ...sam.auth,
        ...goal,
        body: { title: '' },
      });

      await api.DELETE('/communities/tasks/{taskId}', { ...ivy.auth, ...task(dig.data?.id) });
      await api.DELETE('/communities/tasks/{taskId}', { ...sam.auth, ...task(plant.data?.id) });
      await api.DELETE('/communities/tasks/{taskId}', { ...maya.auth, ...task(dig.data?.id) });
      await api.DELETE('/communities/tasks/{taskId}', { ...maya.auth, ...task(dig.data?.id) });

      const apple = goals.data?.find((g) => g.title === 'Apple guild')?.id ?? UNKNOWN;
      await api.DELETE('/communities/projects/{projectId}', {
        ...sam.auth,
        params: { path: { projectId: apple } },
      });
      const beforeGoal = (await communityNotices(api, sam)).length;
      await api.DELETE('/communities/projects/{projectId}', { ...maya.auth, ...goal });
      note(
        'an admin removed the goal: its author is told',
        (await communityNotices(api, sam)).slice(beforeGoal),
      );
      await api.DELETE('/communities/projects/{projectId}', { ...maya.auth, ...goal });
      await api.GET('/communities/projects/{projectId}/tasks', { ...maya.auth, ...goal });
    },
  ),

  scenario(
    'communities',
    'chat, resources, events and the calendar: members only; authors (and admins) change',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const ivy = await newUser('ivy');
      const created = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: 'Riverside' },
      });
      const id = created.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      await api.POST('/communities/{id}/join', { ...sam.auth, ...path });
      await api.POST('/communities/{id}/members/{userId}/approve', {
        ...maya.auth,
        params: { path: { id, userId: sam.id } },
      });

      // Chat.
      await api.GET('/communities/{id}/chat', { ...ivy.auth, ...path });
      await api.POST('/communities/{id}/chat', { ...ivy.auth, ...path, body: { content: 'Hi' } });
      await api.POST('/communities/{id}/chat', { ...sam.auth, ...path, body: { content: '  ' } });
      await api.POST('/communities/{id}/chat', {
        ...sam.auth,
        ...path,
        body: { content: 'x'.repeat(2001) },
      });
      const hello = await api.POST('/communities/{id}/chat', {
        ...sam.auth,
        ...path,
        body: { content: '  Compost on Saturday!  ' },
      });
      const barrows = await api.POST('/communities/{id}/chat', {
        ...maya.auth,
        ...path,
        body: { content: 'I will bring barrows.' },
      });
      const chat = await api.GET('/communities/{id}/chat', { ...sam.auth, ...path });
      note(
        'oldest first, trimmed',
        chat.data?.map((m) => m.content),
      );
      const older = await api.GET('/communities/{id}/chat', {
        ...sam.auth,
        params: { path: { id }, query: { before: chat.data?.[1]?.id ?? UNKNOWN } },
      });
      note(
        'the page before',
        older.data?.map((m) => m.content),
      );
      await api.GET('/communities/{id}/chat', {
        ...sam.auth,
        params: { path: { id }, query: { before: 0 } },
      });
      await api.GET('/communities/{id}/chat/stream', { ...path, parseAs: 'text' });
      await api.GET('/communities/{id}/chat/stream', { ...ivy.auth, ...path, parseAs: 'text' });
      await api.GET('/communities/{id}/chat/stream', {
        ...sam.auth,
        params: { path: { id: UNKNOWN } },
        parseAs: 'text',
      });
      // The join stream is only for one's own pending request: signed out, a member with none.
      await api.GET('/communities/{id}/join/stream', { ...path, parseAs: 'text' });
      await api.GET('/communities/{id}/join/stream', { ...sam.auth, ...path, parseAs: 'text' });
      const message = { params: { path: { id, messageId: hello.data?.id ?? UNKNOWN } } };
      const mayas = { params: { path: { id, messageId: barrows.data?.id ?? UNKNOWN } } };
      // Edits: the author only (an admin neither), members only, a new message's rules.
      const edit = (content: string) => ({ body: { content } });
      await api.PATCH('/communities/{id}/chat/{messageId}', {
        ...maya.auth,
        ...message,
        ...edit('Not yours'),
      });
      await api.PATCH('/communities/{id}/chat/{messageId}', {
        ...ivy.auth,
        ...message,
        ...edit('Not a member'),
      });
      await api.PATCH('/communities/{id}/chat/{messageId}', {
        ...sam.auth,
        ...message,
        ...edit(''),
      });
      await api.PATCH('/communities/{id}/chat/{messageId}', {
        ...sam.auth,
        ...message,
        ...edit('  '),
      });
      await api.PATCH('/communities/{id}/chat/{messageId}', {
        ...sam.auth,
        ...message,
        ...edit('x'.repeat(2001)),
      });
      await api.PATCH('/communities/{id}/chat/{messageId}', {
        ...sam.auth,
        params: { path: { id, messageId: UNKNOWN } },
        ...edit('Gone'),
      });
      const edited = await api.PATCH('/communities/{id}/chat/{messageId}', {
        ...sam.auth,
        ...message,
        ...edit('  Compost on **Sunday**!  '),
      });
      note('edited: trimmed, marked', {
        content: edited.data?.content,
        edited: typeof edited.data?.edited_at === 'string',
      });
      const afterEdit = await api.GET('/communities/{id}/chat', { ...maya.auth, ...path });
      note(
        'the list has the edit; the other message is not marked',
        afterEdit.data?.map((m) => [m.content, m.edited_at !== null]),
      );
      await api.DELETE('/communities/{id}/chat/{messageId}', { ...sam.auth, ...mayas });
      const noticesBefore = (await communityNotices(api, sam)).length;
      await api.DELETE('/communities/{id}/chat/{messageId}', { ...maya.auth, ...message });
      await api.DELETE('/communities/{id}/chat/{messageId}', { ...sam.auth, ...message });
      note(
        'an admin removed the message: its author is told',
        (await communityNotices(api, sam)).slice(noticesBefore),
      );
      await api.DELETE('/communities/{id}/chat/{messageId}', { ...maya.auth, ...mayas });

      // Resources.
      await api.GET('/communities/{id}/resources', { ...ivy.auth, ...path });
      for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.org'])
        await api.POST('/communities/{id}/resources', {
          ...sam.auth,
          ...path,
          body: { title: 'Bad', url },
        });
      const guide = await api.POST('/communities/{id}/resources', {
        ...sam.auth,
        ...path,
        body: { title: ' Seed guide ', url: 'seeds.example.org/learn' },
      });
      note('a url without a scheme opens with https://', [guide.data?.url, guide.data?.href]);
      const resources = await api.GET('/communities/{id}/resources', { ...maya.auth, ...path });
      note(
        'resources',
        resources.data?.map((r) => [r.title, r.is_creator]),
      );
      const resource = { params: { path: { id, resourceId: guide.data?.id ?? UNKNOWN } } };
      await api.PUT('/communities/{id}/resources/{resourceId}', {
        ...ivy.auth,
        ...resource,
        body: { title: 'Mine', url: 'example.org' },
      });
      const fixed = await api.PUT('/communities/{id}/resources/{resourceId}', {
        ...maya.auth,
        ...resource,
        body: { title: 'Seed guide', url: 'https://seeds.example.org/learn' },
      });
      note('edited by an admin', fixed.data?.href);
      await api.DELETE('/communities/{id}/resources/{resourceId}', { ...ivy.auth, ...resource });
      await api.DELETE('/communities/{id}/resources/{resourceId}', { ...sam.auth, ...resource });
      await api.DELETE('/communities/{id}/resources/{resourceId}', { ...sam.auth, ...resource });
      const map = await api.POST('/communities/{id}/resources', {
        ...sam.auth,
        ...path,
        body: { title: 'Plot map', url: 'https://maps.example.org/plots' },
      });
      const beforeResource = (await communityNotices(api, sam)).length;
      await api.DELETE('/communities/{id}/resources/{resourceId}', {
        ...maya.auth,
        params: { path: { id, resourceId: map.data?.id ?? UNKNOWN } },
      });
      note(
        'an admin removed the resource: its author is told',
        (await communityNotices(api, sam)).slice(beforeResource),
      );

      // Events.
      await api.GET('/communities/{id}/events', { ...ivy.auth, ...path });
      for (const date of ['2026-02-30', '2026-4-1'])
        await api.POST('/communities/{id}/events', {
          ...sam.auth,
          ...path,
          body: { title: 'Bad date', date },
        });
      await api.POST('/communities/{id}/events', {
        ...sam.auth,
        ...path,
        body: { title: 'Elsewhere', date: '2026-04-01', community_id: UNKNOWN },
      });
      const dig = await api.POST('/communities/{id}/events', {
        ...sam.auth,
        ...path,
        body: { title: ' Dig day ', date: '2026-04-18', community_id: id },
      });
      await api.POST('/communities/{id}/events', {
        ...maya.auth,
        ...path,
        body: { title: 'Soup night', date: '2026-02-06', description: 'Bring a bowl.' },
      });
      const placed = await api.POST('/communities/{id}/events', {
        ...maya.auth,
        ...path,
        body: {
          title: 'Walk',
          date: '2026-03-07',
          place: ' The old mill ',
          place_url: 'https://maps.example.org/mill',
        },
      });
      note('a place and its link', [placed.data?.place, placed.data?.place_url]);
      await api.POST('/communities/{id}/events', {
        ...maya.auth,
        ...path,
        body: { title: 'Walk', date: '2026-03-07', place_url: 'javascript:alert(1)' },
      });
      // Times in a zone and a repetition; a last day before the date, a timed event over several
      // days without an end time, an end without a start, before it, an unknown zone, a
      // repetition's end without a repetition or before the date: 400 with the same words.
      await api.POST('/communities/{id}/events', {
        ...maya.auth,
        ...path,
        body: {
          title: 'Evening dig',
          date: '2026-05-06',
          start_time: '18:30',
          end_time: '20:00',
          time_zone: 'Europe/Berlin',
          repeat: 'weekly',
          repeat_until: '2026-06-24',
        },
      });
      // An event over several days ends on its last day, earlier in the day than it began.
      await api.POST('/communities/{id}/events', {
        ...maya.auth,
        ...path,
        body: {
          title: 'Summer camp',
          date: '2026-07-10',
          end_date: '2026-07-12',
          start_time: '18:00',
          end_time: '12:00',
        },
      });
      for (const bad of [
        { end_date: '2026-05-05' },
        { end_date: '2026-05-08', start_time: '18:00' },
        { end_time: '10:00' },
        { start_time: '10:00', end_time: '09:00' },
        { time_zone: 'Mars/Olympus_Mons' },
        { repeat_until: '2026-06-01' },
        { repeat: 'monthly' as const, repeat_until: '2026-05-01' },
        { start_time: '24:00' },
      ])
        await api.POST('/communities/{id}/events', {
          ...maya.auth,
          ...path,
          body: { title: 'Bad times', date: '2026-05-06', ...bad },
        });
      const events = await api.GET('/communities/{id}/events', { ...sam.auth, ...path });
      note(
        'events by date',
        events.data?.map((e) => [e.title, e.date]),
      );
      const event = { params: { path: { id, eventId: dig.data?.id ?? UNKNOWN } } };
      await api.PUT('/communities/{id}/events/{eventId}', {
        ...ivy.auth,
        ...event,
        body: { title: 'Mine', date: '2026-04-18' },
      });
      const moved = await api.PUT('/communities/{id}/events/{eventId}', {
        ...sam.auth,
        ...event,
        body: { title: 'Dig day', date: '2026-04-25' },
      });
      note('moved', moved.data?.date);

      // RSVP: members answer going / maybe / not going; answering again replaces it.
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...ivy.auth,
        ...event,
        body: { status: 'going' },
      });
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...sam.auth,
        ...event,
        body: { status: 'yes' as 'going' },
      });
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...maya.auth,
        ...event,
        body: { status: 'going' },
      });
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...sam.auth,
        ...event,
        body: { status: 'going' },
      });
      const answered = await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...maya.auth,
        ...event,
        body: { status: 'maybe' },
      });
      const rsvps = answered.data?.rsvps;
      // Who answered, by user id (the ids themselves differ between the server and the fakes).
      note('rsvps', rsvps && { ...rsvps, people: rsvps.people.map((p) => p.status) });
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...sam.auth,
        params: { path: { id, eventId: UNKNOWN } },
        body: { status: 'going' },
      });
      // A capacity: "going" to a full occurrence waits (its place); a place given up goes to the
      // first waiting, who is told. Answers are per occurrence of a repeating event.
      const boat = await api.POST('/communities/{id}/events', {
        ...maya.auth,
        ...path,
        body: { title: 'Boat trip', date: '2027-01-06', repeat: 'weekly', capacity: 1 },
      });
      const boatPath = { id, eventId: boat.data?.id ?? UNKNOWN };
      await api.POST('/communities/{id}/events', {
        ...maya.auth,
        ...path,
        body: { title: 'No room', date: '2027-01-06', capacity: 0 },
      });
      for (const [who, status, date] of [
        [sam, 'going', '2027-01-13'],
        [maya, 'going', '2027-01-13'],
        [sam, 'going', '2027-01-14'],
        [sam, 'going', undefined],
      ] as const) {
        const answered = await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
          ...who.auth,
          params: { path: boatPath },
          body: date === undefined ? { status } : { status, date },
        });
        const r = answered.data?.rsvps;
        note('an answer to an occurrence', r && [r.date, r.going, r.waiting, r.my_place]);
      }
      const beforeMove = (await communityNotices(api, maya)).length;
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...sam.auth,
        params: { path: boatPath },
        body: { status: 'not_going', date: '2027-01-13' },
      });
      note('maya moved up and told', (await communityNotices(api, maya)).slice(beforeMove));
      const read = await api.GET('/communities/{id}/events/{eventId}', {
        ...maya.auth,
        params: { path: boatPath, query: { date: '2027-01-13' } },
      });
      note(
        'one event',
        read.data && {
          ...read.data,
          id: 0,
          user_id: 0,
          community_id: 0,
          rsvps: {
            ...read.data.rsvps,
            people: read.data.rsvps?.people.map((p) => [p.status, p.place]),
          },
        },
      );
      await api.GET('/communities/{id}/events/{eventId}', {
        ...maya.auth,
        params: { path: boatPath, query: { date: '2027-01-14' } },
      });
      await api.GET('/communities/{id}/events/{eventId}', {
        ...ivy.auth,
        params: { path: boatPath },
      });
      // One occurrence cancelled (the author or an admin): answers to it refused, those coming told.
      await api.PUT('/communities/{id}/events/{eventId}/cancellations/{date}', {
        ...sam.auth,
        params: { path: { ...boatPath, date: '2027-01-13' } },
      });
      const beforeCancel = (await communityNotices(api, sam)).length;
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...sam.auth,
        params: { path: boatPath },
        body: { status: 'maybe', date: '2027-01-20' },
      });
      const cancelled = await api.PUT('/communities/{id}/events/{eventId}/cancellations/{date}', {
        ...maya.auth,
        params: { path: { ...boatPath, date: '2027-01-20' } },
      });
      note('cancelled', cancelled.data?.cancelled_dates);
      note('sam told of the cancellation', (await communityNotices(api, sam)).slice(beforeCancel));
      await api.PUT('/communities/{id}/events/{eventId}/rsvp', {
        ...sam.auth,
        params: { path: boatPath },
        body: { status: 'going', date: '2027-01-20' },
      });
      const file = await api.GET('/communities/{id}/events/{eventId}/calendar.ics', {
        ...sam.auth,
        params: { path: boatPath, query: { date: '2027-01-20' } },
        parseAs: 'text',
      });
      // A date that is not one of its occurrences has no file.
      await api.GET('/communities/{id}/events/{eventId}/calendar.ics', {
        ...sam.auth,
        params: { path: boatPath, query: { date: '2027-01-14' } },
        parseAs: 'text',
      });
      note('one occurrence as a file', [
        file.response.headers.get('content-disposition')?.replace(/event-\d+-/, 'event-N-'),
        file.data?.includes('STATUS:CANCELLED\r\n'),
      ]);

      // Moving it tells maya (maybe), not sam who moved it; a new title alone tells nobody.
      await api.PUT('/communities/{id}/events/{eventId}', {
        ...sam.auth,
        ...event,
        body: { title: 'Dig day!', date: '2026-04-25' },
      });
      await api.PUT('/communities/{id}/events/{eventId}', {
        ...sam.auth,
        ...event,
        body: { title: 'Dig day', date: '2026-05-02' },
      });
      note('maya told of the move', await communityNotices(api, maya));

      // The calendar: each member's own address; the token is the credential.
      await api.GET('/communities/{id}/calendar-link', { ...ivy.auth, ...path });
      await api.POST('/communities/{id}/calendar-link', { ...ivy.auth, ...path });
      const link = await api.GET('/communities/{id}/calendar-link', { ...sam.auth, ...path });
      const token = new URL(link.data?.url ?? 'http://x/').searchParams.get('token') ?? '';
      note('a webcal twin of the address', link.data?.webcal_url.startsWith('webcal://'));
      const calendar = await api.GET('/communities/{id}/events.ics', {
        params: { path: { id }, query: { token } },
        parseAs: 'text',
      });
      note('a calendar', calendar.data?.startsWith('BEGIN:VCALENDAR\r\n'));
      await api.GET('/communities/{id}/events.ics', {
        params: { path: { id }, query: { token: `${token}x` } },
        parseAs: 'text',
      });
      // Another spelling of its last character (base64url: the same bytes, another unused bit).
      const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const twin = base64url[base64url.indexOf(token.slice(-1)) ^ 1] ?? '';
      await api.GET('/communities/{id}/events.ics', {
        params: { path: { id }, query: { token: token.slice(0, -1) + twin } },
        parseAs: 'text',
      });
      await api.GET('/communities/{id}/events.ics', {
        params: { path: { id: UNKNOWN }, query: { token } },
        parseAs: 'text',
      });
      const renewed = await api.POST('/communities/{id}/calendar-link', { ...sam.auth, ...path });
      note('a new address', renewed.data?.url !== link.data?.url);
      await api.GET('/communities/{id}/events.ics', {
        params: { path: { id }, query: { token } },
        parseAs: 'text',
      });

      await api.DELETE('/communities/{id}/events/{eventId}', { ...ivy.auth, ...event });
      await api.DELETE('/communities/{id}/events/{eventId}', { ...maya.auth, ...event });
      await api.DELETE('/communities/{id}/events/{eventId}', { ...maya.auth, ...event });
      note('sam told of the cancellation and the removal', await communityNotices(api, sam));
    },
  ),

  scenario(
    'communities',
    'a password reset changes every calendar address of the member (the old one is refused)',
    async ({ api, newUser, resetToken, note }) => {
      const maya = await newUser('maya');
      const created = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: 'Reset garden' },
      });
      const id = created.data?.id ?? UNKNOWN;
      const link = await api.GET('/communities/{id}/calendar-link', {
        ...maya.auth,
        params: { path: { id } },
      });
      const token = new URL(link.data?.url ?? 'http://x/').searchParams.get('token') ?? '';
      const feed = { params: { path: { id }, query: { token } }, parseAs: 'text' as const };
      await api.GET('/communities/{id}/events.ics', feed);
      await api.POST('/auth/request-password-reset', { body: { email: maya.email } });
      const reset = await api.POST('/auth/reset-password', {
        body: { token: resetToken(maya.email) ?? '', new_password: 'a-brand-new-password' },
      });
      note('reset', reset.response.status);
      await api.GET('/communities/{id}/events.ics', feed);
    },
  ),

  scenario(
    'communities',
    'invite links: admins create, replace and revoke; following the active one joins at once',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const ivy = await newUser('ivy');
      const created = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: 'Invite garden' },
      });
      const id = created.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      const accept = (user: User, token: string) =>
        api.POST('/communities/{id}/invite/accept', { ...user.auth, ...path, body: { token } });
      const role = async (user: User) =>
        (await api.GET('/communities/{id}', { ...user.auth, ...path })).data?.my_role;

      note(
        'no link yet',
        (await api.GET('/communities/{id}/invite', { ...maya.auth, ...path })).data,
      );
      await api.POST('/communities/{id}/invite', path);
      await api.POST('/communities/{id}/invite', { ...sam.auth, ...path });
      await api.POST('/communities/{id}/invite', {
        ...maya.auth,
        params: { path: { id: UNKNOWN } },
      });
      const first = (await api.POST('/communities/{id}/invite', { ...maya.auth, ...path })).data;
      const second = (await api.POST('/communities/{id}/invite', { ...maya.auth, ...path })).data;
      const token = second?.token ?? '';
      note('a new link replaces the old one', token !== '' && first?.token !== token);
      const shown = await api.GET('/communities/{id}/invite', { ...maya.auth, ...path });
      note('the admin sees the active link', shown.data?.token === token);

      // A pending request is approved by the link; an outsider joins at once.
      await api.POST('/communities/{id}/join', { ...sam.auth, ...path });
      await accept(sam, first?.token ?? '');
      note('the replaced link changes nothing', await role(sam));
      await accept(sam, token);
      note('sam joined', await role(sam));
      await accept(sam, token);
      await api.POST('/communities/{id}/invite/accept', { ...path, body: { token } });
      await api.POST('/communities/{id}/invite/accept', {
        ...ivy.auth,
        ...path,
        body: { token: '' },
      });
      await api.GET('/communities/{id}/invite', { ...sam.auth, ...path });
      await api.DELETE('/communities/{id}/invite', { ...sam.auth, ...path });

      await api.DELETE('/communities/{id}/invite', { ...maya.auth, ...path });
      await api.DELETE('/communities/{id}/invite', { ...maya.auth, ...path });
      note('revoked', (await api.GET('/communities/{id}/invite', { ...maya.auth, ...path })).data);
      await accept(ivy, token);
      await accept(ivy, 'A'.repeat(43));
      note('ivy is still outside', await role(ivy));
    },
  ),

  scenario(
    'communities',
    'bans: admins ban a member (told; no join, no invite link) and lift it; the chat read mark',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const lena = await newUser('lena');
      const created = await api.POST('/communities/create', {
        ...maya.auth,
        body: { name: 'Ban garden' },
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
      const ban = (caller: User | null, userId: number, reason?: string) =>
        api.PUT('/communities/{id}/bans/{userId}', {
          ...(caller ? caller.auth : {}),
          params: { path: { id, userId } },
          ...(reason === undefined ? {} : { body: { reason } }),
        });
      const lift = (caller: User, userId: number) =>
        api.DELETE('/communities/{id}/bans/{userId}', {
          ...caller.auth,
          params: { path: { id, userId } },
        });

      // The chat's read mark: a message of maya's, unread for sam until he marks it.
      const hello = await api.POST('/communities/{id}/chat', {
        ...maya.auth,
        ...path,
        body: { content: 'Welcome!' },
      });
      const helloId = hello.data?.id ?? UNKNOWN;
      const unread = async (user: User) => {
        const { data } = await api.GET('/communities/{id}', { ...user.auth, ...path });
        return data && 'chat_unread' in data
          ? [data.chat_unread, data.chat_last_read_id === helloId]
          : null;
      };
      note('unread before reading (sam, maya)', [await unread(sam), await unread(maya)]);
      const read = (user: User, messageId: number) =>
        api.PUT('/communities/{id}/chat/read', {
          ...user.auth,
          ...path,
          body: { message_id: messageId },
        });
      const marked = await read(sam, helloId);
      note('marked', [marked.data?.unread, marked.data?.last_read_id === helloId]);
      await read(sam, UNKNOWN);
      await api.PUT('/communities/{id}/chat/read', {
        ...sam.auth,
        ...path,
        body: { message_id: 0 },
      });
      note('after reading', await unread(sam));

      await ban(null, lena.id);
      await ban(sam, lena.id);
      await ban(maya, maya.id);
      await ban(maya, UNKNOWN);
      await ban(maya, lena.id, 'x'.repeat(501));
      const banned = await ban(maya, lena.id, '  Spam in the chat.  ');
      note('the ban', [banned.data?.user.username, banned.data?.reason]);
      await ban(maya, lena.id);
      note('lena is told', await communityNotices(api, lena));
      await read(lena, helloId);
      await api.GET('/communities/{id}/chat', { ...lena.auth, ...path });
      await api.POST('/communities/{id}/join', { ...lena.auth, ...path });
      const invite = await api.POST('/communities/{id}/invite', { ...maya.auth, ...path });
      await api.POST('/communities/{id}/invite/accept', {
        ...lena.auth,
        ...path,
        body: { token: invite.data?.token ?? '' },
      });
      await api.GET('/communities/{id}/bans', { ...sam.auth, ...path });
      const list = await api.GET('/communities/{id}/bans', { ...maya.auth, ...path });
      note(
        'the bans',
        list.data?.map((row) => [row.user_id === lena.id, row.reason]),
      );
      await lift(sam, lena.id);
      await lift(maya, lena.id);
      await lift(maya, lena.id);
      await api.POST('/communities/{id}/join', { ...lena.auth, ...path });
    },
  ),
];
