import type { Category, FoodItem } from '@wegrow/api';
import { INVENTORY_UNITS } from '@wegrow/contract/ingredients';
import { describe, expect, it } from 'vitest';
import { inStockNames, recipeSearchUrl } from './findRecipes';
import {
  canSaveItem,
  draftOf,
  emptyItemDraft,
  itemRequest,
  toggledCategory,
  withAmount,
} from './inventoryDraft';
import { levelCounts, levelOf, shortItemCount } from './inventoryLevels';
import { INVENTORY_UNIT_SUGGESTIONS, unitNote, readableAmounts } from './inventoryUnits';
import {
  categoryNames,
  filterChoices,
  filterOf,
  isInventorySort,
  sortChoices,
} from './inventoryOptions';

const item = (
  name: string,
  quantity: number,
  desiredQuantity: number,
  categories: string[] = [],
  id = 1,
): FoodItem => ({ id, name, quantity, desiredQuantity, unit: null, categories });

const produce: Category = { id: 3, name: 'Produce', type: 'food' };
const pantry: Category = { id: 4, name: 'Pantry', type: 'food' };

describe('the colour rule as the screen shows it (spec 1 §4)', () => {
  it('is red with a word for nothing on hand, even when nothing is needed', () => {
    expect(levelOf(item('Carrots', 0, 4))).toMatchObject({ tone: 'danger', label: 'Out' });
    expect(levelOf(item('Salt', 0, 0))).toMatchObject({ tone: 'danger', label: 'Out' });
  });

  it('is yellow below the need, green at it, and has no colour above it', () => {
    expect(levelOf(item('Rice', 1, 3))).toMatchObject({ tone: 'warning', label: 'Low' });
    expect(levelOf(item('Oat milk', 2, 2))).toMatchObject({ tone: 'success', label: 'Stocked' });
    expect(levelOf(item('Cumin', 3, 1))).toMatchObject({ tone: null, label: 'Extra' });
  });

  it('gives every level a word and a symbol, never a colour alone', () => {
    for (const [have, need] of [
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 2],
    ] as const) {
      const view = levelOf(item('x', have, need));
      expect(view.label).not.toBe('');
      expect(view.symbol).not.toBe('');
      expect(view.description).not.toBe('');
    }
  });

  it('counts the items at each level, and the short ones', () => {
    const items = [item('a', 0, 1), item('b', 1, 2), item('c', 0, 3), item('d', 2, 2)];
    expect(levelCounts(items)).toEqual({ empty: 2, low: 1, stocked: 1, over: 0 });
    expect(shortItemCount(items)).toBe(3);
    expect(shortItemCount([item('e', 0, 0)])).toBe(0);
  });
});

describe('the inventory form', () => {
  it('starts a new item with have 1 and need 1 (spec 1 §9)', () => {
    expect(emptyItemDraft).toEqual({
      name: '',
      quantity: 1,
      desiredQuantity: 1,
      unit: '',
      categories: [],
    });
  });

  it('needs a name that is not blank', () => {
    expect(canSaveItem({ name: '  ' })).toBe(false);
    expect(canSaveItem({ name: ' Basil ' })).toBe(true);
  });

  it('sends the name and unit trimmed, amounts of at least 0 kept to a thousandth, each category once', () => {
    // 0.5 l of milk is sent as 0.5, not 1; 0.25 kg of butter as 0.25, not 0 (issue 45).
    expect(itemRequest({ ...emptyItemDraft, name: 'Milk', quantity: 0.5 }).quantity).toBe(0.5);
    expect(itemRequest({ ...emptyItemDraft, name: 'Butter', quantity: 0.25 }).quantity).toBe(0.25);
    expect(
      itemRequest({
        name: '  Basil ',
        quantity: 2.7004,
        desiredQuantity: -1,
        unit: ' bunch ',
        categories: ['3', '3', '4'],
      }),
    ).toEqual({
      name: 'Basil',
      quantity: 2.7,
      desiredQuantity: 0,
      unit: 'bunch',
      categories: ['3', '4'],
    });
  });

  it('sends a blank unit as none, and keeps an edited item’s unit', () => {
    expect(itemRequest({ ...emptyItemDraft, name: 'Eggs', unit: '  ' }).unit).toBeNull();
    expect(draftOf({ ...item('Flour', 1, 2), unit: 'cup' }).unit).toBe('cup');
    expect(draftOf(item('Eggs', 1, 2)).unit).toBe('');
  });

  it('suggests the units the server’s ingredient parser knows', () => {
    expect([...INVENTORY_UNIT_SUGGESTIONS].sort()).toEqual([...INVENTORY_UNITS].sort());
  });

  it('notes a row’s unit in its usual short form', () => {
    expect(unitNote('gram')).toBe('Unit: g');
    expect(unitNote('cup')).toBe('Unit: cups');
    expect(unitNote('jar')).toBe('Unit: jar');
    expect(unitNote(null)).toBeNull();
  });

  it('keeps the id of an item being edited', () => {
    const draft = draftOf(item('Rice', 1, 3, ['4'], 52));
    expect(itemRequest(draft)).toEqual({
      id: 52,
      name: 'Rice',
      quantity: 1,
      desiredQuantity: 3,
      unit: null,
      categories: ['4'],
    });
  });

  it('toggles categories in and out', () => {
    const on = toggledCategory(emptyItemDraft, '3', true);
    expect(on.categories).toEqual(['3']);
    expect(toggledCategory(on, '3', false).categories).toEqual([]);
    expect(toggledCategory(on, '3', true).categories).toEqual(['3']);
  });

  it('sets Have or Need to a whole number, never below 0', () => {
    expect(withAmount(item('Rice', 1, 3), 'quantity', 2)).toMatchObject({ quantity: 2 });
    expect(withAmount(item('Rice', 1, 3), 'desiredQuantity', -1)).toMatchObject({
      desiredQuantity: 0,
    });
  });
});

describe('the filter and sort choices', () => {
  it('offers No Category, All, then each food category', () => {
    expect(filterChoices([produce, pantry]).map((choice) => choice.label)).toEqual([
      'No Category',
      'All',
      'Produce',
      'Pantry',
    ]);
  });

  it('reads a choice back, falling back to All for a category that is gone', () => {
    expect(filterOf('none', [produce])).toBe('none');
    expect(filterOf('all', [produce])).toBe('all');
    expect(filterOf('3', [produce])).toBe(3);
    expect(filterOf('99', [produce])).toBe('all');
  });

  it('sorts by Name, Category or Need (spec 1 §9)', () => {
    expect(sortChoices.map((choice) => choice.label)).toEqual(['Name', 'Category', 'Need']);
    expect(isInventorySort('need')).toBe(true);
    expect(isInventorySort('price')).toBe(false);
  });

  it("names an item's categories in list order", () => {
    expect(categoryNames(['4', '3', '99'], [produce, pantry])).toEqual(['Produce', 'Pantry']);
  });
});

describe('Find Recipes', () => {
  it('asks about the items with a quantity above 0 and a name, each once', () => {
    const items = [
      item('Carrots', 0, 4),
      item(' Brown rice ', 1, 3),
      item('   ', 2, 2),
      item('Oat milk', 2, 2),
      item('brown rice', 5, 1),
    ];
    expect(inStockNames(items)).toEqual(['Brown rice', 'Oat milk']);
    expect(inStockNames([item('Carrots', 0, 4)])).toEqual([]);
  });

  it("opens a web search for the names and the spec's question", () => {
    const url = new URL(recipeSearchUrl(['Brown rice', 'Oat milk & honey']));
    expect(url.origin + url.pathname).toBe('https://www.google.com/search');
    expect(url.searchParams.get('q')).toBe(
      'Brown rice, Oat milk & honey What can I make with these ingredients?',
    );
  });
});

describe('readable amounts of a row (issue 45)', () => {
  it('says Have and Need in the most readable unit of the family, the stored value kept', () => {
    expect(readableAmounts({ quantity: 0.25, desiredQuantity: 1, unit: 'kilogram' })).toBe(
      'Have 250 g · Need 1 kg',
    );
    expect(readableAmounts({ quantity: 1000, desiredQuantity: 500, unit: 'milliliter' })).toBe(
      'Have 1 l · Need 500 ml',
    );
    // Already readable, or no family: nothing more to say.
    expect(readableAmounts({ quantity: 2, desiredQuantity: 1, unit: 'kilogram' })).toBeNull();
    expect(readableAmounts({ quantity: 3, desiredQuantity: 4, unit: 'jar' })).toBeNull();
    expect(readableAmounts({ quantity: 3, desiredQuantity: 4, unit: null })).toBeNull();
  });
});
