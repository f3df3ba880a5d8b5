import { queryKeyOf, type Invalidations } from '../query/keys';
import type { Category, FoodItem } from '../types';

export const categoriesKey = queryKeyOf('/meal-planning/categories');
export const foodInventoryKey = queryKeyOf('/meal-planning/food-inventory');
/** Every recipe list, filtered by category or not. */
export const recipesKey = queryKeyOf('/meal-planning/recipes');
/**
 * The grocery list, whose aisles are the inventory's food categories (`groceryListKey`, named
 * here too: that module imports this one).
 */
const groceryAislesKey = queryKeyOf('/grocery-list/grocery-list');

export const mealPlanningInvalidations = {
  'post /meal-planning/categories': [categoriesKey],
  // Items and recipes that used the category lose it (and grocery items their aisle).
  'delete /meal-planning/categories/{id}': [
    categoriesKey,
    foodInventoryKey,
    recipesKey,
    groceryAislesKey,
  ],
  'post /meal-planning/food-inventory': [foodInventoryKey, groceryAislesKey],
  'delete /meal-planning/food-inventory/{id}': [foodInventoryKey, groceryAislesKey],
  'post /meal-planning/recipes': [recipesKey],
  'delete /meal-planning/recipes/{id}': [recipesKey],
  // Only reads a web page: nothing is saved until the draft is posted.
  'post /meal-planning/recipes/import': [],
} as const satisfies Invalidations;

/**
 * Where an inventory item stands (spec 1 §4, the colour rule): nothing on hand (`empty`, red), less
 * than needed (`low`, yellow), exactly what is needed (`stocked`, green), more (`over`, no colour).
 * Screens show it with a word or an icon as well as the colour.
 */
export type InventoryLevel = 'empty' | 'low' | 'stocked' | 'over';

export function inventoryLevel(
  item: Pick<FoodItem, 'quantity' | 'desiredQuantity'>,
): InventoryLevel {
  if (item.quantity === 0) return 'empty';
  if (item.quantity < item.desiredQuantity) return 'low';
  if (item.quantity === item.desiredQuantity) return 'stocked';
  return 'over';
}

/** The Food Inventory's category filter: No Category, All, or one food category's id. */
export type InventoryFilter = 'none' | 'all' | number;

export function filterInventory(items: readonly FoodItem[], filter: InventoryFilter): FoodItem[] {
  if (filter === 'all') return [...items];
  if (filter === 'none') return items.filter((item) => item.categories.length === 0);
  const id = String(filter);
  return items.filter((item) => item.categories.includes(id));
}

/** The Food Inventory's sort options (spec 1 §9): name, category, need. */
export type InventorySort = 'name' | 'category' | 'need';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * Sorts a copy of the inventory: by name (A–Z, any case); by category (the alphabetically first of
 * the item's category names, uncategorised items last, then by name); or by need (smallest
 * `desiredQuantity` first, then by name).
 */
export function sortInventory(
  items: readonly FoodItem[],
  by: InventorySort,
  categories: readonly Category[] = [],
): FoodItem[] {
  const names = new Map(categories.map((category) => [String(category.id), category.name]));
  const firstCategory = (item: FoodItem) =>
    item.categories
      .map((id) => names.get(id))
      .filter((name): name is string => name !== undefined)
      .sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }))[0];
  const sorted = [...items];
  if (by === 'name') return sorted.sort(byName);
  if (by === 'need')
    return sorted.sort((a, b) => a.desiredQuantity - b.desiredQuantity || byName(a, b));
  return sorted.sort((a, b) => {
    const [first, second] = [firstCategory(a), firstCategory(b)];
    if (first === undefined || second === undefined)
      return first === second ? byName(a, b) : first === undefined ? 1 : -1;
    return first.localeCompare(second, undefined, { sensitivity: 'base' }) || byName(a, b);
  });
}
