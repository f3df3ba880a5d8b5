import { queryKeyOf, type Invalidations } from '../query/keys';
import type { GroceryItem } from '../types';
import { foodInventoryKey } from './meal-planning';

export const groceryListKey = queryKeyOf('/grocery-list/grocery-list');

export const groceryListInvalidations = {
  'post /grocery-list/grocery-list/item': [groceryListKey],
  'put /grocery-list/grocery-list/item/{id}': [groceryListKey],
  'delete /grocery-list/grocery-list/item/{id}': [groceryListKey],
  // Reads the inventory, writes the grocery list.
  'post /grocery-list/grocery-list/from-inventory': [groceryListKey],
  'post /grocery-list/from-recipes': [groceryListKey],
  // Moves checked items into the inventory and off the list.
  'post /grocery-list/grocery-list/import-to-inventory': [groceryListKey, foodInventoryKey],
  'delete /grocery-list/grocery-list/grocery-list/clear': [groceryListKey],
} as const satisfies Invalidations;

/**
 * The body of `POST /grocery-list/from-recipes` for the Recipes screen's per-recipe counts: each
 * recipe id repeated as many times as its count (the server counts a repeated id again); counts of
 * 0 or less leave the recipe out. Empty when nothing is selected ('Please select at least one
 * recipe.').
 */
export function recipeSelection(counts: Readonly<Record<number, number>>): number[] {
  return Object.entries(counts).flatMap(([id, count]) =>
    Array.from({ length: Math.max(0, Math.floor(count)) }, () => Number(id)),
  );
}

/** Whether any item is in the cart (the import button is enabled only then). */
export function hasItemsInCart(items: readonly GroceryItem[] | undefined | null): boolean {
  return Array.isArray(items) && items.some((item) => item.checked);
}
