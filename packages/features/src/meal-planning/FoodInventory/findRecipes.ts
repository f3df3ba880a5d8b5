import type { FoodItem } from '@wegrow/api';
import { mealTexts } from '../common/mealTexts';

/** Where Find Recipes searches. */
export const RECIPE_SEARCH_BASE = 'https://www.google.com/search';

/**
 * The ingredients Find Recipes asks about (spec 1 §5): the names of the items with a quantity
 * above 0 and a name that is not blank, trimmed, each once (ignoring case), in inventory order.
 */
export function inStockNames(items: readonly FoodItem[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const item of items) {
    const name = item.name.trim();
    const key = name.toLowerCase();
    if (item.quantity <= 0 || name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * The web search Find Recipes opens in a new tab (spec 1 §7): the in-stock names, then the
 * question 'What can I make with these ingredients?'.
 */
export function recipeSearchUrl(names: readonly string[]): string {
  const url = new URL(RECIPE_SEARCH_BASE);
  url.searchParams.set('q', `${names.join(', ')} ${mealTexts.findRecipesQuestion}`);
  return url.toString();
}
