import type { Category, CategoryList, CategoryType } from '@wegrow/api';

/** The name as the server will keep it: trimmed, inner runs of white space made one. */
export function tidyName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/** Why a new category cannot be added, before asking the server (spec 1 §5). */
export type CategoryProblem = 'blank' | 'exists';

/**
 * The client's check of a new category: a name blank after trimming, or one that a category of
 * the same type already has, ignoring case (the server answers 409 for it too). The same name may
 * be a food and a recipe category.
 */
export function categoryProblem(
  name: string,
  type: CategoryType,
  categories: CategoryList | undefined,
): CategoryProblem | null {
  const wanted = tidyName(name).toLowerCase();
  if (wanted === '') return 'blank';
  const sameType = categoriesOfType(categories, type);
  return sameType.some((category) => tidyName(category.name).toLowerCase() === wanted)
    ? 'exists'
    : null;
}

/** The categories of one type (`food` or `recipe`). */
export function categoriesOfType(
  categories: CategoryList | undefined,
  type: CategoryType,
): Category[] {
  if (!categories) return [];
  return type === 'food' ? categories.food : categories.recipes;
}

/** The two category types, as the type select offers them. */
export const categoryTypeOptions: readonly { value: CategoryType; label: string }[] = [
  { value: 'food', label: 'Food' },
  { value: 'recipe', label: 'Recipe' },
];

/** Whether a select's value is a category type. */
export function isCategoryType(value: string): value is CategoryType {
  return value === 'food' || value === 'recipe';
}
