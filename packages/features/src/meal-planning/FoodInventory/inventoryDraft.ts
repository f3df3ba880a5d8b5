import type { FoodItem, FoodItemInput } from '@wegrow/api';

/** The add/edit form of the Food Inventory: a new item (no id) or one being edited. */
export interface ItemDraft {
  id?: number;
  name: string;
  /** Have. */
  quantity: number;
  /** Need. */
  desiredQuantity: number;
  /** What Have and Need are in ("g", "cups"), as typed; blank for a count of things. */
  unit: string;
  /** Ids of the item's food categories, as strings. */
  categories: string[];
}

/** A new item: have 1, need 1 (spec 1 §9), no unit, no category. */
export const emptyItemDraft: ItemDraft = {
  name: '',
  quantity: 1,
  desiredQuantity: 1,
  unit: '',
  categories: [],
};

/** The form filled with an item, to edit it. */
export function draftOf(item: FoodItem): ItemDraft {
  return {
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    desiredQuantity: item.desiredQuantity,
    unit: item.unit ?? '',
    categories: [...item.categories],
  };
}

/** Whether the draft may be saved: a name that is not blank (spec 1 §5). */
export function canSaveItem(draft: Pick<ItemDraft, 'name'>): boolean {
  return draft.name.trim() !== '';
}

/** The decimals an inventory amount keeps (0.5 l, 0.25 kg, 0.125; issue 45). */
export const AMOUNT_PRECISION = 3;

/** An amount as saved: at least 0, to a thousandth (0.5 stays 0.5, never 1 or 0). */
export function keptAmount(n: number): number {
  const scale = 10 ** AMOUNT_PRECISION;
  return Math.max(0, Math.round((Number.isFinite(n) ? n : 0) * scale) / scale);
}

/**
 * What is sent to save the draft: the name and unit trimmed (a blank unit is none: the server
 * stores a known unit however written, "cups" as "cup"), amounts of at least 0 to a thousandth.
 */
export function itemRequest(draft: ItemDraft): FoodItemInput {
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    name: draft.name.trim(),
    quantity: keptAmount(draft.quantity),
    desiredQuantity: keptAmount(draft.desiredQuantity),
    unit: draft.unit.trim() === '' ? null : draft.unit.trim(),
    categories: [...new Set(draft.categories)],
  };
}

/** The item with its Have or Need set to `value`, never below 0, to a thousandth (the row's − and +). */
export function withAmount(
  item: FoodItem,
  field: 'quantity' | 'desiredQuantity',
  value: number,
): FoodItem {
  return { ...item, [field]: keptAmount(value) };
}

/** A category toggled in or out of the draft. */
export function toggledCategory(draft: ItemDraft, id: string, on: boolean): ItemDraft {
  const rest = draft.categories.filter((category) => category !== id);
  return { ...draft, categories: on ? [...rest, id] : rest };
}
