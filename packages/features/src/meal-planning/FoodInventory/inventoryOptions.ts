import type { Category, InventoryFilter, InventorySort } from '@wegrow/api';
import { mealTexts } from '../common/mealTexts';

/** A choice of a select: its value (a string, as the DOM keeps it) and its text. */
export interface Choice {
  value: string;
  label: string;
}

/** The category filter's choices (spec 1 §2): No Category, All, then each food category. */
export function filterChoices(foodCategories: readonly Category[]): Choice[] {
  return [
    { value: 'none', label: mealTexts.noCategory },
    { value: 'all', label: mealTexts.all },
    ...foodCategories.map((category) => ({ value: String(category.id), label: category.name })),
  ];
}

/** The filter a select value stands for; an unknown category falls back to All. */
export function filterOf(value: string, foodCategories: readonly Category[]): InventoryFilter {
  if (value === 'none' || value === 'all') return value;
  const id = Number(value);
  return foodCategories.some((category) => category.id === id) ? id : 'all';
}

/** The sort select's choices (spec 1 §9: name, category, need). */
export const sortChoices: readonly (Choice & { value: InventorySort })[] = [
  { value: 'name', label: 'Name' },
  { value: 'category', label: 'Category' },
  { value: 'need', label: 'Need' },
];

export function isInventorySort(value: string): value is InventorySort {
  return sortChoices.some((choice) => choice.value === value);
}

/** The names of an item's categories, in the order the categories are listed. */
export function categoryNames(
  ids: readonly string[],
  foodCategories: readonly Category[],
): string[] {
  return foodCategories
    .filter((category) => ids.includes(String(category.id)))
    .map((category) => category.name);
}
