import type { CategoryList } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { categoriesOfType, categoryProblem, isCategoryType, tidyName } from './categoryRules';

const categories: CategoryList = {
  food: [
    { id: 1, name: 'Produce', type: 'food' },
    { id: 2, name: 'Dairy & alternatives', type: 'food' },
  ],
  recipes: [{ id: 3, name: 'Breakfast', type: 'recipe' }],
};

describe('categoryProblem', () => {
  it('refuses a blank name (spaces only too)', () => {
    expect(categoryProblem('', 'food', categories)).toBe('blank');
    expect(categoryProblem('   ', 'recipe', categories)).toBe('blank');
  });

  it('refuses a name the same type already has, ignoring case and spacing', () => {
    expect(categoryProblem('produce', 'food', categories)).toBe('exists');
    expect(categoryProblem('  PRODUCE ', 'food', categories)).toBe('exists');
    expect(categoryProblem('Dairy   &  alternatives', 'food', categories)).toBe('exists');
  });

  it('lets one name be a food and a recipe category', () => {
    expect(categoryProblem('Produce', 'recipe', categories)).toBeNull();
    expect(categoryProblem('Breakfast', 'food', categories)).toBeNull();
  });

  it('accepts anything new, and anything before the list has loaded', () => {
    expect(categoryProblem('Spices', 'food', categories)).toBeNull();
    expect(categoryProblem('Produce', 'food', undefined)).toBeNull();
  });
});

describe('the category helpers', () => {
  it('tidies a name as the server keeps it', () => {
    expect(tidyName('  Root   vegetables ')).toBe('Root vegetables');
  });

  it('picks the categories of a type', () => {
    expect(categoriesOfType(categories, 'recipe').map((c) => c.name)).toEqual(['Breakfast']);
    expect(categoriesOfType(undefined, 'food')).toEqual([]);
  });

  it('knows the two types', () => {
    expect(isCategoryType('food')).toBe(true);
    expect(isCategoryType('recipe')).toBe(true);
    expect(isCategoryType('recipes')).toBe(false);
  });
});
