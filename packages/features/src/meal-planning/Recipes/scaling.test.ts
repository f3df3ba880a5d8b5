import { describe, expect, it } from 'vitest';
import { readableQuantity, scaledIngredient, scaleFactor } from './scaling';

const flour = {
  original: '2 cups flour',
  quantity: 2,
  quantityMax: null,
  unit: 'cups',
  food: 'flour',
};
const salt = {
  original: '½ tsp salt',
  quantity: 0.5,
  quantityMax: null,
  unit: 'tsp',
  food: 'salt',
};
const eggs = { original: 'Eggs 3', quantity: 3, quantityMax: null, unit: null, food: 'Eggs' };
const butter = {
  original: 'Butter,',
  quantity: null,
  quantityMax: null,
  unit: null,
  food: 'Butter',
};
const tomatoes = {
  original: '2-3 tomatoes',
  quantity: 2,
  quantityMax: 3,
  unit: null,
  food: 'tomatoes',
};

describe('scaling a recipe', () => {
  it('reads quantities as fractions a cook knows', () => {
    expect(readableQuantity(1.5)).toBe('1½');
    expect(readableQuantity(0.25)).toBe('¼');
    expect(readableQuantity(1 / 3)).toBe('⅓');
    expect(readableQuantity(2 / 3 + 2)).toBe('2⅔');
    expect(readableQuantity(4)).toBe('4');
    expect(readableQuantity(1.2)).toBe('1.2');
    expect(readableQuantity(0.999)).toBe('1');
  });

  it('scales from the servings written (1 when not given)', () => {
    expect(scaleFactor(4, 6)).toBe(1.5);
    expect(scaleFactor(null, 2)).toBe(2);
    expect(scaleFactor(4, 4)).toBe(1);
  });

  it('shows each line scaled; a line without a quantity shows its food', () => {
    expect(scaledIngredient(flour, 1)).toEqual({ amount: '2 cups', food: 'flour' });
    expect(scaledIngredient(flour, 1.5)).toEqual({ amount: '3 cups', food: 'flour' });
    expect(scaledIngredient(salt, 1.5)).toEqual({ amount: '¾ tsp', food: 'salt' });
    expect(scaledIngredient(eggs, 0.5)).toEqual({ amount: '1½', food: 'Eggs' });
    expect(scaledIngredient(butter, 2)).toEqual({ amount: null, food: 'Butter' });
    expect(scaledIngredient(tomatoes, 2)).toEqual({ amount: '4–6', food: 'tomatoes' });
    // In the family's most readable unit (issue 45): 500 ml doubled is 1 l, 1½ tsp doubled 1 tbsp.
    const milk = { ...flour, quantity: 500, unit: 'ml', food: 'milk' };
    expect(scaledIngredient(milk, 2)).toEqual({ amount: '1 l', food: 'milk' });
    expect(scaledIngredient(milk, 3)).toEqual({ amount: '1.5 l', food: 'milk' });
    expect(scaledIngredient(milk, 1)).toEqual({ amount: '500 ml', food: 'milk' });
    expect(scaledIngredient({ ...salt, quantity: 1.5 }, 2)).toEqual({
      amount: '1 tbsp',
      food: 'salt',
    });
  });
});
