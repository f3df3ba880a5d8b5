import type { GroceryItem } from '@wegrow/api';
import { quantityText } from '@wegrow/contract/amounts';

/**
 * How a unit reads beside a number. The server's units are ingredient-parser ids (`cup`, `gram`,
 * `tablespoon`…, issue 14): measures read as their usual short forms (250 g, 2 tbsp), things one
 * counts as words (2 cloves, 1 bunch).
 */
const unitWords: Readonly<Record<string, { one: string; many: string }>> = {
  // Volume
  cup: { one: 'cup', many: 'cups' },
  tablespoon: { one: 'tbsp', many: 'tbsp' },
  teaspoon: { one: 'tsp', many: 'tsp' },
  milliliter: { one: 'ml', many: 'ml' },
  liter: { one: 'l', many: 'l' },
  deciliter: { one: 'dl', many: 'dl' },
  'fluid ounce': { one: 'fl oz', many: 'fl oz' },
  gallon: { one: 'gal', many: 'gal' },
  pint: { one: 'pt', many: 'pt' },
  quart: { one: 'qt', many: 'qt' },
  // Mass
  gram: { one: 'g', many: 'g' },
  kilogram: { one: 'kg', many: 'kg' },
  milligram: { one: 'mg', many: 'mg' },
  ounce: { one: 'oz', many: 'oz' },
  pound: { one: 'lb', many: 'lb' },
  // Length
  centimeter: { one: 'cm', many: 'cm' },
  millimeter: { one: 'mm', many: 'mm' },
  meter: { one: 'm', many: 'm' },
  inch: { one: 'in', many: 'in' },
  foot: { one: 'ft', many: 'ft' },
  yard: { one: 'yd', many: 'yd' },
  // Things one counts
  bag: { one: 'bag', many: 'bags' },
  box: { one: 'box', many: 'boxes' },
  bunch: { one: 'bunch', many: 'bunches' },
  can: { one: 'can', many: 'cans' },
  carton: { one: 'carton', many: 'cartons' },
  clove: { one: 'clove', many: 'cloves' },
  container: { one: 'container', many: 'containers' },
  dozen: { one: 'dozen', many: 'dozen' },
  ear: { one: 'ear', many: 'ears' },
  head: { one: 'head', many: 'heads' },
  pack: { one: 'pack', many: 'packs' },
  package: { one: 'package', many: 'packages' },
  piece: { one: 'piece', many: 'pieces' },
  sprig: { one: 'sprig', many: 'sprigs' },
  stick: { one: 'stick', many: 'sticks' },
  dash: { one: 'dash', many: 'dashes' },
  drop: { one: 'drop', many: 'drops' },
  pinch: { one: 'pinch', many: 'pinches' },
};

/** A unit as it reads after an amount of `quantity` ("cup" → "cups", "gram" → "g"), else as written. */
export function unitWord(unit: string, quantity: number): string {
  const words = unitWords[unit.trim().toLowerCase()];
  if (!words) return unit.trim();
  return quantity === 1 ? words.one : words.many;
}

/**
 * A grocery quantity in words: `3` for a number of things, `2 cups`, `250 g`, `1 clove`, `¾ tsp`
 * (a cook's fraction in kitchen measures), `0.5 l` (decimals in metric ones); a unit the screen
 * does not know is shown as the server wrote it.
 */
export function formatQuantity(quantity: number, unit: string | null | undefined): string {
  const name = unit?.trim();
  const text = quantityText(quantity, name ? name.toLowerCase() : null);
  if (!name) return text;
  const words = unitWords[name.toLowerCase()];
  if (!words) return `${text} ${name}`;
  return `${text} ${quantity > 0 && quantity <= 1 ? words.one : words.many}`;
}

/**
 * What Add to List sends as the item's name: the amount as typed in front of the name ("1 l" and
 * "milk" → "1 l milk"), read by the server like a recipe line; the name alone without one.
 */
export function typedLine(name: string, amount: string): string {
  const typed = amount.trim();
  return typed === '' ? name.trim() : `${typed} ${name.trim()}`;
}

/** How much of the list is in the cart: '2 of 4 items in the cart'. */
export function cartSummary(items: readonly Pick<GroceryItem, 'checked'>[]): string {
  const inCart = items.filter((item) => item.checked).length;
  const total = items.length;
  return `${inCart} of ${total} ${total === 1 ? 'item' : 'items'} in the cart`;
}

/** The item as the check toggle sends it back: the whole item, `checked` set (spec 1 §7). */
export function toggledItem(item: GroceryItem, checked: boolean): GroceryItem {
  return { ...item, checked };
}

/**
 * A row's quantity is from 1 to a million (less when it already is: ¾ tsp), to a thousandth (issue
 * 45): the steppers keep to these bounds (a typed 0 or a word stays in the field, never sent).
 */
export const groceryQuantityLimits = { min: 1, max: 1_000_000, precision: 3 } as const;

/** The item with its quantity edited in its row, the whole item as the replace call sends it. */
export function withQuantity(item: GroceryItem, quantity: number): GroceryItem {
  return { ...item, quantity };
}

/** Whether a new grocery item may be added: a name that is not blank (spec 1 §5). */
export function canAddGrocery(name: string): boolean {
  return name.trim() !== '';
}
