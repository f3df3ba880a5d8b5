import { Notice, Stack } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { ProjectFields } from '../parts/ProjectFields';
import {
  emptyProjectDraft,
  nameProblem,
  type ProjectDraft,
  type SaveProblems,
} from '../rules/draft';
import { projectsTexts } from '../texts';

export interface NewProjectFormProps {
  /** The form's id (the dialog's Create Project button submits it from the footer). */
  id: string;
  /**
   * Called with a draft that has a name; resolves with where the server's refusal goes, or null
   * when the project was created.
   */
  onCreate: (draft: ProjectDraft) => Promise<SaveProblems | null>;
  /** A create is on its way. @default false */
  creating?: boolean;
}

/**
 * The create form (spec 2 §2: name, description, links). A blank name is not sent: it says
 * "Name is required." and takes the focus. A refusal shows "Failed to create project." with the
 * server's reason, on the link rows it is about when it is about links.
 */
export function NewProjectForm({ id, onCreate, creating = false }: NewProjectFormProps) {
  const [draft, setDraft] = useState<ProjectDraft>(emptyProjectDraft);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    const problem = nameProblem(draft);
    setNameError(problem);
    if (problem) {
      nameRef.current?.focus();
      return;
    }
    setProblems(null);
    setProblems(await onCreate(draft));
  }

  return (
    <form id={id} aria-label={projectsTexts.newProject} onSubmit={(e) => void submit(e)} noValidate>
      <Stack align="stretch" gap="4">
        <ProjectFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            if (nameError && !nameProblem(next)) setNameError(null);
          }}
          nameError={nameError}
          linkErrors={problems?.rows ?? {}}
          nameRef={nameRef}
          disabled={creating}
        />
        {problems ? (
          <Notice tone="error" title={projectsTexts.createFailed}>
            {problems.form ?? undefined}
          </Notice>
        ) : null}
      </Stack>
    </form>
  );
}
