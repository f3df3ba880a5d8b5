import { unitWord } from '../GroceryList/groceryQuantity';

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
