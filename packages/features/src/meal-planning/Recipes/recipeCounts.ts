import type { Recipe } from '@wegrow/api';

/** How many times each recipe goes onto the grocery list, by recipe id (spec 1 §2: min 0). */
export type RecipeCounts = Readonly<Record<number, number>>;

/** The counts with one recipe's count set: a whole number, at least 0; 0 drops it. */
export function withCount(counts: RecipeCounts, id: number, count: number): RecipeCounts {
  const whole = Math.max(0, Math.floor(Number.isFinite(count) ? count : 0));
  const { [id]: _old, ...rest } = counts;
  return whole === 0 ? rest : { ...rest, [id]: whole };
}

/** The count of a recipe (0 when not selected). */
export function countOf(counts: RecipeCounts, id: number): number {
  return counts[id] ?? 0;
}

/** The counts of the recipes that still exist (a deleted recipe leaves the selection). */
export function keepCounts(counts: RecipeCounts, ids: readonly number[]): RecipeCounts {
  const known = new Set(ids);
  return Object.fromEntries(
    Object.entries(counts).filter(([id]) => known.has(Number(id))),
  ) as RecipeCounts;
}

/** What is selected, to say it beside the button: each recipe's name and count, in list order. */
export function selectionSummary(
  counts: RecipeCounts,
  recipes: readonly Recipe[],
): { name: string; count: number }[] {
  return recipes
    .filter((recipe) => countOf(counts, recipe.id) > 0)
    .map((recipe) => ({ name: recipe.name, count: countOf(counts, recipe.id) }));
}

/** The selection in words: 'Overnight oats × 2, Lentil salad × 1'. */
export function selectionText(selection: readonly { name: string; count: number }[]): string {
  return selection.map(({ name, count }) => `${name} × ${count}`).join(', ');
}
