/**
 * The words of meal planning and the grocery list: every `detail` and `message` the server sends
 * for these domains, sent in the same words by the MSW fakes (the conformance suite compares them).
 * Screens show the messages as they come (spec 1 §8: success messages come from the server).
 */
import { keepAtMostDetail } from './details';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Meal-planning answers: categories, inventory, recipes. */
export const MEAL_PLANNING_DETAILS = {
  /** 409: a category of that name and type exists (or the request names it twice). */
  categoryExists: 'Category already exists!',
  /** 404: no such category among the caller's. */
  categoryNotFound: 'Category not found.',
  /** 404: no such inventory item among the caller's. */
  inventoryItemNotFound: 'Inventory item not found.',
  /** 404: no such recipe among the caller's. */
  recipeNotFound: 'Recipe not found.',
  /**
   * 422: an inventory item names a category that is not one of the caller's food categories (the
   * same words as the contract's pattern for a category id that is not a number).
   */
  unknownFoodCategory: 'Categories must be ids of your food categories.',
  /** 422: a recipe names a category that is not one of the caller's recipe categories. */
  unknownRecipeCategory: (name: string) => `There is no recipe category named "${name}".`,
  /** 422: the categories added would take the caller past `max` categories (food and recipe). */
  tooManyCategories: (max: number) => keepAtMostDetail(max, 'categories'),
  /** 422: the items created would take the caller's inventory past `max` items. */
  tooManyInventoryItems: (max: number) => keepAtMostDetail(max, 'items in your food inventory'),
  /** 422: a new recipe would take the caller past `max` recipes. */
  tooManyRecipes: (max: number) => keepAtMostDetail(max, 'recipes'),
} as const;

/** Recipe import answers (all 422 except success and `busy`). */
export const RECIPE_IMPORT_DETAILS = {
  /** The page was read but holds no schema.org Recipe with ingredients or instructions. */
  noRecipe: 'No recipe found at that address.',
  /** The URL does not parse, or has no host. */
  invalidUrl: 'That is not a web address a recipe can be imported from.',
  /** Not http or https (the contract's pattern says the same). */
  scheme: 'Only http:// and https:// addresses can be imported.',
  /** The host is, or resolves to, a loopback, private, link-local or other special address. */
  blocked: 'That address is on a private or local network, so recipes cannot be imported from it.',
  /** DNS has no address for the host. */
  hostNotFound: 'That address could not be reached: its host name was not found.',
  /** Connection refused, reset, TLS failure… */
  unreachable: 'That address could not be reached.',
  /** More than the time allowed, in all. */
  timeout: 'That page took too long to answer (more than 10 seconds).',
  /** More than the size allowed. */
  tooLarge: 'That page is too large to import (more than 2 MB).',
  /** Not HTML. */
  notHtml: 'That address is not a web page, so no recipe can be read from it.',
  /** More than 3 redirects. */
  tooManyRedirects: 'That address redirects too many times (more than 3).',
  /** The site answered 4xx/5xx. */
  httpStatus: (status: number) => `That page could not be loaded (the site answered ${status}).`,
  /**
   * The page is nested too deep, holds too many elements, or takes too long to read (the server's
   * bounds: 256 levels, 50,000 elements, 1 second).
   */
  tooComplex: 'That page is too complex to read a recipe from.',
  /** 429: too many pages are being read at once on the server. */
  busy: 'Many recipe pages are being read right now. Please try again in a moment.',
} as const;

/** Grocery-list answers that refuse something. */
export const GROCERY_LIST_DETAILS = {
  /** 404: no such grocery item among the caller's. */
  itemNotFound: 'Grocery item not found.',
  /** 404: a recipe id of the body is not one of the caller's recipes. */
  recipeNotFound: 'Recipe not found.',
  /**
   * 422: an amount typed in the name ("1000000000000 g rice") past the contract's bound (the same
   * words as the contract's maximum of `quantity`).
   */
  quantityTooLarge: 'Quantity must be at most 1000000.',
  /** 422: the body's id differs from the path's. */
  idMismatch: 'The item id in the body must match the id in the address.',
  /** 422: import to inventory with nothing in the cart. */
  nothingChecked: 'No items are checked: put items in the cart first.',
  /** 422: the items an add would create would take the caller's list past `max` items. */
  tooManyItems: (max: number) => keepAtMostDetail(max, 'items on your grocery list'),
} as const;

/** The `message` of each grocery-list operation that answers one. */
export const GROCERY_LIST_MESSAGES = {
  /** Shortfalls from the inventory: how many items were added and raised. */
  shortfalls({ added, raised }: { added: number; raised: number }): string {
    if (added === 0 && raised === 0)
      return 'Nothing to add: your inventory and grocery list already cover what you need.';
    if (raised === 0) return `Added ${plural(added, 'item')} to your grocery list.`;
    if (added === 0) return `Raised ${plural(raised, 'item')} on your grocery list.`;
    return `Added ${plural(added, 'item')} to your grocery list and raised ${plural(raised, 'item')}.`;
  },
  /** Recipe ingredients: lines added, from how many recipes (repeats counted), items new or raised. */
  fromRecipes({
    ingredients,
    recipes,
    added,
    raised,
    covered = 0,
  }: {
    ingredients: number;
    recipes: number;
    added: number;
    raised: number;
    /** Lines the inventory already covered (left off the list). */
    covered?: number;
  }): string {
    if (ingredients === 0) return 'Nothing to add: the selected recipes have no ingredients.';
    const inStock = covered === 0 ? '' : ` ${plural(covered, 'item')} already in your inventory.`;
    return `Added ${plural(ingredients, 'ingredient')} from ${plural(recipes, 'recipe')} to your grocery list: ${plural(added, 'new item')}, ${raised} raised.${inStock}`;
  },
  /** Checked items moved into the inventory: how many, new or added to existing items. */
  imported({ created, raised }: { created: number; raised: number }): string {
    return `Imported ${plural(created + raised, 'item')} into your food inventory: ${created} new, ${raised} added to items you had.`;
  },
  /** The whole list cleared: how many items went. */
  cleared(removed: number): string {
    if (removed === 0) return 'Your grocery list was already empty.';
    return `Cleared your grocery list (${plural(removed, 'item')} removed).`;
  },
} as const;
