import { recipeSelection, type Recipe } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import {
  countOf,
  countsById,
  selectionSummary,
  selectionText,
  withCount,
  withoutRecipe,
} from './recipeCounts';
import {
  canImport,
  canSaveRecipe,
  emptyRecipeForm,
  formOf,
  formOfImport,
  importErrorText,
  ingredientsFromText,
  ingredientsToText,
  recipeRequest,
} from './recipeRules';

const oats: Recipe = {
  id: 61,
  name: 'Overnight oats',
  ingredients: ['1 cup rolled oats', '1 cup oat milk'],
  parsedIngredients: [],
  servings: 2,
  instructions: 'Stir and leave overnight.',
  category: 'Breakfast',
};
const soup: Recipe = {
  id: 62,
  name: 'Carrot soup',
  ingredients: ['6 carrots, chopped', '1 onion'],
  parsedIngredients: [],
  servings: null,
  instructions: 'Simmer.',
  category: null,
};

describe('ingredients as text (spec 1 §5)', () => {
  it('splits comma-separated text, trimmed, without blanks', () => {
    expect(ingredientsFromText(' 1 cup oats ,2 bananas,, ,salt ')).toEqual([
      '1 cup oats',
      '2 bananas',
      'salt',
    ]);
    expect(ingredientsFromText('   ')).toEqual([]);
  });

  it('reads text with line breaks one ingredient per line, commas kept', () => {
    expect(ingredientsFromText('6 carrots, chopped\r\n\n 1 onion \n')).toEqual([
      '6 carrots, chopped',
      '1 onion',
    ]);
  });

  it('writes a list back comma-separated, or one per line when an ingredient has a comma', () => {
    expect(ingredientsToText(oats.ingredients)).toBe('1 cup rolled oats, 1 cup oat milk');
    expect(ingredientsToText(soup.ingredients)).toBe('6 carrots, chopped\n1 onion');
    for (const recipe of [oats, soup])
      expect(ingredientsFromText(ingredientsToText(recipe.ingredients))).toEqual(
        recipe.ingredients,
      );
  });
});

describe('the recipe form', () => {
  it('starts empty, with the category None', () => {
    expect(emptyRecipeForm).toEqual({
      name: '',
      ingredients: '',
      instructions: '',
      category: '',
      servings: 0,
    });
  });

  it('fills with a saved recipe, None for no category', () => {
    expect(formOf(oats)).toEqual({
      id: 61,
      name: 'Overnight oats',
      ingredients: '1 cup rolled oats, 1 cup oat milk',
      instructions: 'Stir and leave overnight.',
      category: 'Breakfast',
      servings: 2,
    });
    expect(formOf(soup).category).toBe('');
    expect(formOf(soup).servings).toBe(0);
  });

  it('fills an unsaved draft from an import, with an empty category (spec 1 §4)', () => {
    const form = formOfImport({
      name: 'Pancakes',
      ingredients: ['1 egg', '1 cup flour, sifted'],
      instructions: 'Whisk.\nCook.',
    });
    expect(form).toEqual({
      name: 'Pancakes',
      ingredients: '1 egg\n1 cup flour, sifted',
      instructions: 'Whisk.\nCook.',
      category: '',
      servings: 0,
    });
    expect(form.id).toBeUndefined();
    expect(
      formOfImport({ name: 'Soup', ingredients: [], instructions: '', servings: 4 }).servings,
    ).toBe(4);
  });

  it('needs a name', () => {
    expect(canSaveRecipe({ name: ' ' })).toBe(false);
    expect(canSaveRecipe({ name: 'Soup' })).toBe(true);
  });

  it('sends the form trimmed, the ingredients as a list, None as null', () => {
    expect(
      recipeRequest({
        name: ' Soup ',
        ingredients: 'water, salt',
        instructions: ' Boil. ',
        category: '',
        servings: 0,
      }),
    ).toEqual({
      name: 'Soup',
      ingredients: ['water', 'salt'],
      instructions: 'Boil.',
      category: null,
      servings: null,
    });
    expect(recipeRequest(formOf(oats))).toEqual({
      id: 61,
      name: 'Overnight oats',
      ingredients: ['1 cup rolled oats', '1 cup oat milk'],
      instructions: 'Stir and leave overnight.',
      category: 'Breakfast',
      servings: 2,
    });
  });
});

describe('recipe import', () => {
  it('needs an address that is not blank', () => {
    expect(canImport('  ')).toBe(false);
    expect(canImport('https://example.org/soup')).toBe(true);
  });

  it("words a failure as the spec does: the server's detail, else 'Import failed'", () => {
    expect(importErrorText('No recipe found at that address.')).toBe(
      'Error importing recipe: No recipe found at that address.',
    );
    expect(importErrorText('')).toBe('Error importing recipe: Import failed');
    expect(importErrorText(undefined)).toBe('Error importing recipe: Import failed');
  });
});

describe('the per-recipe counts', () => {
  it('keeps whole counts of at least 0, dropping recipes at 0', () => {
    let counts = withCount({}, oats, 2);
    counts = withCount(counts, soup, 1.6);
    expect(countsById(counts)).toEqual({ 61: 2, 62: 1 });
    expect(countsById(withCount(counts, oats, 0))).toEqual({ 62: 1 });
    expect(countsById(withCount(counts, oats, -3))).toEqual({ 62: 1 });
    expect(countOf(counts, 61)).toBe(2);
    expect(countOf(counts, 63)).toBe(0);
  });

  it('are sent as repeated ids (the server counts a repeated id again)', () => {
    expect(recipeSelection(countsById(withCount(withCount({}, oats, 2), soup, 1)))).toEqual([
      61, 61, 62,
    ]);
    expect(recipeSelection(countsById({}))).toEqual([]);
  });

  it('forget a deleted recipe', () => {
    expect(countsById(withoutRecipe(withCount({}, oats, 2), 61))).toEqual({});
  });

  it('say what is selected by name, whatever the filter shows', () => {
    const selection = selectionSummary(withCount(withCount({}, soup, 1), oats, 2));
    expect(selection).toEqual([
      { name: 'Carrot soup', count: 1 },
      { name: 'Overnight oats', count: 2 },
    ]);
    expect(selectionText(selection)).toBe('Carrot soup × 1, Overnight oats × 2');
  });
});
