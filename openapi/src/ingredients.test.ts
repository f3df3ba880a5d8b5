import { describe, expect, it } from 'vitest';
import { groceryLineOf, groceryNameKey, MAX_QUANTITY, sameItemName } from './ingredients';

describe('ingredient lines as grocery items', () => {
  it.each([
    ['2 carrots, diced', { name: 'carrots', quantity: 2, unit: null }],
    ['1 cup red lentils', { name: 'red lentils', quantity: 1, unit: 'cup' }],
    ['1 ½ cups rolled oats', { name: 'rolled oats', quantity: 2, unit: 'cup' }],
    ['1/2 tsp baking soda', { name: 'baking soda', quantity: 1, unit: 'teaspoon' }],
    ['200 g flour', { name: 'flour', quantity: 200, unit: 'gram' }],
    ['2 Tbsp. olive oil', { name: 'olive oil', quantity: 2, unit: 'tablespoon' }],
    ['2-3 tomatoes', { name: 'tomatoes', quantity: 3, unit: null }],
    ['3 large eggs', { name: 'eggs', quantity: 3, unit: null }],
    ['2 cloves garlic, minced', { name: 'garlic', quantity: 2, unit: 'clove' }],
    ['1 (14 oz) can tomatoes', { name: 'can tomatoes', quantity: 1, unit: null }],
    ['pinch of salt', { name: 'salt', quantity: 1, unit: 'pinch' }],
    ['salt', { name: 'salt', quantity: 1, unit: null }],
    ['  a handful   of berries ', { name: 'a handful of berries', quantity: 1, unit: null }],
  ])('%s', (line, expected) => {
    expect(groceryLineOf(line)).toEqual(expected);
  });

  it('skips group headers and empty lines', () => {
    expect(groceryLineOf('For the sauce:')).toBeNull();
    expect(groceryLineOf('   ')).toBeNull();
  });

  it('keeps names and quantities within what the contract accepts back', () => {
    const long = groceryLineOf(`2 ${'very '.repeat(40)}long beans`);
    expect(long?.name.length).toBeLessThanOrEqual(100);
    expect(groceryLineOf('99999999 g rice')?.quantity).toBe(MAX_QUANTITY);
  });
});

describe('names', () => {
  it('are the same item regardless of case, spacing and a plural', () => {
    expect(groceryNameKey('Red  Lentils')).toBe(groceryNameKey('red lentil'));
    expect(groceryNameKey('Tomatoes')).toBe(groceryNameKey('tomato'));
    expect(groceryNameKey('carrots')).toBe(groceryNameKey('Carrot'));
    expect(groceryNameKey('oat milk')).not.toBe(groceryNameKey('oats'));
  });

  it('for the inventory, only case and spacing', () => {
    expect(sameItemName(' Oat  milk', 'oat milk')).toBe(true);
    expect(sameItemName('Carrots', 'carrot')).toBe(false);
  });
});
