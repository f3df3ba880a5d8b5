import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { ProjectsService } from './service';

/** Every projects operation is the caller's own: `user.id` scopes each call. */
export function projectsOperations(projects: ProjectsService): Operations {
  return defineOperations({
    listProjects: {
      auth: 'required',
      async handler({ user }) {
        return projects.list(user.id);
      },
    },

    createProject: {
      auth: 'required',
      async handler({ user, body }) {
        return answer(201, await projects.create(user.id, body));
      },
    },

    getProject: {
      auth: 'required',
      async handler({ user, params }) {
        return projects.get(user.id, params.id);
      },
    },

    updateProject: {
      auth: 'required',
      async handler({ user, params, body }) {
        return projects.update(user.id, params.id, body);
      },
    },

    deleteProject: {
      auth: 'required',
      async handler({ user, params }) {
        await projects.remove(user.id, params.id);
        return answer(204);
      },
    },

    addProjectTask: {
      auth: 'required',
      async handler({ user, params, body }) {
        return answer(201, await projects.addTask(user.id, params.id, body.content));
      },
    },

    updateProjectTask: {
      auth: 'required',
      async handler({ user, params, body }) {
        return projects.updateTask(user.id, params.taskId, body);
      },
    },

    deleteProjectTask: {
      auth: 'required',
      async handler({ user, params }) {
        await projects.removeTask(user.id, params.taskId);
        return answer(204);
      },
    },
  });
}
