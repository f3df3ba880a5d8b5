import type { components } from '@wegrow/api/schema';
import type { ProjectRow, ProjectTaskRow } from './schema';

/** A project as the API shows it, with its tasks (contract schema `Project`). */
export type Project = components['schemas']['Project'];
/** A task of a project (contract schema `ProjectTask`). */
export type ProjectTask = components['schemas']['ProjectTask'];
/** What a create or an edit sends (contract schema `ProjectInput`). */
export type ProjectInput = components['schemas']['ProjectInput'];
/** What a task edit sends (contract schema `ProjectTaskUpdate`). */
export type ProjectTaskUpdate = components['schemas']['ProjectTaskUpdate'];

export function toProjectTask(row: ProjectTaskRow): ProjectTask {
  return { id: row.id, content: row.content, completed: row.completed };
}

/** The project with its tasks (already in their order: oldest first). */
export function toProject(row: ProjectRow, tasks: readonly ProjectTaskRow[]): Project {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    links: [...row.links],
    created_at: row.createdAt.toISOString(),
    tasks: tasks.map(toProjectTask),
  };
}
