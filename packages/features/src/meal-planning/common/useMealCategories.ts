import { useApi } from '@wegrow/api';

/**
 * The signed-in user's food and recipe categories (`GET /meal-planning/categories`); not asked
 * for a visitor, who has none (spec 1 §6).
 */
export function useMealCategories(signedIn: boolean) {
  const api = useApi();
  return api.useQuery('get', '/meal-planning/categories', undefined, { enabled: signedIn });
}
