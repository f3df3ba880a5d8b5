/** The personal projects' words (spec 2 §2, §5, §8), kept exactly: tests and stories look for them. */
export const projectsTexts = {
  /** The heading when the user has no username (or is a visitor). */
  yourProjects: 'Your Projects',
  sortAZ: 'Sort A–Z',
  sortNewest: 'Sort by Newest',
  noDescription: 'No description',
  untitledTask: '(Untitled Task)',
  viewFullProject: 'View Full Project',
  edit: 'Edit',
  delete: 'Delete',
  deleteQuestion: 'Are you sure you want to delete this project?',
  deleteFailed: 'Failed to delete project.',
  empty: 'No projects yet. Start building something great.',
  createFailed: 'Failed to create project.',
  loginRequired: 'You must be logged in to view or manage your projects.',
  loading: 'Loading...',
  backToProjects: 'Back to Projects',
  editProject: 'Edit Project',
  exitEditMode: 'Exit Edit Mode',
  toDo: 'To-Do',
  addTask: 'Add Task',
  completed: 'Completed',
  links: 'Links',
  saveProject: 'Save Project',
  cancel: 'Cancel',
  // Beyond the spec's words: the screens' own.
  newProject: 'New Project',
  createProject: 'Create Project',
  /** The project page's heading for a visitor (the route table's heading). */
  project: 'Project',
  notFound: 'Project not found',
  nameRequired: 'Name is required.',
} as const;

/** "{username}'s Projects", or "Your Projects" without a username (spec 2 §2). */
export function projectsHeading(username: string | null | undefined): string {
  const name = username?.trim();
  return name ? `${name}'s Projects` : projectsTexts.yourProjects;
}
