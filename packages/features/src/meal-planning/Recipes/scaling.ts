import type { Recipe } from '@wegrow/api';
import {
  familyUnitOf,
  fractionOf,
  quantityText,
  readable,
  valueOf,
} from '@wegrow/contract/amounts';
import { unitWord } from '../GroceryList/groceryQuantity';

type Ingredient = Recipe['parsedIngredients'][number];

/** Fractions a cook reads, by value (eighths and thirds). */
const FRACTIONS: readonly (readonly [number, string])[] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

/**
 * A quantity as a cook reads it: a whole number with a common fraction (1.5 → "1½", 0.333 → "⅓",
 * 2.25 → "2¼"), else at most two decimals (1.2 → "1.2").
 */
export function readableQuantity(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  let whole = Math.floor(value);
  const part = value - whole;
  if (part < 0.02) return String(whole);
  if (part > 0.98) return String(whole + 1);
  const near = FRACTIONS.find(([fraction]) => Math.abs(part - fraction) < 0.02);
  if (near) return whole === 0 ? near[1] : `${whole}${near[1]}`;
  whole = Math.round(value * 100) / 100;
  return String(whole);
}

/** The factor that takes a recipe from the servings it was written for to the servings shown. */
export function scaleFactor(written: number | null, shown: number): number {
  const base = written ?? 1;
  return base > 0 && shown > 0 ? shown / base : 1;
}

/** An ingredient as the recipe page shows it: its amount with the unit ("3 cups"), and its food. */
export interface ShownIngredient {
  /** The quantity times the factor, a range's ends both scaled, with the unit; null for none. */
  amount: string | null;
  food: string;
}

/**
 * One ingredient at a scale ("2 cups flour" × 1.5 → "3 cups" flour; "Eggs 3" → "3" Eggs). A line
 * without a quantity ("Butter,") shows its food alone ("Butter").
 */
export function scaledIngredient(ingredient: Ingredient, factor: number): ShownIngredient {
  if (ingredient.quantity === null) return { amount: null, food: ingredient.food };
  // A measure of a family is shown in its most readable unit: 500 ml × 2 → 1 l (issue 45).
  const unit = ingredient.unit === null ? null : familyUnitOf(ingredient.unit);
  if (unit !== null && ingredient.quantityMax === null) {
    const shown = readable({ quantity: fractionOf(ingredient.quantity * factor), unit });
    if (shown.unit !== unit && shown.unit !== null) {
      const quantity = valueOf(shown.quantity);
      return {
        amount: `${quantityText(quantity, shown.unit)} ${unitWord(shown.unit, quantity)}`,
        food: ingredient.food,
      };
    }
  }
  const low = readableQuantity(ingredient.quantity * factor);
  const amount =
    ingredient.quantityMax === null
      ? low
      : `${low}–${readableQuantity(ingredient.quantityMax * factor)}`;
  return {
    amount: ingredient.unit ? `${amount} ${ingredient.unit}` : amount,
    food: ingredient.food,
  };
}
