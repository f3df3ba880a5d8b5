import type { GroceryItem } from '@wegrow/api';

/** One aisle of the grocery list: its name (null for Other) and its items, in list order. */
export interface AisleGroup {
  aisle: string | null;
  items: GroceryItem[];
}

/**
 * The grocery list grouped by aisle (the inventory's food category of each item, worked out by the
 * server): aisles by name (any case, as the Category Manager lists them), items without one last
 * (shown under Other); each aisle's items in the list's order.
 */
export function aisleGroups(items: readonly GroceryItem[]): AisleGroup[] {
  const groups = new Map<string | null, GroceryItem[]>();
  for (const item of items) {
    const same = groups.get(item.aisle);
    if (same) same.push(item);
    else groups.set(item.aisle, [item]);
  }
  return [...groups.entries()]
    .map(([aisle, grouped]) => ({ aisle, items: grouped }))
    .sort((a, b) => {
      if (a.aisle === null || b.aisle === null) return a.aisle === null ? 1 : -1;
      return (
        a.aisle.toLowerCase().localeCompare(b.aisle.toLowerCase()) || a.aisle.localeCompare(b.aisle)
      );
    });
}

/** Whether the list shows aisle headings: some item has an aisle (all Other reads as one list). */
export function hasAisles(items: readonly GroceryItem[]): boolean {
  return items.some((item) => item.aisle !== null);
}
