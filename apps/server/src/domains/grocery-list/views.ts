import type { components } from '@wegrow/api/schema';
import type { GroceryItemRow } from './schema';

type Schemas = components['schemas'];
export type GroceryItem = Schemas['GroceryItem'];
export type GroceryItemCreate = Schemas['GroceryItemCreate'];
export type GroceryItemUpdate = Schemas['GroceryItemUpdate'];
export type Message = Schemas['Message'];

/**
 * A grocery item as answered, with its aisle: its own when set, else the one worked out from the
 * member's inventory (`aisleFinder`).
 */
export function toGroceryItem(
  row: GroceryItemRow,
  aisleOf: (name: string) => string | null,
): GroceryItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    checked: row.checked,
    aisle: row.aisle ?? aisleOf(row.name),
  };
}
