import { queryKeyOf, type Invalidations } from '../query/keys';
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
