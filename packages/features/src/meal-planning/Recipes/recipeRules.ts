import type { Recipe, RecipeDraft, RecipeInput } from '@wegrow/api';
import { mealTexts } from '../common/mealTexts';

/** The New/Edit Recipe form (spec 1 §2): every field as typed. */
export interface RecipeForm {
  /** Set when editing a saved recipe. */
  id?: number;
  name: string;
  /** The ingredients as text: comma-separated, or one per line. */
  ingredients: string;
  instructions: string;
  /** A recipe category's name, or '' for None. */
  category: string;
  /** How many it serves; 0 for not given. */
  servings: number;
}

export const emptyRecipeForm: RecipeForm = {
  name: '',
  ingredients: '',
  instructions: '',
  category: '',
  servings: 0,
};

/**
 * The ingredients typed as text, as a list (spec 1 §5: comma-separated, each trimmed, blanks
 * dropped). Text with line breaks is read one ingredient per line, so an ingredient that holds a
 * comma ("2 carrots, diced", as imported recipes write them) survives an edit.
 */
export function ingredientsFromText(text: string): string[] {
  const separator = /\r?\n/.test(text) ? /\r?\n/ : ',';
  return text
    .split(separator)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * A list of ingredients as the form shows it: comma-separated, unless one of them holds a comma,
 * in which case one per line (read back the same by {@link ingredientsFromText}).
 */
export function ingredientsToText(ingredients: readonly string[]): string {
  return ingredients.some((line) => line.includes(','))
    ? ingredients.join('\n')
    : ingredients.join(', ');
}

/** The form filled with a saved recipe, to edit it. */
export function formOf(recipe: Recipe): RecipeForm {
  return {
    id: recipe.id,
    name: recipe.name,
    ingredients: ingredientsToText(recipe.ingredients),
    instructions: recipe.instructions,
    category: recipe.category ?? '',
    servings: recipe.servings ?? 0,
  };
}

/** The unsaved draft an imported recipe fills, with an empty category (spec 1 §4). */
export function formOfImport(draft: RecipeDraft): RecipeForm {
  return {
    name: draft.name,
    ingredients: ingredientsToText(draft.ingredients),
    instructions: draft.instructions,
    category: '',
    servings: draft.servings ?? 0,
  };
}

/** Whether the form may be saved: the server refuses a blank name. */
export function canSaveRecipe(form: Pick<RecipeForm, 'name'>): boolean {
  return form.name.trim() !== '';
}

/** What is sent to save the form: trimmed, ingredients as a list, no category or servings as null. */
export function recipeRequest(form: RecipeForm): RecipeInput {
  const category = form.category.trim();
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    name: form.name.trim(),
    ingredients: ingredientsFromText(form.ingredients),
    instructions: form.instructions.trim(),
    category: category === '' ? null : category,
    servings: form.servings >= 1 ? form.servings : null,
  };
}

/**
 * The import failure as the spec words it (§8): 'Error importing recipe: ' and the server's
 * detail, else 'Import failed'.
 */
export function importErrorText(detail: string | null | undefined): string {
  const reason = detail?.trim() ? detail.trim() : mealTexts.importFailed;
  return `${mealTexts.importErrorPrefix}${reason}`;
}

/** Whether an address may be sent for import: not blank (spec 1 §5). */
export function canImport(url: string): boolean {
  return url.trim() !== '';
}
