import { describe, expect, it } from 'vitest';
import { aisleChoices, aisleGroups, hasAisles, movedItem, typedAisle } from './groceryAisles';
import {
  canAddGrocery,
  cartSummary,
  formatQuantity,
  toggledItem,
  withQuantity,
} from './groceryQuantity';

describe('formatQuantity', () => {
  it('shows a number of things as the number', () => {
    expect(formatQuantity(3, null)).toBe('3');
    expect(formatQuantity(1, '')).toBe('1');
  });

  it('shows measures in their short forms', () => {
    expect(formatQuantity(250, 'gram')).toBe('250 g');
    expect(formatQuantity(2, 'tablespoon')).toBe('2 tbsp');
    expect(formatQuantity(1, 'liter')).toBe('1 l');
    expect(formatQuantity(2, 'fluid ounce')).toBe('2 fl oz');
  });

  it('shows cups and counted things as words, singular or plural', () => {
    expect(formatQuantity(1, 'cup')).toBe('1 cup');
    expect(formatQuantity(2, 'cup')).toBe('2 cups');
    expect(formatQuantity(3, 'clove')).toBe('3 cloves');
    expect(formatQuantity(2, 'bunch')).toBe('2 bunches');
    expect(formatQuantity(1, 'Pinch')).toBe('1 pinch');
  });

  it('shows a unit it does not know as written', () => {
    expect(formatQuantity(2, 'jar')).toBe('2 jar');
  });
});

describe('the grocery list helpers', () => {
  it('say how much is in the cart', () => {
    expect(cartSummary([{ checked: true }, { checked: false }, { checked: true }])).toBe(
      '2 of 3 items in the cart',
    );
    expect(cartSummary([{ checked: false }])).toBe('0 of 1 item in the cart');
  });

  it('send the whole item back with the check flipped', () => {
    const item = { id: 7, name: 'Lemons', quantity: 2, unit: null, checked: false, aisle: null };
    expect(toggledItem(item, true)).toEqual({ ...item, checked: true });
  });

  it('send the whole item back with an edited quantity', () => {
    const item = { id: 7, name: 'Lemons', quantity: 2, unit: null, checked: false, aisle: null };
    expect(withQuantity(item, 5)).toEqual({ ...item, quantity: 5 });
    expect(item.quantity).not.toBe(5);
  });

  it('need a name to add an item', () => {
    expect(canAddGrocery('  ')).toBe(false);
    expect(canAddGrocery('Lemons')).toBe(true);
  });
});

describe('grocery aisles (issue 45)', () => {
  const item = (id: number, name: string, aisle: string | null) => ({
    id,
    name,
    quantity: 1,
    unit: null,
    checked: false,
    aisle,
  });
  it('group the list by aisle name, any case, with Other (null) last, items in list order', () => {
    const items = [
      item(1, 'Lemons', null),
      item(2, 'Oat milk', 'dairy'),
      item(3, 'Kale', 'Vegetables'),
      item(4, 'Carrots', 'Vegetables'),
      item(5, 'Rice', 'Grains'),
    ];
    expect(
      aisleGroups(items).map(({ aisle, items: inAisle }) => [aisle, inAisle.map((i) => i.id)]),
    ).toEqual([
      ['dairy', [2]],
      ['Grains', [5]],
      ['Vegetables', [3, 4]],
      [null, [1]],
    ]);
    expect(hasAisles(items)).toBe(true);
    expect(hasAisles([item(1, 'Lemons', null)])).toBe(false);
  });
});

describe('an item’s own aisle', () => {
  const lemons = { id: 7, name: 'Lemons', quantity: 2, unit: null, checked: false, aisle: 'Fruit' };
  it('is typed tidy: trimmed, runs of spaces made one, empty as none', () => {
    expect(typedAisle('  Paper   goods ')).toBe('Paper goods');
    expect(typedAisle('   ')).toBeNull();
  });
  it('moves the whole item, an empty aisle clearing its own', () => {
    expect(movedItem(lemons, ' Household ')).toEqual({ ...lemons, aisle: 'Household' });
    expect(movedItem(lemons, '')).toEqual({ ...lemons, aisle: null });
  });
  it('offers the list’s aisles and the food categories, each once (any case), by name', () => {
    expect(
      aisleChoices(
        [lemons, { ...lemons, aisle: null }, { ...lemons, aisle: 'household' }],
        ['Dairy', 'fruit', 'Bakery'],
      ),
    ).toEqual(['Bakery', 'Dairy', 'Fruit', 'household']);
  });
});
