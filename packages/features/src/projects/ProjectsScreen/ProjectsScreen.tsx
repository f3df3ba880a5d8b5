import { toApiError, useApi, type Project } from '@wegrow/api';
import {
  Accordion,
  AccordionItem,
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  Inline,
  Notice,
  Select,
  Stack,
  Text,
} from '@wegrow/ui';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { LoginRequired } from '../../shared/LoginRequired/LoginRequired';
import { QueryState } from '../../shared/QueryState/QueryState';
import { SignInPrompt } from '../parts/SignInPrompt';
import { placeSaveError, projectRequest, type ProjectDraft } from '../rules/draft';
import { projectSortOf, projectSorts, sortProjects, type ProjectSort } from '../rules/projectOrder';
import { projectsHeading, projectsTexts } from '../texts';
import { NewProjectForm } from './NewProjectForm';
import { ProjectsHeader } from './ProjectsHeader';
import { ProjectSummary } from './ProjectSummary';

const column = { width: '100%', maxWidth: '48rem' } as const;

/** The page's one dialog at a time. */
type ProjectsModal = 'none' | 'create' | 'delete' | 'loginRequired';

/**
 * The personal projects page (`/projects`, spec 2 §2, §6–§8; issue 15): the header ("{username}'s
 * Projects" with a welcome line and the profile picture, or "Your Projects"), the sort select
 * ("Sort A–Z" / "Sort by Newest"), New Project (name, description, links; then the new project's
 * page), and the projects as collapsible rows (description, open tasks, View Full Project, Edit,
 * Delete with its confirmation).
 *
 * A visitor sees the page with the Login Required words where the projects would be, and the Login
 * Required modal ('You must be logged in to view or manage your projects.') on New Project; a
 * signed-in user whose list is refused (401) gets the modal at once. The page's heading stays in
 * reach of screen readers either way (docs/architecture.md).
 */
export function ProjectsScreen() {
  const api = useApi();
  const navigate = useNavigate();
  const { isLoggedIn, userId, userProfile } = useSession();
  const signedIn = isLoggedIn && userId !== null;

  const projects = api.useQuery('get', '/projects', undefined, { enabled: signedIn });
  const create = api.useMutation('post', '/projects');
  const remove = api.useMutation('delete', '/projects/{id}');

  const [sort, setSort] = useState<ProjectSort>('name');
  const sorted = useMemo(
    () => (projects.data === undefined ? undefined : sortProjects(projects.data, sort)),
    [projects.data, sort],
  );
  const [modal, setModal] = useState<ProjectsModal>('none');
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Continue Browsing after a refused list: the page stays, with the sign-in words.
  const [refusalSeen, setRefusalSeen] = useState(false);
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const listRefused = signedIn && projects.isError && toApiError(projects.error).status === 401;
  const username = signedIn ? (userProfile?.username ?? null) : null;
  const picture = signedIn ? (userProfile?.profile_pic ?? null) : null;

  function openModal(next: ProjectsModal) {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setModal(next);
  }
  const closeModal = () => setModal('none');
  /** Back where the focus was, or to the heading when that is gone (a deleted row). */
  const focusOnClose = (event: Event) => {
    event.preventDefault();
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
    else heading.current?.focus();
  };

  function newProject() {
    openModal(signedIn ? 'create' : 'loginRequired');
  }

  async function createProject(draft: ProjectDraft) {
    try {
      const project = await create.mutateAsync({ body: projectRequest(draft) });
      void navigate(getHref('project', { id: project.id }));
      return null;
    } catch (error) {
      const refusal = toApiError(error);
      if (refusal.status === 401) {
        setModal('loginRequired');
        return null;
      }
      return placeSaveError(draft, refusal);
    }
  }

  function askDelete(project: Project) {
    setToDelete(project);
    setDeleteError(null);
    openModal('delete');
  }

  async function deleteProject() {
    if (!toDelete) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ params: { path: { id: toDelete.id } } });
    } catch (error) {
      setDeleteError(toApiError(error).detail);
      throw error;
    }
  }

  return (
    <Stack align="stretch" gap="6" style={column}>
      <ProjectsHeader
        heading={signedIn ? projectsHeading(username) : projectsTexts.yourProjects}
        welcome={
          signedIn
            ? `Welcome back${username ? `, ${username}` : ''}! Here is everything you are building.`
            : 'Keep your personal projects, their to-dos and links in one place.'
        }
        picture={picture ? { name: username ?? 'You', src: picture } : null}
        headingRef={heading}
      />

      <Inline justify="between" align="end" gap="3">
        {signedIn && !listRefused ? (
          <Select
            label="Sort projects"
            options={projectSorts}
            value={sort}
            onChange={(event) => setSort(projectSortOf(event.target.value))}
            size="sm"
          />
        ) : (
          <span />
        )}
        <Button icon="+" onClick={newProject}>
          {projectsTexts.newProject}
        </Button>
      </Inline>

      {!signedIn || listRefused ? (
        <SignInPrompt />
      ) : (
        <QueryState
          query={projects}
          loading={projectsTexts.loading}
          error="We could not load your projects."
          empty={{
            when: (list) => list.length === 0,
            icon: '🌱',
            title: projectsTexts.empty,
            description: 'Give it a name, a few words and the links you need; add tasks next.',
          }}
        >
          {() => (
            <Accordion type="multiple" aria-label="Projects">
              {(sorted ?? []).map((project) => (
                <AccordionItem
                  key={project.id}
                  value={String(project.id)}
                  title={project.name}
                  headingLevel={2}
                >
                  <ProjectSummary project={project} onDelete={() => askDelete(project)} />
                </AccordionItem>
              ))}
            </Accordion>
          )}
        </QueryState>
      )}

      <Dialog
        open={modal === 'create'}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        title={projectsTexts.newProject}
        description="A name is all it needs; add a description and links if you like."
        onCloseAutoFocus={focusOnClose}
        footer={
          <>
            <DialogClose>
              <Button variant="ghost">{projectsTexts.cancel}</Button>
            </DialogClose>
            <Button type="submit" form={formId} loading={create.isPending}>
              {projectsTexts.createProject}
            </Button>
          </>
        }
      >
        <NewProjectForm id={formId} onCreate={createProject} creating={create.isPending} />
      </Dialog>

      <ConfirmDialog
        open={modal === 'delete'}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        title="Delete Project"
        message={projectsTexts.deleteQuestion}
        confirmLabel={projectsTexts.delete}
        cancelLabel={projectsTexts.cancel}
        onConfirm={deleteProject}
        onCloseAutoFocus={focusOnClose}
      >
        <Stack align="stretch" gap="3">
          {toDelete ? <Text weight="bold">“{toDelete.name}”</Text> : null}
          {deleteError !== null ? (
            <Notice tone="error" title={projectsTexts.deleteFailed}>
              {deleteError}
            </Notice>
          ) : null}
        </Stack>
      </ConfirmDialog>

      {modal === 'loginRequired' || (listRefused && !refusalSeen) ? (
        <LoginRequired
          message={projectsTexts.loginRequired}
          onContinue={() => {
            closeModal();
            setRefusalSeen(true);
            // After the modal has gone: back to the top of the page.
            setTimeout(() => heading.current?.focus());
          }}
        />
      ) : null}
    </Stack>
  );
}
