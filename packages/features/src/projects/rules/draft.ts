import type { Project, ProjectInput } from '@wegrow/api';
import { projectsTexts } from '../texts';
import { linkRowsOf, linksToSave, refusedLinkRows, type LinkRow } from './links';

/** A project as typed in the create or edit form: name, description and the rows of links. */
export interface ProjectDraft {
  readonly name: string;
  readonly description: string;
  readonly links: readonly LinkRow[];
}

/** The create form's start: nothing typed, no link rows. */
export const emptyProjectDraft: ProjectDraft = { name: '', description: '', links: [] };

/** The edit form's start: the project as saved. */
export function draftOf(project: Pick<Project, 'name' | 'description' | 'links'>): ProjectDraft {
  return {
    name: project.name,
    description: project.description,
    links: linkRowsOf(project.links),
  };
}

/** The body of `POST /projects` and `PUT /projects/{id}`: trimmed, empty link rows left out. */
export function projectRequest(draft: ProjectDraft): ProjectInput {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    links: linksToSave(draft.links),
  };
}

/** Why the draft cannot be sent as it is ("Name is required."), or null. */
export function nameProblem(draft: ProjectDraft): string | null {
  return draft.name.trim() === '' ? projectsTexts.nameRequired : null;
}

/** Where a refused save's reason goes: on the form, or on the link rows it is about. */
export interface SaveProblems {
  /** The reason shown under the form's error title, or null when it sits on rows. */
  readonly form: string | null;
  /** The reason per link row key. */
  readonly rows: Readonly<Record<number, string>>;
}

export const noSaveProblems: SaveProblems = { form: null, rows: {} };

/**
 * Places the server's refusal of a save: a 422 about the links ("Each link must be a full web
 * address starting with http:// or https://.") goes on each row that is not a web address, in the
 * server's words; anything else — or a links refusal no row explains, like too many links — goes
 * on the form.
 */
export function placeSaveError(
  draft: ProjectDraft,
  error: { status: number; detail: string },
): SaveProblems {
  if (error.status === 422 && /\blinks?\b/i.test(error.detail)) {
    const keys = refusedLinkRows(draft.links);
    if (keys.length > 0) {
      return { form: null, rows: Object.fromEntries(keys.map((key) => [key, error.detail])) };
    }
  }
  return { form: error.detail, rows: {} };
}
