/**
 * Reading ingredient lines stays linear (issue 41): parse-ingredient tries every shorter start of a
 * run of amount characters, reading each whole (500 characters of "½" took 95 ms, so one recipe of
 * 200 such lines held the server for 19 s on every save and every read), and merging a plan
 * compared each line with every line before it (2,000 distinct lines took 15 s). Every line is
 * read up to `MAX_INGREDIENT_LINE` characters, a long run of amount characters is no amount, and a
 * plan merges by key.
 */
import { describe, expect, it } from 'vitest';
import {
  groceryLineOf,
  ingredientOf,
  ingredientsOf,
  MAX_INGREDIENT_LINE,
  planGroceries,
} from './ingredients';
import { cpuMs as took } from './cpu-time.testing';

const fill = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Lines made of what the parser reads as part of an amount, after the start of a line or a range. */
const PATHOLOGICAL = ['½', '1 ', '1/', '1.', '1,', '1-', '1e', 'e', '⁄1', '½ '];
const STARTS = ['', 'a ', '1 to ', 'Eggs '];

describe('ingredient lines', () => {
  it('reads a recipe of 200 pathological lines of the longest length in under a second', () => {
    for (const start of STARTS)
      for (const unit of PATHOLOGICAL) {
        const lines = Array.from({ length: 200 }, () =>
          fill(`${start}${unit}`, MAX_INGREDIENT_LINE),
        );
        const ms = took(() => {
          ingredientsOf(lines);
          planGroceries(lines, []);
        });
        // About 30 µs a line (19 s for the "½" lines before the bounds); the rest is a busy machine.
        expect(ms, JSON.stringify(`${start}${unit}`)).toBeLessThan(1_000);
      }
  });

  it('reads a 20,000-character line in under 100 ms, up to the longest length', () => {
    for (const unit of [...PATHOLOGICAL, 'a 1 – 2 ', 'salt ', ' ']) {
      const line = `2 cups ${fill(unit, 20_000)}`;
      const ms = took(() => {
        ingredientOf(line);
        groceryLineOf(line);
      });
      expect(ms, JSON.stringify(unit)).toBeLessThan(100);
    }
    expect(ingredientOf(`2 cups ${fill('flour ', 20_000)}`)?.original).toHaveLength(
      MAX_INGREDIENT_LINE,
    );
  });

  it('still reads the amounts of real lines, and a long run of digits as no amount', () => {
    expect(ingredientOf('1 ½ cups rolled oats')).toMatchObject({ quantity: 1.5, unit: 'cups' });
    expect(ingredientOf('2-3 tomatoes')).toMatchObject({ quantity: 2, quantityMax: 3 });
    expect(ingredientOf(`Code ${'1'.repeat(40)} salt`)).toMatchObject({
      quantity: null,
      food: `Code ${'1'.repeat(40)} salt`,
    });
  });

  it('plans thousands of distinct lines against a full inventory in time linear in them', () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => `${(i % 9) + 1} cups ingredient ${i}`);
    const stock = Array.from({ length: 1_000 }, (_, i) => ({
      name: `ingredient ${i * 5}`,
      quantity: 1,
      unit: 'cup',
    }));
    let plan: ReturnType<typeof planGroceries> | undefined;
    const ms = took(() => (plan = planGroceries(lines, stock)));
    expect(plan?.ingredients).toBe(5_000);
    // Every fifth line's item is in stock (1 cup); the ninth of those that need only 1 are covered.
    expect(plan?.covered).toBe(lines.filter((_, i) => i % 5 === 0 && i % 9 === 0).length);
    // Before, 2,000 distinct lines took 15 s (and 5,000 six times as long).
    expect(ms).toBeLessThan(3_000);
  });
});
