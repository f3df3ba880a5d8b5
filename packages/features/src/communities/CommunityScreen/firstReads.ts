import { useQueries } from '@tanstack/react-query';
import { useApi, type CommunityRole, type CommunitySection } from '@wegrow/api';
import { startTransition, useEffect, useState } from 'react';
import { communityControls } from '../rules';

/** The reads a member's sections make when they first render, each `GET` with the community's id. */
export type FirstRead =
  | '/communities/{id}/projects'
  | '/communities/{id}/chat'
  | '/communities/{id}/resources'
  | '/communities/{id}/events'
  | '/communities/{id}/calendar-link'
  | '/communities/{id}/full-members'
  | '/communities/{id}/join-requests'
  | '/communities/{id}/invite';

/**
 * The reads sections need before they can draw their content (issue 34): the page starts them
 * together as soon as the community has answered and shows its one loading state until they have
 * answered, so the section the page opens at (issue 44: one at a time) appears whole instead of
 * piece by piece, each piece pushing the page down. The section then finds the answers in the
 * cache (same keys: the same `GET`s with `{ params: { path: { id } } }`).
 */
export function firstReads(
  sections: readonly CommunitySection[],
  role: CommunityRole,
): readonly FirstRead[] {
  const controls = communityControls(role);
  return sections.flatMap((section): FirstRead[] => {
    switch (section) {
      case 'goals':
        return ['/communities/{id}/projects'];
      case 'chat':
        return ['/communities/{id}/chat'];
      case 'resources':
        return ['/communities/{id}/resources'];
      case 'events':
        return ['/communities/{id}/events', '/communities/{id}/calendar-link'];
      case 'members':
        return controls.manageMembers
          ? ['/communities/{id}/full-members', '/communities/{id}/join-requests']
          : ['/communities/{id}/full-members'];
      case 'admin':
        return controls.arrangeLayout ? ['/communities/{id}/invite'] : [];
      default:
        return [];
    }
  });
}

/**
 * How long the page waits at most for the sections' first reads, ms: a slow read then shows its
 * own section's loading state rather than holding the whole page.
 */
export const FIRST_READS_WAIT_MS = 2_000;

/**
 * Starts `reads` for community `id` at once and says when the page may show its sections: every
 * read has answered (data or an error) or is not running (offline, paused), or
 * `FIRST_READS_WAIT_MS` have passed. The sections are then rendered in a transition, so React
 * draws them in slices instead of one long task. Once true it stays true: a section shown later
 * (the Component Manager) or a refetch never brings the loading state back.
 */
export function useFirstReads(id: number, reads: readonly FirstRead[]): boolean {
  const api = useApi();
  const init = { params: { path: { id } } };
  const settled = useQueries({
    queries: reads.map((path) => api.queryOptions('get', path, init)),
    combine: (results) =>
      results.every((result) => !(result.isPending && result.fetchStatus === 'fetching')),
  });
  // Already in the cache (a page seen a moment ago): at once.
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    if (settled) {
      show();
      return;
    }
    const timer = setTimeout(show, FIRST_READS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, settled]);
  return ready;
}
