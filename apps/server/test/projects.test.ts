/**
 * Personal projects (spec 2 §2 /projects, §3, §4, §6, §7 Projects): each user's own, every
 * permission on the server. Another user's project or task answers 404, as an unknown one does.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_TEXTS, type Project } from '../src/domains/projects';
import { projectTasks } from '../src/domains/projects/schema';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let member: TestUser;
let other: TestUser;
let blogOwner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await newUser(t.app, 'member');
  other = await newUser(t.app, 'other');
  blogOwner = await newUser(t.app, 'owner');
}, 120_000);
afterAll(() => t.close());

const LINK_SENTENCE = 'Each link must be a full web address starting with http:// or https://.';

/** A call as someone (null: a visitor, no token). */
const as = (caller: TestUser | null, operationId: string, request: InjectOptions) =>
  call(t.app, operationId, {
    ...request,
    headers: { ...request.headers, ...(caller ? caller.auth : {}) },
  });

const create = (caller: TestUser | null, payload: Record<string, unknown>) =>
  as(caller, 'createProject', { method: 'POST', url: '/api/projects', payload });
const get = (caller: TestUser | null, id: number) =>
  as(caller, 'getProject', { method: 'GET', url: `/api/projects/${id}` });
const update = (caller: TestUser | null, id: number, payload: Record<string, unknown>) =>
  as(caller, 'updateProject', { method: 'PUT', url: `/api/projects/${id}`, payload });
const list = (caller: TestUser | null) =>
  as(caller, 'listProjects', { method: 'GET', url: '/api/projects' });
const addTask = (caller: TestUser | null, id: number, payload: Record<string, unknown>) =>
  as(caller, 'addProjectTask', { method: 'POST', url: `/api/projects/${id}/tasks`, payload });
const updateTask = (caller: TestUser | null, taskId: number, payload: Record<string, unknown>) =>
  as(caller, 'updateProjectTask', {
    method: 'PUT',
    url: `/api/projects/tasks/${taskId}`,
    payload,
  });

/** A project of `member` with one open task, made through the service. */
async function memberProject(): Promise<{ project: Project; taskId: number }> {
  const { projects } = t.app.services;
  const project = await projects.create(member.id, {
    name: 'Seed library',
    description: 'Heirloom seeds.',
    links: ['https://seeds.example.org'],
  });
  const task = await projects.addTask(member.id, project.id, 'Build the box');
  return { project: await projects.get(member.id, project.id), taskId: task.id };
}

type Role = 'visitor' | 'member' | 'other member' | 'blog owner';
const ROLES: readonly Role[] = ['visitor', 'member', 'other member', 'blog owner'];
const callerOf = (role: Role): TestUser | null =>
  ({ visitor: null, member, 'other member': other, 'blog owner': blogOwner })[role];

interface Row {
  operationId: string;
  request: (ids: { projectId: number; taskId: number }) => InjectOptions;
  /** By role; `member` owns the project (and so its task). */
  expected: Record<Role, number>;
}

/**
 * The permission table: operation × role → status. A 404 says "not found" as for an unknown id
 * (the same detail), and a refused call changes nothing.
 */
const PERMISSIONS: Row[] = [
  {
    operationId: 'listProjects',
    request: () => ({ method: 'GET', url: '/api/projects' }),
    expected: { visitor: 401, member: 200, 'other member': 200, 'blog owner': 200 },
  },
  {
    operationId: 'createProject',
    request: () => ({ method: 'POST', url: '/api/projects', payload: { name: 'Mine' } }),
    expected: { visitor: 401, member: 201, 'other member': 201, 'blog owner': 201 },
  },
  {
    operationId: 'getProject',
    request: ({ projectId }) => ({ method: 'GET', url: `/api/projects/${projectId}` }),
    expected: { visitor: 401, member: 200, 'other member': 404, 'blog owner': 404 },
  },
  {
    operationId: 'updateProject',
    request: ({ projectId }) => ({
      method: 'PUT',
      url: `/api/projects/${projectId}`,
      payload: { name: 'Taken over', description: '', links: [] },
    }),
    expected: { visitor: 401, member: 200, 'other member': 404, 'blog owner': 404 },
  },
  {
    operationId: 'deleteProject',
    request: ({ projectId }) => ({ method: 'DELETE', url: `/api/projects/${projectId}` }),
    expected: { visitor: 401, member: 204, 'other member': 404, 'blog owner': 404 },
  },
  {
    operationId: 'addProjectTask',
    request: ({ projectId }) => ({
      method: 'POST',
      url: `/api/projects/${projectId}/tasks`,
      payload: { content: 'Sneaky task' },
    }),
    expected: { visitor: 401, member: 201, 'other member': 404, 'blog owner': 404 },
  },
  {
    operationId: 'updateProjectTask',
    request: ({ taskId }) => ({
      method: 'PUT',
      url: `/api/projects/tasks/${taskId}`,
      payload: { content: 'Changed', completed: true },
    }),
    expected: { visitor: 401, member: 200, 'other member': 404, 'blog owner': 404 },
  },
  {
    operationId: 'deleteProjectTask',
    request: ({ taskId }) => ({ method: 'DELETE', url: `/api/projects/tasks/${taskId}` }),
    expected: { visitor: 401, member: 204, 'other member': 404, 'blog owner': 404 },
  },
];

const NOT_FOUND_DETAIL: Record<string, string> = {
  getProject: PROJECT_TEXTS.projectNotFound,
  updateProject: PROJECT_TEXTS.projectNotFound,
  deleteProject: PROJECT_TEXTS.projectNotFound,
  addProjectTask: PROJECT_TEXTS.projectNotFound,
  updateProjectTask: PROJECT_TEXTS.taskNotFound,
  deleteProjectTask: PROJECT_TEXTS.taskNotFound,
};

describe('permissions: operation × role', () => {
  const cases = PERMISSIONS.flatMap((row) =>
    ROLES.map((role) => [row.operationId, role, row.expected[role], row] as const),
  );

  it.each(cases)('%s as %s → %i', async (operationId, role, status, row) => {
    const ids = await memberProject();
    const res = await as(
      callerOf(role),
      operationId,
      row.request({ projectId: ids.project.id, taskId: ids.taskId }),
    );
    expect(res.statusCode).toBe(status);
    if (status === 401) expect(res.json()).toEqual({ detail: 'Not authenticated' });
    if (status === 404) {
      expect(res.json()).toEqual({ detail: NOT_FOUND_DETAIL[operationId] });
      // The same answer as for an id that does not exist.
      const unknown = await as(
        callerOf(role),
        operationId,
        row.request({ projectId: 2_147_483_647, taskId: 2_147_483_647 }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(res.json());
    }
    if (status >= 400) {
      // Refused: the member's project and its task are as they were.
      expect(await t.app.services.projects.get(member.id, ids.project.id)).toEqual(ids.project);
    }
  });

  it("never lists another user's projects", async () => {
    const { project } = await memberProject();
    const mine = (await list(member)).json<Project[]>().map((p) => p.id);
    const theirs = (await list(other)).json<Project[]>().map((p) => p.id);
    expect(mine).toContain(project.id);
    expect(theirs).not.toContain(project.id);
  });
});

describe('projects', () => {
  let maya: TestUser;
  beforeEach(async () => {
    maya = await newUser(t.app, 'maya');
  });

  it('creates a project for the caller: name trimmed, description and links default to empty', async () => {
    const res = await create(maya, { name: '  Worm farm  ' });
    expect(res.statusCode).toBe(201);
    const project = res.json<Project>();
    expect(project).toEqual({
      id: expect.any(Number),
      name: 'Worm farm',
      description: '',
      links: [],
      created_at: expect.any(String),
      tasks: [],
    });
    expect((await get(maya, project.id)).json()).toEqual(project);
  });

  it('requires a name that is not blank (422)', async () => {
    const missing = await create(maya, { description: 'No name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: 'Name is required.' });
    const empty = await create(maya, { name: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'Name must not be empty.' });
    const blank = await create(maya, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Name must not be blank.' });
    const { id } = (await create(maya, { name: 'Kept' })).json<Project>();
    const blankEdit = await update(maya, id, { name: ' \t ' });
    expect(blankEdit.statusCode).toBe(422);
    expect((await get(maya, id)).json<Project>().name).toBe('Kept');
    expect((await list(maya)).json<Project[]>()).toHaveLength(1);
  });

  it('lists my projects newest first, each with its tasks in the order they were added', async () => {
    const first = (await create(maya, { name: 'First' })).json<Project>();
    t.clock.advance(1000);
    const second = (await create(maya, { name: 'Second' })).json<Project>();
    // Made in the same millisecond: the later one still comes first.
    const third = (await create(maya, { name: 'Third' })).json<Project>();
    for (const content of ['one', 'two', 'three']) {
      await addTask(maya, first.id, { content });
      t.clock.advance(10);
    }
    await addTask(maya, first.id, { content: 'four' });
    await addTask(maya, first.id, { content: 'five' });
    const projects = (await list(maya)).json<Project[]>();
    expect(projects.map((p) => p.name)).toEqual(['Third', 'Second', 'First']);
    expect(projects.map((p) => p.id)).toEqual([third.id, second.id, first.id]);
    expect(projects[2]?.tasks.map((task) => task.content)).toEqual([
      'one',
      'two',
      'three',
      'four',
      'five',
    ]);
    expect((await get(maya, first.id)).json<Project>().tasks).toEqual(projects[2]?.tasks);
  });

  it('replaces name, description and links on edit (absent ones become empty)', async () => {
    const { id } = (
      await create(maya, {
        name: 'Food forest',
        description: 'Seven layers.',
        links: ['https://a.example.org', 'http://b.example.org/path?q=1#x'],
      })
    ).json<Project>();
    await addTask(maya, id, { content: 'Plant the apple tree' });
    const res = await update(maya, id, {
      name: ' Front-yard food forest ',
      links: ['https://c.example.org'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Front-yard food forest',
      description: '',
      links: ['https://c.example.org'],
      tasks: [{ content: 'Plant the apple tree', completed: false }],
    });
  });

  it('answers 404 for an unknown project or task', async () => {
    const missing = 2_147_483_647;
    expect((await get(maya, missing)).json()).toEqual({ detail: 'Project not found.' });
    expect((await update(maya, missing, { name: 'x' })).statusCode).toBe(404);
    expect((await addTask(maya, missing, { content: 'x' })).statusCode).toBe(404);
    const task = await updateTask(maya, missing, { completed: true });
    expect(task.statusCode).toBe(404);
    expect(task.json()).toEqual({ detail: 'Task not found.' });
  });
});

describe('links', () => {
  let maya: TestUser;
  beforeAll(async () => {
    maya = await newUser(t.app, 'links');
  });

  const ACCEPTED = [
    'https://seeds.example.org/how-to',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG/Path',
    'http://localhost:3000/x?y=1&z=2#top',
    'https://[2001:db8::1]:8443/',
    'https://example.org:65535/',
    'https://例え.jp/パス',
    `https://example.org/${'a'.repeat(2000)}`,
  ];
  const REFUSED = [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.org',
    'mailto:maya@example.org',
    '/relative/path',
    'relative.html',
    '//evil.example.org',
    'www.example.org',
    'https://',
    'https:///path',
    'https://user:secret@example.org',
    'https://example.org@evil.example.org',
    ' https://example.org',
    'https://example.org ',
    'https://exa mple.org',
    'https://example.org/a b',
    'https://example.org\nhttps://evil.example.org',
    'http://a\\b',
    'https://example.org:65536/',
    'https://example.org:99999999/',
    'https://example.org:/',
  ];

  it.each(ACCEPTED)('accepts %s, stored as given', async (link) => {
    const res = await create(maya, { name: 'Links', links: [link] });
    expect(res.statusCode).toBe(201);
    expect(res.json<Project>().links).toEqual([link]);
    // Every accepted address is one a browser opens as a web page.
    expect(['http:', 'https:']).toContain(new URL(link).protocol);
  });

  it.each(REFUSED)('refuses %j with 422 on create and on edit, changing nothing', async (link) => {
    const created = await create(maya, {
      name: 'Bad link',
      links: ['https://ok.example.org', link],
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({ detail: LINK_SENTENCE });

    const { id } = (
      await create(maya, { name: 'Good links', links: ['https://ok.example.org'] })
    ).json<Project>();
    const edited = await update(maya, id, { name: 'Good links', links: [link] });
    expect(edited.statusCode).toBe(422);
    expect(edited.json()).toEqual({ detail: LINK_SENTENCE });
    expect((await get(maya, id)).json<Project>().links).toEqual(['https://ok.example.org']);
  });

  it('refuses more than 50 links, an empty one and one over 2048 characters', async () => {
    const many = await create(maya, {
      name: 'Many',
      links: Array.from({ length: 51 }, (_, i) => `https://example.org/${i}`),
    });
    expect(many.statusCode).toBe(422);
    expect(many.json()).toEqual({ detail: 'Links must have at most 50 items.' });
    const empty = await create(maya, { name: 'Empty', links: [''] });
    expect(empty.statusCode).toBe(422);
    const long = await create(maya, {
      name: 'Long',
      links: [`https://example.org/${'a'.repeat(2048)}`],
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toEqual({ detail: 'Links item 1 must be at most 2048 characters.' });
  });
});

describe('tasks', () => {
  let maya: TestUser;
  let projectId: number;
  beforeAll(async () => {
    maya = await newUser(t.app, 'tasks');
    projectId = (await create(maya, { name: 'Tasks' })).json<Project>().id;
  });

  it('starts open; its content may be empty', async () => {
    const res = await addTask(maya, projectId, { content: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), content: '', completed: false });
    const missing = await addTask(maya, projectId, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ detail: 'Content is required.' });
  });

  it('toggles completed, and edits the content (also to empty)', async () => {
    const { id } = (await addTask(maya, projectId, { content: 'Label packets' })).json<{
      id: number;
    }>();
    const done = await updateTask(maya, id, { completed: true });
    expect(done.json()).toEqual({ id, content: 'Label packets', completed: true });
    const reopened = await updateTask(maya, id, { completed: false });
    expect(reopened.json()).toEqual({ id, content: 'Label packets', completed: false });
    const renamed = await updateTask(maya, id, { content: '' });
    expect(renamed.json()).toEqual({ id, content: '', completed: false });
    const both = await updateTask(maya, id, { content: 'Print envelopes', completed: true });
    expect(both.json()).toEqual({ id, content: 'Print envelopes', completed: true });
    const project = (await get(maya, projectId)).json<Project>();
    expect(project.tasks).toContainEqual({ id, content: 'Print envelopes', completed: true });
  });

  it('refuses an edit that changes nothing (422)', async () => {
    const { id } = (await addTask(maya, projectId, { content: 'x' })).json<{ id: number }>();
    const res = await updateTask(maya, id, {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'The request body must have at least 1 field.' });
    const wrongType = await updateTask(maya, id, { completed: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({ detail: 'Completed must be true or false.' });
  });
});

describe('delete', () => {
  it("deletes a project with all its tasks (and nobody else's)", async () => {
    const maya = await newUser(t.app, 'cascade');
    const { id } = (await create(maya, { name: 'Doomed' })).json<Project>();
    const taskIds: number[] = [];
    for (const content of ['a', 'b', 'c'])
      taskIds.push((await addTask(maya, id, { content })).json<{ id: number }>().id);
    const kept = await memberProject();

    const res = await as(maya, 'deleteProject', { method: 'DELETE', url: `/api/projects/${id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await get(maya, id)).statusCode).toBe(404);
    const { db } = t.app.services.database;
    expect(await db.select().from(projectTasks).where(eq(projectTasks.projectId, id))).toEqual([]);
    for (const taskId of taskIds) {
      expect((await updateTask(maya, taskId, { completed: true })).statusCode).toBe(404);
    }
    // Deleting twice: the second time it is not found.
    const again = await as(maya, 'deleteProject', {
      method: 'DELETE',
      url: `/api/projects/${id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(await t.app.services.projects.get(member.id, kept.project.id)).toEqual(kept.project);
  });

  it('deletes one task, leaving the others', async () => {
    const maya = await newUser(t.app, 'task-delete');
    const { id } = (await create(maya, { name: 'Tasks' })).json<Project>();
    const first = (await addTask(maya, id, { content: 'first' })).json<{ id: number }>();
    await addTask(maya, id, { content: 'second' });
    const res = await as(maya, 'deleteProjectTask', {
      method: 'DELETE',
      url: `/api/projects/tasks/${first.id}`,
    });
    expect(res.statusCode).toBe(204);
    expect((await get(maya, id)).json<Project>().tasks.map((task) => task.content)).toEqual([
      'second',
    ]);
  });
});
