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

/** At most this long, as the contract says. */
export const AISLE_MAX_LENGTH = 200;

/** An aisle as typed, tidied: spaces trimmed and runs of them made one; null when empty. */
export function typedAisle(text: string): string | null {
  const aisle = text.replace(/\s+/g, ' ').trim();
  return aisle === '' ? null : aisle;
}

/**
 * The aisles offered when adding or moving an item: those on the list and the food categories
 * (an item's aisle is worked out from them), each once (any case; the first spelling), by name.
 */
export function aisleChoices(
  items: readonly Pick<GroceryItem, 'aisle'>[],
  categories: readonly string[],
): string[] {
  const seen = new Map<string, string>();
  for (const name of [...items.map((item) => item.aisle), ...categories]) {
    if (name === null) continue;
    const key = name.toLowerCase();
    if (!seen.has(key)) seen.set(key, name);
  }
  return [...seen.values()].sort(
    (a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b),
  );
}

/**
 * The item moved to the aisle typed (the whole item, as the replace call sends it): an empty one
 * clears its own aisle, so the list places it by the inventory's food categories again.
 */
export function movedItem(item: GroceryItem, aisle: string): GroceryItem {
  return { ...item, aisle: typedAisle(aisle) };
}
