import { Button, Inline, Notice, Stack } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { ProjectFields } from '../parts/ProjectFields';
import { nameProblem, type ProjectDraft, type SaveProblems } from '../rules/draft';
import { projectsTexts } from '../texts';

export interface ProjectEditorProps {
  /** The project as saved, the form's start. */
  saved: ProjectDraft;
  /** Saves a draft that has a name; resolves with where the refusal goes, or null when saved. */
  onSave: (draft: ProjectDraft) => Promise<SaveProblems | null>;
  /** Leaves edit mode without saving. */
  onCancel: () => void;
  /** A save is on its way. @default false */
  saving?: boolean;
}

/**
 * The project page's edit mode (spec 2 §2): Name, Description, the editable list of links, Save
 * Project and Cancel. A refused link shows the server's sentence under its own row.
 */
export function ProjectEditor({ saved, onSave, onCancel, saving = false }: ProjectEditorProps) {
  const [draft, setDraft] = useState(saved);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problem = nameProblem(draft);
    setNameError(problem);
    if (problem) {
      nameRef.current?.focus();
      return;
    }
    setProblems(null);
    setProblems(await onSave(draft));
  }

  return (
    <form
      aria-label={projectsTexts.editProject}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack align="stretch" gap="5">
        <ProjectFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            if (nameError && !nameProblem(next)) setNameError(null);
          }}
          nameError={nameError}
          linkErrors={problems?.rows ?? {}}
          nameRef={nameRef}
          disabled={saving}
        />
        {problems?.form ? (
          <Notice tone="error" title="Could not save the project.">
            {problems.form}
          </Notice>
        ) : null}
        <Inline gap="2">
          <Button type="submit" loading={saving}>
            {projectsTexts.saveProject}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {projectsTexts.cancel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
