/**
 * The words of the meal-planning screens that the spec gives (spec 1 §2, §5, §6, §8), kept
 * exactly: tests and stories look for them. Success messages are the server's own `message`.
 */
export const mealTexts = {
  // Category Manager (spec 1 §5)
  categoryExists: 'Category already exists!',

  // Food Inventory (spec 1 §2, §7, §8)
  addShortfalls: 'Add Shortfalls to Grocery List',
  shortfallsFailed: 'Failed to add inventory shortfalls to grocery list.',
  findRecipes: 'Find Recipes',
  findRecipesQuestion: 'What can I make with these ingredients?',
  noIngredientsInStock: 'You have no ingredients with quantity > 0.',
  inventoryFetchFailed: 'Failed to fetch inventory.',
  noCategory: 'No Category',
  all: 'All',

  // Recipes (spec 1 §2, §5, §6, §8)
  newRecipe: 'New Recipe',
  importFromLink: 'Import from Link',
  generateGroceryList: 'Generate Grocery List from Selected',
  selectAtLeastOne: 'Please select at least one recipe.',
  loginToGenerate: 'Login required to generate grocery list.',
  generateFailed: 'Failed to generate grocery list.',
  importErrorPrefix: 'Error importing recipe: ',
  importFailed: 'Import failed',
  loginToImport: 'You must be logged in to import recipes.',
  loginToDelete: 'You must be logged in to delete a recipe.',
  loginToSave: 'You must be logged in to create or edit recipes.',
  deleteRecipeFailed: 'Failed to delete recipe.',
  saveRecipeFailed: 'Failed to save recipe.',
  none: 'None',

  // Grocery List (spec 1 §2, §5, §8)
  importToInventory: 'Import In-Cart Items to Food Inventory',
  importToInventoryFailed: 'Could not import to inventory.',
  clearList: 'Clear Entire List',
  clearListQuestion: 'Are you sure you want to clear the entire grocery list?',
  clearListFailed: 'Error clearing grocery list.',
  // Grocery List: what to buy is typed like a recipe line (issue 45).
  amount: 'Amount',
  amountHint: 'Optional: 2, 1 l, ½ cup',
  // Week Plan: each planned recipe is for a meal and a number of servings (issue 45).
  meal: 'Meal',
  servings: 'Servings',
  slots: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
  planFailed: 'Could not plan the recipe.',
  changeFailed: (recipe: string) => `Could not change “${recipe}”.`,
  // Grocery List: grouped by the inventory's food categories (issue 45).
  otherAisle: 'Other',
  aisle: 'Aisle',
  aisleHint: 'Optional: where you find it',
  moveAisleHint: 'Leave it empty to place the item by its food category.',
  // Category Manager: a deleted category cannot be restored and un-tags what was in it.
  deleteCategoryQuestion: ({ name, type }: { name: string; type: 'food' | 'recipe' }) =>
    `Are you sure you want to delete “${name}”? ${
      type === 'food' ? 'Inventory items' : 'Recipes'
    } in it will no longer have this category (they are not deleted). This cannot be undone.`,
  // Food inventory: a deleted item cannot be restored, so Delete asks first (CONTRIBUTING).
  deleteItemQuestion: (name: string) =>
    `Are you sure you want to delete “${name}” from your inventory? This cannot be undone.`,
} as const;
