import { describe, expect, it } from 'vitest';
import {
  groceryLineOf,
  groceryNameKey,
  ingredientOf,
  ingredientsOf,
  keptIngredientLines,
  MAX_QUANTITY,
  amountIn,
  heldFor,
  normalUnit,
  planGroceries,
  restockTarget,
  sameItemName,
} from './ingredients';

describe('ingredient lines read into quantity, unit and food', () => {
  it.each([
    ['2 cups flour', { quantity: 2, quantityMax: null, unit: 'cups', food: 'flour' }],
    ['Eggs 3', { quantity: 3, quantityMax: null, unit: null, food: 'Eggs' }],
    ['½ tsp salt', { quantity: 0.5, quantityMax: null, unit: 'tsp', food: 'salt' }],
    ['Butter,', { quantity: null, quantityMax: null, unit: null, food: 'Butter' }],
    ['Vitamin B12', { quantity: null, quantityMax: null, unit: null, food: 'Vitamin B12' }],
    ['7UP', { quantity: null, quantityMax: null, unit: null, food: '7UP' }],
    ['2-3 tomatoes', { quantity: 2, quantityMax: 3, unit: null, food: 'tomatoes' }],
    ['3 large eggs', { quantity: 3, quantityMax: null, unit: null, food: 'large eggs' }],
    ['200g flour', { quantity: 200, quantityMax: null, unit: 'g', food: 'flour' }],
  ])('%s', (line, expected) => {
    expect(ingredientOf(line)).toEqual({ original: line, ...expected });
  });

  it('keeps the line as typed, trimmed', () => {
    expect(ingredientOf('  1 ½ cups rolled oats ')?.original).toBe('1 ½ cups rolled oats');
  });

  it('drops junk lines and group headers', () => {
    expect(ingredientOf(', ,')).toBeNull();
    expect(ingredientOf(' - ')).toBeNull();
    expect(ingredientOf('For the sauce:')).toBeNull();
    expect(ingredientsOf(['2 cups flour', ', ,', 'Butter,']).map((i) => i.food)).toEqual([
      'flour',
      'Butter',
    ]);
    expect(keptIngredientLines([' 2 cups flour ', ', ,', 'Butter,'])).toEqual([
      '2 cups flour',
      'Butter,',
    ]);
  });

  it('a glued number stays in the grocery name too', () => {
    expect(groceryLineOf('Vitamin B12')).toEqual({ name: 'Vitamin B12', quantity: 1, unit: null });
    expect(groceryLineOf('7UP')).toEqual({ name: '7UP', quantity: 1, unit: null });
    expect(groceryLineOf('Butter,')).toEqual({ name: 'Butter', quantity: 1, unit: null });
    expect(groceryLineOf(', ,')).toBeNull();
  });
});

describe('grocery generation', () => {
  it('merges names ignoring case and adds their quantities', () => {
    expect(planGroceries(['2 Tomatoes', 'tomatoes 3', '1 cup flour'], []).lines).toEqual([
      { name: 'Tomatoes', quantity: 5, unit: null },
      { name: 'flour', quantity: 1, unit: 'cup' },
    ]);
  });

  it('subtracts what the inventory has when both are counts, not across units', () => {
    const plan = planGroceries(
      ['Eggs 3', '2 cups flour', '1 onion'],
      [
        { name: 'eggs', quantity: 2 },
        { name: 'Flour', quantity: 5 },
        { name: 'Onions', quantity: 4 },
      ],
    );
    expect(plan.lines).toEqual([
      { name: 'Eggs', quantity: 1, unit: null },
      { name: 'flour', quantity: 2, unit: 'cup' },
    ]);
    expect(plan).toMatchObject({ ingredients: 3, covered: 1 });
  });

  it('subtracts stock in the same unit, however it is written', () => {
    const plan = planGroceries(
      ['3 cups flour', '500 g rice', '2 tbsp honey'],
      [
        { name: 'flour', quantity: 1, unit: 'cup' },
        { name: 'Rice', quantity: 200, unit: 'grams' },
        { name: 'honey', quantity: 5, unit: 'T' },
      ],
    );
    expect(plan.lines).toEqual([
      { name: 'flour', quantity: 2, unit: 'cup' },
      { name: 'rice', quantity: 300, unit: 'gram' },
    ]);
    expect(plan.covered).toBe(1);
  });

  it('converts within a dimension: kg and g, l and ml, lb and oz', () => {
    const plan = planGroceries(
      ['1500 g flour', '750 ml milk', '20 oz cheese', '2 kg potatoes'],
      [
        { name: 'flour', quantity: 1, unit: 'kg' },
        { name: 'milk', quantity: 1, unit: 'l' },
        { name: 'cheese', quantity: 1, unit: 'lb' },
        { name: 'potatoes', quantity: 500, unit: 'g' },
      ],
    );
    expect(plan.lines).toEqual([
      { name: 'flour', quantity: 500, unit: 'gram' },
      { name: 'cheese', quantity: 4, unit: 'ounce' },
      { name: 'potatoes', quantity: 1.5, unit: 'kilogram' },
    ]);
    expect(plan.covered).toBe(1);
  });

  it('keeps the full amount against stock of another dimension or a count', () => {
    const plan = planGroceries(
      ['200 g sugar', '2 cups flour', 'Eggs 3', '1 jar honey'],
      [
        { name: 'sugar', quantity: 1, unit: 'cup' },
        { name: 'flour', quantity: 5 },
        { name: 'eggs', quantity: 6, unit: 'g' },
        { name: 'jar honey', quantity: 1, unit: 'jar' },
      ],
    );
    expect(plan.lines).toEqual([
      { name: 'sugar', quantity: 200, unit: 'gram' },
      { name: 'flour', quantity: 2, unit: 'cup' },
      { name: 'Eggs', quantity: 3, unit: null },
      { name: 'jar honey', quantity: 1, unit: null },
    ]);
    expect(plan.covered).toBe(0);
  });

  it('adds up every stock item of the name whose unit fits', () => {
    const plan = planGroceries(
      ['1 kg flour'],
      [
        { name: 'Flour', quantity: 300, unit: 'g' },
        { name: 'flour', quantity: 2, unit: 'cups' },
        { name: 'flour', quantity: 200, unit: 'gram' },
      ],
    );
    // Exactly what is missing, in its most readable unit (issue 45: no longer rounded up to 1 kg).
    expect(plan.lines).toEqual([{ name: 'flour', quantity: 500, unit: 'gram' }]);
  });
});

describe('inventory units', () => {
  it.each([
    ['cups', 'cup'],
    ['Cup', 'cup'],
    ['c', 'cup'],
    ['g', 'gram'],
    ['grams', 'gram'],
    ['g.', 'gram'],
    ['KG', 'kilogram'],
    ['T', 'tablespoon'],
    ['t', 'teaspoon'],
    ['  Jar  ', 'Jar'],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalUnit(typed)).toBe(stored);
  });

  it('compares amounts in the same unit, converts within a dimension, else not at all', () => {
    expect(amountIn(2, 'cups', 'c')).toBe(2);
    expect(amountIn(3, 'jars', 'Jar')).toBe(3);
    expect(amountIn(1, 'kg', 'g')).toBe(1000);
    expect(amountIn(500, 'ml', 'l')).toBe(0.5);
    expect(amountIn(1, 'lb', 'oz')).toBeCloseTo(16);
    expect(amountIn(1, 'cup', 'gram')).toBeNull();
    expect(amountIn(1, 'bag', 'box')).toBeNull();
    expect(amountIn(1, 'jar', 'can')).toBeNull();
    expect(amountIn(4, null, null)).toBe(4);
    expect(amountIn(4, null, 'gram')).toBeNull();
    expect(amountIn(4, 'gram', null)).toBeNull();
  });
});

describe('ingredient lines as grocery items', () => {
  it.each([
    ['2 carrots, diced', { name: 'carrots', quantity: 2, unit: null }],
    ['1 cup red lentils', { name: 'red lentils', quantity: 1, unit: 'cup' }],
    ['1 ½ cups rolled oats', { name: 'rolled oats', quantity: 1.5, unit: 'cup' }],
    ['1/2 tsp baking soda', { name: 'baking soda', quantity: 0.5, unit: 'teaspoon' }],
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

describe('the grocery list and inventory units', () => {
  const stock = [
    { name: 'Flour', quantity: 500, unit: 'gram' },
    { name: 'flour', quantity: 2, unit: 'cup' },
    { name: 'Eggs', quantity: 2, unit: null },
  ];

  it('restocks the first item of the name whose unit fits, converted, else one counted', () => {
    expect(restockTarget(stock, { name: 'flour', quantity: 1, unit: 'kilogram' })).toEqual({
      item: stock[0],
      amount: 1000,
    });
    expect(restockTarget(stock, { name: 'FLOUR', quantity: 3, unit: 'cup' })).toEqual({
      item: stock[1],
      amount: 3,
    });
    expect(restockTarget(stock, { name: 'eggs', quantity: 6, unit: null })).toEqual({
      item: stock[2],
      amount: 6,
    });
    // An item counted in things takes a number in any unit, as before units.
    expect(restockTarget(stock, { name: 'eggs', quantity: 1, unit: 'carton' })).toEqual({
      item: stock[2],
      amount: 1,
    });
    expect(
      restockTarget(stock.slice(0, 2), { name: 'flour', quantity: 1, unit: 'bag' }),
    ).toBeNull();
    expect(restockTarget(stock, { name: 'sugar', quantity: 1, unit: null })).toBeNull();
  });

  it('counts what the list holds in the inventory item’s unit', () => {
    const rows = [
      { name: 'flour', quantity: 1, unit: 'kilogram' },
      { name: 'Flour', quantity: 2, unit: 'cup' },
      { name: 'flour', quantity: 3, unit: null },
    ];
    expect(heldFor({ name: 'flour', unit: 'gram' }, rows)).toBe(1000);
    expect(heldFor({ name: 'flour', unit: 'cup' }, rows)).toBe(2);
    expect(heldFor({ name: 'flour', unit: null }, rows)).toBe(6);
    expect(heldFor({ name: 'rice' }, rows)).toBe(0);
  });
});
