import type { components } from '@wegrow/api/schema';
import type { GroceryItemRow } from './schema';

type Schemas = components['schemas'];
export type GroceryItem = Schemas['GroceryItem'];
export type GroceryItemCreate = Schemas['GroceryItemCreate'];
export type GroceryItemUpdate = Schemas['GroceryItemUpdate'];
export type Message = Schemas['Message'];

/** A grocery item as answered, with its aisle (`aisleFinder` of the member's inventory). */
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
    aisle: aisleOf(row.name),
  };
}
