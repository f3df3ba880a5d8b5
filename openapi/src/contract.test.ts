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

describe('communities', () => {
  const createResource = operationAt('post', '/communities/{id}/resources');
  const resourceProblem = (url: string) =>
    requestBodyProblem(createResource, 'application/json', { title: 'A link', url });

  it('accept a resource url with http(s) or without a scheme', () => {
    for (const url of [
      'https://gardening.example.org/companions',
      'HTTP://EXAMPLE.ORG',
      'gardening.example.org/companions',
      'example.org',
      'localhost:3000/tools',
      'example.org/a:b?c=d#e',
      'https://example.org/javascript:alert(1)',
    ])
      expect(resourceProblem(url), url).toBeNull();
  });

  it('refuse every other scheme, relative addresses and spaces in a resource url', () => {
    const sentence = 'The URL must be a web address (http:// or https://, or no scheme at all).';
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'javascript://%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:someone@example.org',
      'ftp://files.example.org',
      'file:///etc/passwd',
      'http:/example.org',
      'https://',
      '//evil.example.org',
      '/relative/path',
      ':8080',
      '\\\\evil.example.org',
    ])
      expect(resourceProblem(url), url).toBe(sentence);
    expect(resourceProblem('java script:alert(1)')).toBe(sentence);
    expect(resourceProblem('')).toBe('URL must not be empty.');
  });

  it('refuse a layout that does not list each of the 7 sections exactly once', () => {
    const layout = operationAt('put', '/communities/{id}/layout');
    const all = ['goals', 'chat', 'resources', 'events', 'members', 'admin', 'component_manager'];
    const problem = (body: unknown) => requestBodyProblem(layout, 'application/json', body);
    expect(problem({ layout_config: all })).toBeNull();
    expect(problem({ layout_config: [...all].reverse(), hidden_sections: ['chat'] })).toBeNull();
    const sentence = 'The layout must list each of the 7 sections exactly once.';
    expect(problem({ layout_config: all.slice(1) })).toBe(sentence);
    expect(problem({ layout_config: [...all, 'chat'] })).toBe(sentence);
    expect(problem({ layout_config: [...all.slice(1), 'chat'] })).toBe(sentence);
    expect(problem({ layout_config: [...all.slice(1), 'gallery'] })).toBe(
      'Layout config item 7 must be one of: goals, chat, resources, events, members, admin, component_manager.',
    );
    expect(problem({ layout_config: all, hidden_sections: ['chat', 'chat'] })).toBe(
      'Hidden sections must not list the same item twice.',
    );
  });

  it('take event dates as yyyy-MM-dd calendar dates only', () => {
    const create = operationAt('post', '/communities/{id}/events');
    const problem = (date: string) =>
      requestBodyProblem(create, 'application/json', { title: 'Dig', date });
    expect(problem('2026-04-18')).toBeNull();
    expect(problem('2028-02-29')).toBeNull();
    for (const date of [
      '2026-4-18',
      '18/04/2026',
      '2026-02-30',
      '2027-02-29',
      '0000-01-01',
      '2026-04-18T10:00:00Z',
      '+02026-04-18',
    ])
      expect(problem(date), date).toBe('Date must be a date (YYYY-MM-DD).');
  });

  it('name the chat message and the task in their sentences', () => {
    const send = operationAt('post', '/communities/{id}/chat');
    expect(requestBodyProblem(send, 'application/json', { content: '   ' })).toBe(
      'Message must not be blank.',
    );
    expect(requestBodyProblem(send, 'application/json', { content: 'x'.repeat(2001) })).toBe(
      'Message must be at most 2000 characters.',
    );
    const task = operationAt('post', '/communities/projects/{projectId}/tasks');
    expect(requestBodyProblem(task, 'application/json', {})).toBe('Task is required.');
  });
});
