import { queryKeyOf, type Invalidations } from '../query/keys';

export const projectsKey = queryKeyOf('/projects');
export const projectKey = queryKeyOf('/projects/{id}');

/** Projects are listed with their tasks, so every change touches the list and the project. */
const projectAndList = [projectsKey, projectKey] as const;

export const projectsInvalidations = {
  'post /projects': [projectsKey],
  'put /projects/{id}': projectAndList,
  'delete /projects/{id}': projectAndList,
  'post /projects/{id}/tasks': projectAndList,
  'put /projects/tasks/{taskId}': projectAndList,
  'delete /projects/tasks/{taskId}': projectAndList,
} as const satisfies Invalidations;
