import type { QueryClient } from '@tanstack/react-query';
import { authInvalidations } from '../queries/auth';
import { blogInvalidations } from '../queries/blog';
import { civicInvalidations } from '../queries/civic';
import { communitiesInvalidations } from '../queries/communities';
import { farmgameInvalidations } from '../queries/farmgame';
import { forumInvalidations } from '../queries/forum';
import { gardensInvalidations } from '../queries/gardens';
import { groceryListInvalidations } from '../queries/grocery-list';
import { inboxInvalidations } from '../queries/inbox';
import { journalInvalidations } from '../queries/journal';
import { lyraInvalidations } from '../queries/lyra';
import { mealPlanningInvalidations } from '../queries/meal-planning';
import { notificationsInvalidations } from '../queries/notifications';
import { projectsInvalidations } from '../queries/projects';
import { reportsInvalidations } from '../queries/reports';
import { volunteersInvalidations } from '../queries/volunteers';
import { weDreamInvalidations } from '../queries/we-dream';
import { weLearnInvalidations } from '../queries/we-learn';
import { weekPlanInvalidations } from '../queries/week-plan';
import type { MutationMethod, MutationOperation, QueryKeyPrefix } from './keys';

/**
 * The queries every mutation of the contract makes stale, by domain. The type requires an entry
 * for every mutation, so a new operation in the contract fails the type check until it says what
 * it invalidates (an empty list is an answer).
 */
export const mutationInvalidations = {
  ...authInvalidations,
  ...inboxInvalidations,
  ...notificationsInvalidations,
  ...journalInvalidations,
  ...mealPlanningInvalidations,
  ...weekPlanInvalidations,
  ...groceryListInvalidations,
  ...projectsInvalidations,
  ...blogInvalidations,
  ...communitiesInvalidations,
  ...weDreamInvalidations,
  ...gardensInvalidations,
  ...volunteersInvalidations,
  ...forumInvalidations,
  ...reportsInvalidations,
  ...farmgameInvalidations,
  ...lyraInvalidations,
  ...civicInvalidations,
  ...weLearnInvalidations,
} as const satisfies Record<MutationOperation, readonly QueryKeyPrefix[]>;

/** The query key prefixes a mutation invalidates (none for an unknown one). */
export function invalidatedBy(method: string, path: string): readonly QueryKeyPrefix[] {
  const operation = `${method.toLowerCase()} ${path}`;
  const table: Readonly<Record<string, readonly QueryKeyPrefix[]>> = mutationInvalidations;
  return table[operation] ?? [];
}

/**
 * Invalidates (and so refetches the active) queries a mutation made stale. A read of theirs still
 * on its way may have been answered before the change: it is cancelled first (its state goes back
 * to what it was), or its answer would land after the invalidation and count as fresh. React Query
 * cancels such a read itself only for an active query that has data already; a first read (the
 * profile the session asks for on arrival, say) would otherwise be reused as it is.
 */
export async function invalidateAfter(
  queryClient: QueryClient,
  method: MutationMethod | (string & {}),
  path: string,
): Promise<void> {
  await Promise.all(
    invalidatedBy(method, path).map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey, fetchStatus: 'fetching' });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
