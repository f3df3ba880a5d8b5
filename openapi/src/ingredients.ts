/**
 * Recipe ingredient lines as grocery items, and the names the grocery list treats as the same: one
 * reading shared by the server and the MSW fakes, so both merge a recipe into the list alike.
 *
 * Lines are read with parse-ingredient (mixed numbers, vulgar fractions, ranges, units in many
 * spellings): "2 carrots, diced" → carrots × 2; "1 cup red lentils" → red lentils, 1 cup;
 * "1 ½ cups rolled oats" → rolled oats, 2 cup (a grocery quantity is a whole number, rounded up).
 */
import { parseIngredient } from 'parse-ingredient';
import pluralize from 'pluralize';

/** The largest grocery or inventory quantity (the contract's bound on every quantity). */
export const MAX_QUANTITY = 1_000_000;
/** The longest grocery item name the contract accepts back (an item must survive a PUT). */
export const MAX_ITEM_NAME = 100;

/** An ingredient line as something to buy. */
export interface GroceryLine {
  name: string;
  /** A whole number, at least 1. */
  quantity: number;
  /** parse-ingredient's unit id (`cup`, `gram`, `tablespoon`…), or null for a count of things. */
  unit: string | null;
}

/** Size words parse-ingredient reads as units: "3 large eggs" is eggs × 3, not 3 "large". */
const SIZE_WORDS = ['small', 'medium', 'large'];

/** Collapses runs of white space and trims. */
export function tidyText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Caps a computed quantity at the contract's bound. */
export function boundedQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(0, quantity));
}

/**
 * What to buy for one ingredient line, or null for a line that names nothing to buy (a group
 * header such as "For the sauce:", or an empty line). The name loses preparation notes after the
 * first comma and anything in parentheses; the quantity is the upper end of a range, rounded up.
 */
export function groceryLineOf(line: string): GroceryLine | null {
  const text = tidyText(line);
  if (text === '') return null;
  const [parsed] = parseIngredient(text, { normalizeUOM: true });
  if (!parsed || parsed.isGroupHeader) return null;

  const sizeOnly = parsed.unitOfMeasureID !== null && SIZE_WORDS.includes(parsed.unitOfMeasureID);
  const unit = sizeOnly ? null : parsed.unitOfMeasureID;
  const described = tidyText(
    (parsed.description.split(',')[0] ?? '').replace(/\([^)]*\)/g, ' ').replace(/[()]/g, ' '),
  );
  const name = (described === '' ? text : described).slice(0, MAX_ITEM_NAME).trim();
  const amount = parsed.quantity2 ?? parsed.quantity;
  const quantity = amount === null ? 1 : boundedQuantity(Math.max(1, Math.ceil(amount)));
  return { name, quantity, unit };
}

/**
 * The key under which two grocery names are the same thing: case, spacing and the plural of the
 * last word do not count ("Red Lentils" = "red lentil", "Tomatoes" = "tomato").
 */
export function groceryNameKey(name: string): string {
  const words = tidyText(name).toLowerCase().split(' ');
  const last = words.pop();
  if (last === undefined || last === '') return '';
  return [...words, pluralize.singular(last)].join(' ');
}

/** Two inventory or grocery names are the same item when they match ignoring case and spacing. */
export function sameItemName(a: string, b: string): boolean {
  return tidyText(a).toLowerCase() === tidyText(b).toLowerCase();
}
