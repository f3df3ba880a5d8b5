import { inventoryLevel, type FoodItem, type InventoryLevel } from '@wegrow/api';

/**
 * How an inventory level looks (spec 1 §4, the colour rule: nothing on hand red, less than needed
 * yellow, what is needed green, more than needed no colour), on the theme's status roles. The
 * colour never speaks alone: every level has a word and a symbol too.
 */
export interface LevelView {
  level: InventoryLevel;
  /** The theme's status role, or null for no colour. */
  tone: 'danger' | 'warning' | 'success' | null;
  /** The word shown beside the item, e.g. 'Out'. */
  label: string;
  /** What the word means, for the legend and assistive technology. */
  description: string;
  /** A symbol shown with the word (decorative: the word says it). */
  symbol: string;
}

export const levelViews: Record<InventoryLevel, LevelView> = {
  empty: {
    level: 'empty',
    tone: 'danger',
    label: 'Out',
    description: 'none left',
    symbol: '✕',
  },
  low: {
    level: 'low',
    tone: 'warning',
    label: 'Low',
    description: 'less than you need',
    symbol: '!',
  },
  stocked: {
    level: 'stocked',
    tone: 'success',
    label: 'Stocked',
    description: 'just what you need',
    symbol: '✓',
  },
  over: {
    level: 'over',
    tone: null,
    label: 'Extra',
    description: 'more than you need',
    symbol: '+',
  },
};

/** The view of an item's level. */
export function levelOf(item: Pick<FoodItem, 'quantity' | 'desiredQuantity'>): LevelView {
  return levelViews[inventoryLevel(item)];
}

/** The levels in the order the legend lists them. */
export const levelOrder: readonly InventoryLevel[] = ['empty', 'low', 'stocked', 'over'];

/** How many items are at each level. */
export function levelCounts(items: readonly FoodItem[]): Record<InventoryLevel, number> {
  const counts: Record<InventoryLevel, number> = { empty: 0, low: 0, stocked: 0, over: 0 };
  for (const item of items) counts[inventoryLevel(item)] += 1;
  return counts;
}

/** What the grocery list would need, in all: the items with less than they need. */
export function shortItemCount(items: readonly FoodItem[]): number {
  return items.filter((item) => item.quantity < item.desiredQuantity).length;
}
