import type { Project } from '@wegrow/api';
import { projectsTexts } from '../texts';

/** How the project list is sorted (spec 2 §2): by name, A to Z, or by creation, newest first. */
export type ProjectSort = 'name' | 'newest';

/** The sort select's choices, in the spec's order and words. */
export const projectSorts: readonly { value: ProjectSort; label: string }[] = [
  { value: 'name', label: projectsTexts.sortAZ },
  { value: 'newest', label: projectsTexts.sortNewest },
];

/** The sort a select's value names, or the default (A–Z, the first choice) for anything else. */
export function projectSortOf(value: string): ProjectSort {
  return value === 'newest' ? 'newest' : 'name';
}

type Sortable = Pick<Project, 'id' | 'name' | 'created_at'>;

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Creation time in ms; an unreadable time sorts as the oldest. */
function createdAt(project: Sortable): number {
  const time = Date.parse(project.created_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function newestFirst(a: Sortable, b: Sortable): number {
  return createdAt(b) - createdAt(a) || b.id - a.id;
}

/**
 * The projects in the chosen order, as a new list: 'name' is alphabetical, ignoring case and
 * accents, numbers in their numeric order ("Bed 2" before "Bed 10"), then newest first among equal
 * names; 'newest' is by `created_at`, newest first, then the higher id.
 */
export function sortProjects<T extends Sortable>(projects: readonly T[], sort: ProjectSort): T[] {
  const compare =
    sort === 'name'
      ? (a: T, b: T) => byName.compare(a.name, b.name) || newestFirst(a, b)
      : newestFirst;
  return [...projects].sort(compare);
}
