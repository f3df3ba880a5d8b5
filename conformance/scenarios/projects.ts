/**
 * Personal projects (spec 2 §2 /projects, §4, §6, §7 Projects): one's own only — another user's
 * project or task is "not found", never forbidden; links are absolute http(s) addresses.
 */
import { scenario } from '../scenario';

const UNKNOWN = 2147483647;

export const projectsScenarios = [
  scenario(
    'projects',
    'create, read, edit and delete one’s own projects; others’ are not found',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');

      await api.GET('/projects');
      await api.POST('/projects', { body: { name: 'Anonymous' } });

      const first = await api.POST('/projects', {
        ...maya.auth,
        body: { name: '  Food forest  ', links: ['https://permaculture.example.org/layers'] },
      });
      const second = await api.POST('/projects', {
        ...maya.auth,
        body: {
          name: 'Seed library',
          description: 'Heirloom seeds.',
          links: ['http://seeds.example.org', 'HTTPS://EXAMPLE.ORG:8443/a?b=c#d'],
        },
      });
      note('created: name trimmed, description and links default to empty', {
        name: first.data?.name,
        description: first.data?.description,
        tasks: first.data?.tasks,
      });
      const listed = await api.GET('/projects', maya.auth);
      note(
        'newest first',
        listed.data?.map((project) => project.name),
      );
      note('nobody else’s', (await api.GET('/projects', sam.auth)).data?.length);

      // Validation: a name, and links that are absolute http(s) addresses.
      await api.POST('/projects', { ...maya.auth, body: { name: '   ' } });
      await api.POST('/projects', { ...maya.auth, body: { name: '' } });
      await api.POST('/projects', {
        ...maya.auth,
        // @ts-expect-error -- the name is missing on purpose
        body: { description: 'No name' },
      });
      for (const link of [
        'javascript:alert(1)',
        'data:text/html,<b>hi</b>',
        '/relative',
        '//evil.example.org',
        'https://user:pw@example.org',
        'https://example.org:65536',
      ])
        await api.POST('/projects', { ...maya.auth, body: { name: 'Bad link', links: [link] } });

      const id = first.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };
      await api.GET('/projects/{id}', { ...maya.auth, ...path });
      await api.GET('/projects/{id}', { ...sam.auth, ...path });
      await api.GET('/projects/{id}', { ...maya.auth, params: { path: { id: UNKNOWN } } });
      await api.GET('/projects/{id}', path);

      const edited = await api.PUT('/projects/{id}', {
        ...maya.auth,
        ...path,
        body: { name: 'Front-yard food forest', description: 'Moved.', links: [] },
      });
      note('edited', { name: edited.data?.name, links: edited.data?.links });
      await api.PUT('/projects/{id}', { ...sam.auth, ...path, body: { name: 'Mine now' } });
      await api.PUT('/projects/{id}', {
        ...maya.auth,
        ...path,
        body: { name: 'Sneaky', links: ['javascript:void(0)'] },
      });
      note(
        'refused edits changed nothing',
        (await api.GET('/projects/{id}', { ...maya.auth, ...path })).data?.name,
      );

      await api.DELETE('/projects/{id}', { ...sam.auth, ...path });
      await api.DELETE('/projects/{id}', {
        ...maya.auth,
        params: { path: { id: second.data?.id ?? UNKNOWN } },
      });
      await api.DELETE('/projects/{id}', {
        ...maya.auth,
        params: { path: { id: second.data?.id ?? UNKNOWN } },
      });
      note(
        'left after the delete',
        (await api.GET('/projects', maya.auth)).data?.map((project) => project.name),
      );
    },
  ),

  scenario(
    'projects',
    'tasks: add (even empty), toggle, edit, delete; cascade with the project',
    async ({ api, newUser, note }) => {
      const maya = await newUser('maya');
      const sam = await newUser('sam');
      const project = await api.POST('/projects', { ...maya.auth, body: { name: 'Compost' } });
      const id = project.data?.id ?? UNKNOWN;
      const path = { params: { path: { id } } };

      const untitled = await api.POST('/projects/{id}/tasks', {
        ...maya.auth,
        ...path,
        body: { content: '' },
      });
      const turn = await api.POST('/projects/{id}/tasks', {
        ...maya.auth,
        ...path,
        body: { content: 'Turn the heap' },
      });
      note('new tasks are open; content may be empty', [
        untitled.data?.content,
        untitled.data?.completed,
        turn.data?.completed,
      ]);
      await api.POST('/projects/{id}/tasks', { ...sam.auth, ...path, body: { content: 'Mine' } });
      await api.POST('/projects/{id}/tasks', {
        ...maya.auth,
        params: { path: { id: UNKNOWN } },
        body: { content: 'Nowhere' },
      });
      await api.POST('/projects/{id}/tasks', {
        ...maya.auth,
        ...path,
        body: { content: 'x'.repeat(2001) },
      });
      await api.POST('/projects/{id}/tasks', { ...path, body: { content: 'Anonymous' } });

      const taskId = turn.data?.id ?? UNKNOWN;
      const task = { params: { path: { taskId } } };
      const done = await api.PUT('/projects/tasks/{taskId}', {
        ...maya.auth,
        ...task,
        body: { completed: true },
      });
      const reopened = await api.PUT('/projects/tasks/{taskId}', {
        ...maya.auth,
        ...task,
        body: { completed: false, content: 'Turn the heap twice' },
      });
      note('completed toggles', [
        done.data?.completed,
        reopened.data?.completed,
        reopened.data?.content,
      ]);
      await api.PUT('/projects/tasks/{taskId}', { ...maya.auth, ...task, body: {} });
      await api.PUT('/projects/tasks/{taskId}', {
        ...sam.auth,
        ...task,
        body: { completed: true },
      });
      await api.PUT('/projects/tasks/{taskId}', {
        ...maya.auth,
        params: { path: { taskId: UNKNOWN } },
        body: { completed: true },
      });
      note(
        'tasks in the order they were added',
        (await api.GET('/projects/{id}', { ...maya.auth, ...path })).data?.tasks.map((t) => [
          t.content,
          t.completed,
        ]),
      );

      const untitledTask = { params: { path: { taskId: untitled.data?.id ?? UNKNOWN } } };
      await api.DELETE('/projects/tasks/{taskId}', { ...sam.auth, ...untitledTask });
      await api.DELETE('/projects/tasks/{taskId}', { ...maya.auth, ...untitledTask });
      await api.DELETE('/projects/tasks/{taskId}', { ...maya.auth, ...untitledTask });
      await api.DELETE('/projects/tasks/{taskId}', untitledTask);

      // Deleting the project deletes its tasks.
      await api.DELETE('/projects/{id}', { ...maya.auth, ...path });
      await api.PUT('/projects/tasks/{taskId}', {
        ...maya.auth,
        ...task,
        body: { completed: true },
      });
      await api.DELETE('/projects/tasks/{taskId}', { ...maya.auth, ...task });
    },
  ),
];
