import { describe, expect, it } from 'vitest';
import {
  finalQuantity,
  fraction,
  fractionOf,
  plus,
  quantityText,
  readable,
  sum,
  valueOf,
} from './amounts';
import { addedAmount, planGroceries, shortfallOf } from './ingredients';

describe('amounts add up exactly (issue 45)', () => {
  it('reads decimals as the fractions a cook wrote', () => {
    expect(fractionOf(0.5)).toEqual(fraction(1, 2));
    expect(fractionOf(0.333)).toEqual(fraction(1, 3));
    expect(fractionOf(1.667)).toEqual(fraction(5, 3));
    expect(fractionOf(0.15)).toEqual(fraction(3, 20));
    expect(valueOf(plus(fraction(1, 3), plus(fraction(1, 3), fraction(1, 3))))).toBe(1);
  });

  it('adds ½ tsp and ¼ tsp to ¾ tsp, and two soups and pancakes to 1 tsp', () => {
    const salt = (n: number, d: number) => ({ quantity: fraction(n, d), unit: 'teaspoon' });
    expect(sum(salt(1, 2), salt(1, 4))).toEqual(salt(3, 4));
    expect(sum(sum(salt(1, 2), salt(1, 4)) ?? salt(0, 1), salt(1, 4))).toEqual(salt(1, 1));
    expect(finalQuantity(salt(3, 4))).toBe(0.75);
  });

  it('shows a sum in its family’s most readable unit', () => {
    const shown = (quantity: number, unit: string) => {
      const amount = readable({ quantity: fractionOf(quantity), unit });
      return `${quantityText(finalQuantity(amount), amount.unit)} ${amount.unit}`;
    };
    expect(shown(3, 'teaspoon')).toBe('1 tablespoon');
    expect(shown(5, 'teaspoon')).toBe('5 teaspoon');
    expect(shown(48, 'teaspoon')).toBe('1 cup');
    expect(shown(24, 'teaspoon')).toBe('½ cup');
    expect(shown(1000, 'milliliter')).toBe('1 liter');
    expect(shown(1500, 'gram')).toBe('1.5 kilogram');
    expect(shown(250, 'gram')).toBe('250 gram');
    expect(shown(0.25, 'kilogram')).toBe('250 gram');
    expect(shown(0.5, 'liter')).toBe('500 milliliter');
    expect(shown(2, 'pint')).toBe('4 cup');
  });

  it('rounds once, and only a count of things', () => {
    expect(finalQuantity({ quantity: fraction(5, 2), unit: null })).toBe(3);
    expect(finalQuantity({ quantity: fraction(1, 2), unit: 'can' })).toBe(1);
    expect(finalQuantity({ quantity: fraction(1, 2), unit: 'liter' })).toBe(0.5);
    expect(quantityText(0.5, 'liter')).toBe('0.5');
    expect(quantityText(1.5, 'tablespoon')).toBe('1½');
    expect(quantityText(0.75, null)).toBe('¾');
  });

  it('plans the grocery list exactly: pancakes and tomato soup, and the soup twice', () => {
    const pancakes = ['½ tsp salt', '1 ½ tbsp sugar', '2 eggs'];
    const soup = ['¼ tsp salt', '1 onion'];
    expect(planGroceries([...pancakes, ...soup], []).lines).toEqual([
      { name: 'salt', quantity: 0.75, unit: 'teaspoon' },
      { name: 'sugar', quantity: 1.5, unit: 'tablespoon' },
      { name: 'eggs', quantity: 2, unit: null },
      { name: 'onion', quantity: 1, unit: null },
    ]);
    expect(planGroceries([...pancakes, ...soup, ...soup], []).lines[0]).toEqual({
      name: 'salt',
      quantity: 1,
      unit: 'teaspoon',
    });
    // Half an onion twice is one onion; half of one is still one to buy.
    expect(planGroceries(['½ onion', '½ onion'], []).lines).toEqual([
      { name: 'onion', quantity: 1, unit: null },
    ]);
    expect(planGroceries(['2 tsp salt', '1 tsp salt'], []).lines).toEqual([
      { name: 'salt', quantity: 1, unit: 'tablespoon' },
    ]);
  });

  it('adds to a list row and works out shortfalls exactly', () => {
    expect(
      addedAmount({ quantity: 0.5, unit: 'teaspoon' }, { quantity: 0.25, unit: 'tsp' }),
    ).toEqual({ quantity: 0.75, unit: 'teaspoon' });
    expect(addedAmount({ quantity: 500, unit: 'ml' }, { quantity: 0.5, unit: 'liter' })).toEqual({
      quantity: 1,
      unit: 'liter',
    });
    expect(addedAmount({ quantity: 2, unit: null }, { quantity: 1, unit: 'gram' })).toBeNull();
    expect(
      shortfallOf({ name: 'Milk', quantity: 0.5, desiredQuantity: 1, unit: 'liter' }, []),
    ).toEqual({ quantity: 500, unit: 'milliliter' });
    expect(
      shortfallOf({ name: 'Eggs', quantity: 0.5, desiredQuantity: 2, unit: null }, []),
    ).toEqual({ quantity: 2, unit: null });
    expect(shortfallOf({ name: 'Eggs', quantity: 2, desiredQuantity: 2 }, [])).toBeNull();
  });
});
