import { familyOf, fractionOf, readable, valueOf } from '@wegrow/contract/amounts';
import { formatQuantity, unitWord } from '../GroceryList/groceryQuantity';

/**
 * The units the Unit field suggests: the ingredient parser's units (what the server stores a unit
 * it knows as, "cups" as "cup"), copied here so the parser stays out of the page; a unit test
 * holds the copy to the contract's `INVENTORY_UNITS`. Any other unit ("jar") may be typed.
 */
export const INVENTORY_UNIT_SUGGESTIONS: readonly string[] = [
  'gram',
  'kilogram',
  'milligram',
  'ounce',
  'pound',
  'milliliter',
  'liter',
  'deciliter',
  'cup',
  'tablespoon',
  'teaspoon',
  'fluid ounce',
  'pint',
  'quart',
  'gallon',
  'dash',
  'drop',
  'pinch',
  'bag',
  'box',
  'bunch',
  'can',
  'carton',
  'clove',
  'container',
  'dozen',
  'ear',
  'head',
  'pack',
  'package',
  'piece',
  'sprig',
  'stick',
  'centimeter',
  'millimeter',
  'meter',
  'inch',
  'foot',
  'yard',
];

/** What an item's Have and Need are in, as its row says it ("Unit: g", "Unit: cups"), or null. */
export function unitNote(unit: string | null | undefined): string | null {
  const text = unit?.trim();
  return text ? `Unit: ${unitWord(text, 2)}` : null;
}

/** An amount in the most readable unit of its family (0.25 kg → 250 g, 1000 ml → 1 l). */
function readableText(quantity: number, unit: string): string {
  const shown = readable({ quantity: fractionOf(quantity), unit });
  return formatQuantity(valueOf(shown.quantity), shown.unit);
}

/**
 * Have and Need as they read best, for a row whose unit has a family (issue 45): "Have 250 g ·
 * Need 1 kg" for 0.25 and 1 kg; null when both already read best in the item's unit (or it has
 * none). The steppers keep the stored value exactly, in the item's unit.
 */
export function readableAmounts(item: {
  quantity: number;
  desiredQuantity: number;
  unit?: string | null;
}): string | null {
  const unit = item.unit?.trim() ?? '';
  if (familyOf(unit) === null) return null;
  const amounts = [item.quantity, item.desiredQuantity];
  const differs = amounts.some(
    (quantity) => quantity > 0 && readable({ quantity: fractionOf(quantity), unit }).unit !== unit,
  );
  if (!differs) return null;
  const [have = 0, need = 0] = amounts;
  return `Have ${readableText(have, unit)} · Need ${readableText(need, unit)}`;
}
