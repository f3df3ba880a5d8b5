import type { Recipe } from '@wegrow/api';

/** A recipe chosen for the grocery list, and how many times (spec 1 §2: a count, min 0). */
export interface Selected {
  name: string;
  count: number;
}

/**
 * The per-recipe counts, by recipe id. They outlive the category filter (a recipe chosen under
 * Breakfast stays chosen under Dinner), so each keeps the recipe's name to say what is selected.
 */
export type RecipeCounts = Readonly<Record<number, Selected>>;

/** The counts with one recipe's count set: a whole number, at least 0; 0 drops it. */
export function withCount(
  counts: RecipeCounts,
  recipe: Pick<Recipe, 'id' | 'name'>,
  count: number,
): RecipeCounts {
  const whole = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  const { [recipe.id]: _old, ...rest } = counts;
  return whole === 0 ? rest : { ...rest, [recipe.id]: { name: recipe.name, count: whole } };
}

/** The count of a recipe (0 when not selected). */
export function countOf(counts: RecipeCounts, id: number): number {
  return counts[id]?.count ?? 0;
}

/** The counts without a recipe (deleted). */
export function withoutRecipe(counts: RecipeCounts, id: number): RecipeCounts {
  const { [id]: _gone, ...rest } = counts;
  return rest;
}

/** The counts by id, as `recipeSelection` of @wegrow/api turns them into repeated ids. */
export function countsById(counts: RecipeCounts): Record<number, number> {
  return Object.fromEntries(Object.entries(counts).map(([id, { count }]) => [id, count]));
}

/** What is selected, by name (A–Z), to say it beside the button. */
export function selectionSummary(counts: RecipeCounts): Selected[] {
  return Object.values(counts).sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/** The selection in words: 'Overnight oats × 2, Lentil salad × 1'. */
export function selectionText(selection: readonly Selected[]): string {
  return selection.map(({ name, count }) => `${name} × ${count}`).join(', ');
}
