import type { components } from '@wegrow/api/schema';
import { ingredientsOf } from '@wegrow/contract/ingredients';
import type { FoodItemRow, MealCategoryRow, RecipeRow } from './schema';

type Schemas = components['schemas'];
export type Category = Schemas['Category'];
export type CategoryList = Schemas['CategoryList'];
export type CategoryType = Schemas['CategoryType'];
export type FoodItem = Schemas['FoodItem'];
export type FoodItemInput = Schemas['FoodItemInput'];
export type Recipe = Schemas['Recipe'];
export type RecipeInput = Schemas['RecipeInput'];

export function toCategory(row: MealCategoryRow): Category {
  return { id: row.id, name: row.name, type: row.type };
}

/** An inventory item with its category ids, as strings in ascending order. */
export function toFoodItem(row: FoodItemRow, categoryIds: readonly number[]): FoodItem {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    desiredQuantity: row.desiredQuantity,
    unit: row.unit,
    categories: [...categoryIds].sort((a, b) => a - b).map(String),
  };
}

/** A recipe with its category's name; its lines read into ingredients (old recipes too). */
export function toRecipe(row: RecipeRow, category: string | null): Recipe {
  return {
    id: row.id,
    name: row.name,
    ingredients: row.ingredients,
    parsedIngredients: ingredientsOf(row.ingredients),
    servings: row.servings,
    instructions: row.instructions,
    category,
  };
}
