/** The pure helpers the meal-planning screens use (spec 1 §4 colour rule, §2 filter and sort, §7). */
import { describe, expect, it } from 'vitest';
import {
  filterInventory,
  hasItemsInCart,
  inventoryLevel,
  recipeSelection,
  sortInventory,
  type Category,
  type FoodItem,
  type GroceryItem,
} from '../src';

const item = (
  id: number,
  name: string,
  quantity: number,
  desiredQuantity: number,
  categories: string[] = [],
): FoodItem => ({
  id,
  name,
  quantity,
  desiredQuantity,
  unit: null,
  categories,
});

const categories: Category[] = [
  { id: 1, name: 'Vegetables', type: 'food' },
  { id: 2, name: 'Grains', type: 'food' },
  { id: 3, name: 'dairy', type: 'food' },
];
const carrots = item(11, 'carrots', 0, 4, ['1']);
const rice = item(12, 'Brown rice', 1, 3, ['2']);
const milk = item(13, 'Oat milk', 2, 2, ['3', '1']);
const cumin = item(14, 'Cumin', 3, 1);
const inventory = [carrots, rice, milk, cumin];

describe('inventory', () => {
  it('tells the level of each item: 0 empty (red), below need low, equal stocked, above over', () => {
    expect(inventory.map(inventoryLevel)).toEqual(['empty', 'low', 'stocked', 'over']);
    expect(inventoryLevel({ quantity: 0, desiredQuantity: 0 })).toBe('empty');
    expect(inventoryLevel({ quantity: 5, desiredQuantity: 0 })).toBe('over');
  });

  it('filters by No Category, All or one category', () => {
    expect(filterInventory(inventory, 'none')).toEqual([cumin]);
    expect(filterInventory(inventory, 'all')).toEqual(inventory);
    expect(filterInventory(inventory, 1)).toEqual([carrots, milk]);
    expect(filterInventory(inventory, 99)).toEqual([]);
  });

  it('sorts by name, category or need, without changing the list it was given', () => {
    const copy = [...inventory];
    expect(sortInventory(inventory, 'name').map((i) => i.name)).toEqual([
      'Brown rice',
      'carrots',
      'Cumin',
      'Oat milk',
    ]);
    expect(sortInventory(inventory, 'category', categories).map((i) => i.name)).toEqual([
      'Oat milk', // dairy (its first category by name)
      'Brown rice', // Grains
      'carrots', // Vegetables
      'Cumin', // none: last
    ]);
    expect(sortInventory(inventory, 'need').map((i) => i.name)).toEqual([
      'Cumin',
      'Oat milk',
      'Brown rice',
      'carrots',
    ]);
    expect(inventory).toEqual(copy);
  });
});

describe('grocery list', () => {
  it('sends each recipe as many times as its count', () => {
    expect(recipeSelection({ 21: 2, 24: 1, 30: 0, 31: -1 })).toEqual([21, 21, 24]);
    expect(recipeSelection({})).toEqual([]);
  });

  it('knows when something is in the cart', () => {
    const grocery = (checked: boolean): GroceryItem => ({
      id: 1,
      name: 'Tea',
      quantity: 1,
      unit: null,
      checked,
      aisle: null,
    });
    expect(hasItemsInCart([grocery(false), grocery(true)])).toBe(true);
    expect(hasItemsInCart([grocery(false)])).toBe(false);
    expect(hasItemsInCart(undefined)).toBe(false);
  });
});
