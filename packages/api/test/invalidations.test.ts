import { describe, expect, it } from 'vitest';
import { invalidatedBy, mutationInvalidations } from '../src';
import { operations as contractOperations } from '@wegrow/contract';

describe('mutation invalidations', () => {
  const mutations = contractOperations.filter((operation) => operation.method !== 'get');
  const gets = new Set(
    contractOperations
      .filter((operation) => operation.method === 'get')
      .map((operation) => operation.path),
  );

  it('say, for every mutation of the contract, which queries it makes stale', () => {
    expect(Object.keys(mutationInvalidations).sort()).toEqual(
      mutations.map((operation) => `${operation.method} ${operation.path}`).sort(),
    );
  });

  it('name only GET paths of the contract', () => {
    for (const prefixes of Object.values(mutationInvalidations)) {
      for (const [method, path] of prefixes) {
        expect(method).toBe('get');
        expect(gets).toContain(path);
      }
    }
  });

  it('refresh what the product needs after the key mutations', () => {
    expect(invalidatedBy('POST', '/inbox/read/{messageId}')).toContainEqual([
      'get',
      '/inbox/{userId}',
    ]);
    expect(invalidatedBy('post', '/journal')).toContainEqual(['get', '/journal']);
    expect(invalidatedBy('post', '/grocery-list/grocery-list/import-to-inventory')).toEqual([
      ['get', '/grocery-list/grocery-list'],
      ['get', '/meal-planning/food-inventory'],
    ]);
    expect(invalidatedBy('delete', '/grocery-list/grocery-list/grocery-list/clear')).toEqual([
      ['get', '/grocery-list/grocery-list'],
    ]);
    expect(invalidatedBy('get', '/journal')).toEqual([]);
  });
});
