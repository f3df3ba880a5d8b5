/** Personal projects: each user's own projects with to-do tasks and links. */
import { defineDomain } from '../../platform/domain';
import { projectsOperations } from './operations';
import * as tables from './schema';
import { ProjectsService } from './service';

export const projects = defineDomain({
  name: 'projects',
  tables,
  create({ db, clock }) {
    const service = new ProjectsService(db, clock);
    return { service, operations: projectsOperations(service) };
  },
});

export { PROJECT_TEXTS } from './service';
export type { ProjectsService } from './service';
export type { Project, ProjectInput, ProjectTask } from './views';
