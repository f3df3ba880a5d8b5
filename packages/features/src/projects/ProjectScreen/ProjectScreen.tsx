import { toApiError, useApi, type ProjectTask } from '@wegrow/api';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Notice,
  Spinner,
  Stack,
  Text,
} from '@wegrow/ui';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { LoginRequired } from '../../shared/LoginRequired/LoginRequired';
import { SignInPrompt } from '../parts/SignInPrompt';
import { draftOf, placeSaveError, projectRequest, type ProjectDraft } from '../rules/draft';
import { isEditMode, withEditMode } from '../rules/editMode';
import { projectIdFrom } from '../rules/projectId';
import { completedTasks, openTasks } from '../rules/tasks';
import { projectsTexts } from '../texts';
import { NewTaskForm } from './NewTaskForm';
import { ProjectEditor } from './ProjectEditor';
import { ProjectLinks } from './ProjectLinks';
import { TaskList } from './TaskList';

const column = { width: '100%', maxWidth: '48rem' } as const;

function BackToProjects() {
  return (
    <ButtonLink to={getHref('projects')} variant="ghost" size="sm" icon="←">
      {projectsTexts.backToProjects}
    </ButtonLink>
  );
}

/** A project that does not exist or is not the user's: said so, with the way back. */
function ProjectNotFound() {
  return (
    <EmptyState
      icon="🧭"
      headingLevel={1}
      title={projectsTexts.notFound}
      description="This project does not exist, or it belongs to someone else."
      action={<BackToProjects />}
    />
  );
}

/**
 * One personal project (`/projects/{id}`, spec 2 §2, §4, §7; issue 15): "Loading..." until it is
 * loaded, Back to Projects, and the Edit Project / Exit Edit Mode toggle, which follows and sets
 * the address's `edit=true`.
 *
 * - Read mode: the name and description, To-Do (open tasks, each ticked to complete or deleted),
 *   the new-task field with Add Task, Completed (struck through; unticking opens a task again),
 *   and the Links, each opening in a new tab.
 * - Edit mode: Name, Description, the links (add, remove per row), Save Project and Cancel; a
 *   refused link shows the server's sentence under its row.
 *
 * A project that does not exist or belongs to someone else (the server answers 404 alike) shows
 * "Project not found" with Back to Projects. A visitor sees the Login Required words; a session
 * the server refused gets the Login Required modal.
 */
export function ProjectScreen() {
  const api = useApi();
  const { id: segment } = useParams();
  const projectId = projectIdFrom(segment);
  const [search, setSearch] = useSearchParams();
  const editing = isEditMode(search);
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;

  const project = api.useQuery(
    'get',
    '/projects/{id}',
    { params: { path: { id: projectId ?? 0 } } },
    { enabled: signedIn && projectId !== null },
  );
  const update = api.useMutation('put', '/projects/{id}');
  const addTask = api.useMutation('post', '/projects/{id}/tasks');
  const updateTask = api.useMutation('put', '/projects/tasks/{taskId}');
  const deleteTask = api.useMutation('delete', '/projects/tasks/{taskId}');

  const [taskError, setTaskError] = useState<string | null>(null);
  const [sessionRefused, setSessionRefused] = useState(false);
  const [refusalSeen, setRefusalSeen] = useState(false);
  // The focus follows a ticked task to its new list, or goes to the list's heading after a delete.
  const checkboxes = useRef(new Map<number, HTMLButtonElement>());
  const toDoHeading = useRef<HTMLHeadingElement>(null);
  const completedHeading = useRef<HTMLHeadingElement>(null);
  const [focusTask, setFocusTask] = useState<number | null>(null);

  const tasks = project.data?.tasks;
  useEffect(() => {
    if (focusTask === null) return;
    const box = checkboxes.current.get(focusTask);
    if (box && !box.disabled) {
      box.focus();
      setFocusTask(null);
    }
  }, [focusTask, tasks]);

  const loadRefused = signedIn && project.isError && toApiError(project.error).status === 401;
  const refused = loadRefused || sessionRefused;

  function setEditing(on: boolean) {
    setSearch((current) => withEditMode(current, on), { replace: true });
  }

  /** A refused call: the Login Required modal when the session is gone, else the reason. */
  function report(error: unknown) {
    const refusal = toApiError(error);
    if (refusal.status === 401) setSessionRefused(true);
    else setTaskError(refusal.detail);
  }

  async function saveProject(draft: ProjectDraft) {
    if (projectId === null) return null;
    try {
      await update.mutateAsync({
        params: { path: { id: projectId } },
        body: projectRequest(draft),
      });
      setEditing(false);
      return null;
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.status === 401) {
        setSessionRefused(true);
        return null;
      }
      return placeSaveError(draft, refusal);
    }
  }

  async function add(content: string) {
    if (projectId === null) return;
    setTaskError(null);
    try {
      await addTask.mutateAsync({ params: { path: { id: projectId } }, body: { content } });
    } catch (error) {
      report(error);
      throw error;
    }
  }

  function toggle(task: ProjectTask) {
    setTaskError(null);
    updateTask.mutate(
      { params: { path: { taskId: task.id } }, body: { completed: !task.completed } },
      { onSuccess: () => setFocusTask(task.id), onError: report },
    );
  }

  function remove(task: ProjectTask) {
    setTaskError(null);
    const heading = task.completed ? completedHeading : toDoHeading;
    deleteTask.mutate(
      { params: { path: { taskId: task.id } } },
      { onSuccess: () => heading.current?.focus(), onError: report },
    );
  }

  const busyTaskId = updateTask.isPending
    ? (updateTask.variables?.params.path.taskId ?? null)
    : deleteTask.isPending
      ? (deleteTask.variables?.params.path.taskId ?? null)
      : null;
  const checkboxRef = (taskId: number, element: HTMLButtonElement | null) => {
    if (element) checkboxes.current.set(taskId, element);
    else checkboxes.current.delete(taskId);
  };

  const loginModal =
    refused && !refusalSeen ? (
      <LoginRequired
        message={projectsTexts.loginRequired}
        onContinue={() => setRefusalSeen(true)}
      />
    ) : null;

  if (!signedIn || loadRefused) {
    return (
      <Stack gap="6" style={column} align="start">
        <BackToProjects />
        <Heading level={1}>{projectsTexts.project}</Heading>
        <div style={{ alignSelf: 'stretch' }}>
          <SignInPrompt />
        </div>
        {loginModal}
      </Stack>
    );
  }

  if (projectId === null) {
    return (
      <Stack align="stretch" gap="6" style={column}>
        <ProjectNotFound />
      </Stack>
    );
  }

  const data = project.data;
  if (data === undefined) {
    return (
      <Stack gap="6" style={column} align="start">
        <BackToProjects />
        {project.isError ? (
          toApiError(project.error).status === 404 ? (
            <ProjectNotFound />
          ) : (
            <div style={{ alignSelf: 'stretch' }}>
              <ErrorState
                title="We could not load this project."
                message={toApiError(project.error).detail}
                onRetry={() => void project.refetch()}
                retrying={project.isFetching}
              />
            </div>
          )
        ) : (
          <Stack align="center" style={{ paddingBlock: '3rem', alignSelf: 'stretch' }}>
            <Spinner size="lg" label={projectsTexts.loading} showLabel />
          </Stack>
        )}
      </Stack>
    );
  }

  const description = data.description.trim();
  return (
    <Stack align="stretch" gap="6" style={column}>
      <Inline justify="between" gap="3">
        <BackToProjects />
        <Button variant="secondary" size="sm" onClick={() => setEditing(!editing)}>
          {editing ? projectsTexts.exitEditMode : projectsTexts.editProject}
        </Button>
      </Inline>

      <Stack align="stretch" gap="2">
        <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
          {data.name}
        </Heading>
        {editing ? null : (
          <Text tone={description ? 'primary' : 'secondary'} style={{ whiteSpace: 'pre-line' }}>
            {description || projectsTexts.noDescription}
          </Text>
        )}
      </Stack>

      {editing ? (
        <ProjectEditor
          // A fresh form from the saved project each time edit mode opens (a refetch while editing
          // keeps what is typed).
          key={data.id}
          saved={draftOf(data)}
          onSave={saveProject}
          onCancel={() => setEditing(false)}
          saving={update.isPending}
        />
      ) : (
        <>
          {taskError !== null ? (
            <Notice
              tone="error"
              title="Could not change the tasks."
              onDismiss={() => setTaskError(null)}
            >
              {taskError}
            </Notice>
          ) : null}
          <TaskList
            title={projectsTexts.toDo}
            emptyText="Nothing to do yet. Add a task below."
            tasks={openTasks(data.tasks)}
            busyTaskId={busyTaskId}
            onToggle={toggle}
            onDelete={remove}
            checkboxRef={checkboxRef}
            headingRef={toDoHeading}
          >
            <NewTaskForm onAdd={add} adding={addTask.isPending} />
          </TaskList>
          <TaskList
            title={projectsTexts.completed}
            emptyText="No completed tasks yet."
            tasks={completedTasks(data.tasks)}
            struck
            busyTaskId={busyTaskId}
            onToggle={toggle}
            onDelete={remove}
            checkboxRef={checkboxRef}
            headingRef={completedHeading}
          />
          <ProjectLinks links={data.links} />
        </>
      )}
      {loginModal}
    </Stack>
  );
}
