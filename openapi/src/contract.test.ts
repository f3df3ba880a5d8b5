import { describe, expect, it } from 'vitest';
import { contractDocument, INT32_MAX, isJsonObject, operations } from './index';
import {
  humanizeField,
  nulCharacterProblem,
  parameterProblem,
  requestBodyProblem,
} from './validation';
import { operationAt } from './index';

/** Every schema node of the document with the JSON path that leads to it. */
function* schemaNodes(node: unknown, path: string): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* schemaNodes(item, `${path}/${index}`);
    return;
  }
  if (!isJsonObject(node)) return;
  yield [path, node];
  for (const [key, value] of Object.entries(node)) yield* schemaNodes(value, `${path}/${key}`);
}

const isInteger = (type: unknown) =>
  type === 'integer' || (Array.isArray(type) && type.includes('integer'));

describe('the contract', () => {
  it('indexes every operation once, with a tag', () => {
    expect(operations.length).toBeGreaterThanOrEqual(111);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter((operation) => operation.tag === '')).toEqual([]);
  });

  it('bounds every integer by the PostgreSQL integer column (ids above 2147483647 are refused)', () => {
    const unbounded = [...schemaNodes(contractDocument, '')]
      .filter(([, node]) => isInteger(node['type']))
      .filter(([, node]) => typeof node['maximum'] !== 'number' || node['maximum'] > INT32_MAX)
      .map(([path]) => path);
    expect(unbounded).toEqual([]);
  });

  it('documents 422 wherever a parameter or a body is validated', () => {
    const missing = operations
      .filter(
        (operation) =>
          operation.parameters.length > 0 ||
          operation.body.mediaTypes.some((t) => !t.startsWith('image/')),
      )
      .filter((operation) => !operation.statuses.includes('422'))
      .map((operation) => operation.operationId);
    expect(missing).toEqual([]);
  });
});

describe('validation sentences', () => {
  it('read as sentences a person understands', () => {
    const signup = operationAt('post', '/auth/signup');
    expect(
      requestBodyProblem(signup, 'application/json', {
        email: 'a@b.co',
        password: 'short',
        recaptcha_token: 'x',
      }),
    ).toBe('Password must be at least 8 characters.');
    expect(
      requestBodyProblem(signup, 'application/json', {
        email: 'nope',
        password: 'long enough',
        recaptcha_token: 'x',
      }),
    ).toBe('Enter a valid e-mail address.');
    expect(
      requestBodyProblem(signup, 'application/json', {
        password: 'long enough',
        recaptcha_token: 'x',
      }),
    ).toBe('Email is required.');
    expect(requestBodyProblem(signup, 'application/json', [])).toBe(
      'The request body must be a JSON object.',
    );
  });

  it('name an out-of-range id in the address', () => {
    const read = operationAt('post', '/inbox/read/{messageId}');
    const [spec] = read.parameters;
    if (!spec) throw new Error('no parameter');
    expect(parameterProblem(spec, 2147483648)).toBe('Message ID must be at most 2147483647.');
    expect(parameterProblem(spec, 'abc')).toBe('Message ID must be a whole number.');
  });

  it('refuse a NUL character anywhere, naming the field', () => {
    expect(nulCharacterProblem({ bio: 'a\u0000b' }, 'body')).toBe(
      'Bio must not contain a NUL character.',
    );
    expect(nulCharacterProblem({ items: [{ name: 'x\u0000' }] }, 'body')).toBe(
      'Name must not contain a NUL character.',
    );
    expect(nulCharacterProblem({ bio: 'fine' }, 'body')).toBeNull();
    expect(nulCharacterProblem(new Uint8Array([0, 1, 2]), 'body')).toBeNull();
  });

  it('humanize field names', () => {
    expect(humanizeField('new_password')).toBe('New password');
    expect(humanizeField('desiredQuantity')).toBe('Need');
    expect(humanizeField('user_id')).toBe('User ID');
    expect(humanizeField('messageId')).toBe('Message ID');
    expect(humanizeField('url')).toBe('URL');
  });

  it('say what meal planning refuses, in its own words where the plain reading would not do', () => {
    const importRecipe = operationAt('post', '/meal-planning/recipes/import');
    expect(requestBodyProblem(importRecipe, 'application/json', { url: 'ftp://x.org/a' })).toBe(
      'Only http:// and https:// addresses can be imported.',
    );
    expect(requestBodyProblem(importRecipe, 'application/json', { url: 'https://a b/' })).toBe(
      'URL must be a full web address (https://…).',
    );
    const save = operationAt('post', '/meal-planning/food-inventory');
    expect(
      requestBodyProblem(save, 'application/json', {
        items: [{ name: 'Kale', quantity: 1, desiredQuantity: 1, categories: ['x'] }],
      }),
    ).toBe('Categories must be ids of your food categories.');
    expect(
      requestBodyProblem(save, 'application/json', {
        items: [{ name: 'Kale', quantity: 1, desiredQuantity: -1 }],
      }),
    ).toBe('Need must be at least 0.');
    const fromRecipes = operationAt('post', '/grocery-list/from-recipes');
    expect(requestBodyProblem(fromRecipes, 'application/json', [3, 3])).toBeNull();
    expect(requestBodyProblem(fromRecipes, 'application/json', [{ id: 3, count: 2 }])).toBe(
      'Item 1 must be a whole number.',
    );
  });
});
