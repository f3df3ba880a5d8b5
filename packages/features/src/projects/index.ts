/**
 * The projects domain: each signed-in user's personal projects with their tasks and links
 * (`/projects`, `/projects/{id}`; spec 2 §2–§8), the screens, their parts and the pure rules they
 * follow.
 */
export { ProjectsScreen } from './ProjectsScreen/ProjectsScreen';
export { ProjectScreen } from './ProjectScreen/ProjectScreen';
export { projectsHeading, projectsTexts } from './texts';
export { projectSorts, sortProjects, type ProjectSort } from './rules/projectOrder';
export { completedTasks, openTasks, taskLabel } from './rules/tasks';
export {
  addLinkRow,
  changeLinkRow,
  isWebAddress,
  linkRowsOf,
  linksToSave,
  refusedLinkRows,
  removeLinkRow,
  type LinkRow,
} from './rules/links';
export { isEditMode, withEditMode } from './rules/editMode';
