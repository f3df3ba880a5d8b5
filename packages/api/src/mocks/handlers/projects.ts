import { keepAtMostDetail } from '@wegrow/contract/details';
import type { Project, ProjectTask } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { ProjectRow, ProjectTaskRow } from '../rows';
import { ensureRoom, PER_PARENT_MAX, PER_USER_MAX } from '../support/page';
import { mock, notFound } from '../support/route';

const taskView = ({ project_id: _project, ...task }: ProjectTaskRow): ProjectTask => task;

function projectView({ user_id: _owner, ...project }: ProjectRow): Project {
  const tasks = db.projectTasks
    .filter((task) => task.project_id === project.id)
    .sort((a, b) => a.id - b.id)
    .slice(0, PER_PARENT_MAX)
    .map(taskView);
  return { ...project, tasks };
}

/** The `detail`s of the server (apps/server/src/domains/projects). */
export const PROJECT_TEXTS = {
  projectNotFound: 'Project not found.',
  taskNotFound: 'Task not found.',
  tooManyProjects: keepAtMostDetail(PER_USER_MAX, 'projects'),
  tooManyTasks: keepAtMostDetail(PER_PARENT_MAX, 'tasks in a project'),
} as const;

/**
 * The caller's own project. Another user's project is "not found" as an unknown one is (never
 * 403), so ids reveal nothing.
 */
function ownProject(id: number, userId: number): ProjectRow {
  const project = db.projects.find((row) => row.id === id && row.user_id === userId);
  return project ?? notFound(PROJECT_TEXTS.projectNotFound);
}

/** A task of one of the caller's projects (another user's task: 404, as an unknown one). */
function ownTask(id: number, userId: number): ProjectTaskRow {
  const task = db.projectTasks.find((row) => row.id === id);
  const mine = task && db.projects.some((p) => p.id === task.project_id && p.user_id === userId);
  return (mine ? task : undefined) ?? notFound(PROJECT_TEXTS.taskNotFound);
}

export const projectsHandlers = [
  mock.get('/projects', ({ me, response }) => {
    const projects = db.projects
      .filter((row) => row.user_id === me().id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, PER_USER_MAX)
      .map(projectView);
    return response(200).json(projects);
  }),

  mock.post('/projects', ({ me, body, response }) => {
    ensureRoom(
      db.projects.filter((row) => row.user_id === me().id).length,
      1,
      PER_USER_MAX,
      PROJECT_TEXTS.tooManyProjects,
    );
    const project: ProjectRow = {
      id: nextId(db.projects),
      user_id: me().id,
      name: body.name.trim(),
      description: body.description ?? '',
      links: body.links ?? [],
      created_at: new Date().toISOString(),
    };
    db.projects.push(project);
    return response(201).json(projectView(project));
  }),

  mock.get('/projects/{id}', ({ me, params, response }) =>
    response(200).json(projectView(ownProject(params.id, me().id))),
  ),

  mock.put('/projects/{id}', ({ me, params, body, response }) => {
    const project = ownProject(params.id, me().id);
    project.name = body.name.trim();
    project.description = body.description ?? '';
    project.links = body.links ?? [];
    return response(200).json(projectView(project));
  }),

  mock.delete('/projects/{id}', ({ me, params, response }) => {
    ownProject(params.id, me().id);
    removeWhere(db.projectTasks, (task) => task.project_id === params.id);
    removeWhere(db.projects, (row) => row.id === params.id);
    return response(204).empty();
  }),

  mock.post('/projects/{id}/tasks', ({ me, params, body, response }) => {
    ownProject(params.id, me().id);
    ensureRoom(
      db.projectTasks.filter((task) => task.project_id === params.id).length,
      1,
      PER_PARENT_MAX,
      PROJECT_TEXTS.tooManyTasks,
    );
    const task: ProjectTaskRow = {
      id: nextId(db.projectTasks),
      project_id: params.id,
      content: body.content,
      completed: false,
    };
    db.projectTasks.push(task);
    return response(201).json(taskView(task));
  }),

  mock.put('/projects/tasks/{taskId}', ({ me, params, body, response }) => {
    const task = ownTask(params.taskId, me().id);
    if (body.content !== undefined) task.content = body.content;
    if (body.completed !== undefined) task.completed = body.completed;
    return response(200).json(taskView(task));
  }),

  mock.delete('/projects/tasks/{taskId}', ({ me, params, response }) => {
    ownTask(params.taskId, me().id);
    removeWhere(db.projectTasks, (task) => task.id === params.taskId);
    return response(204).empty();
  }),
];
