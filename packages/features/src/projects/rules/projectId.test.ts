import { describe, expect, it } from 'vitest';
import { projectIdFrom } from './projectId';

describe('the id of /projects/{id}', () => {
  it('reads a positive whole number', () => {
    expect(projectIdFrom('42')).toBe(42);
    expect(projectIdFrom('2147483647')).toBe(2147483647);
  });

  it('refuses anything else', () => {
    for (const segment of [
      undefined,
      '',
      '0',
      '-1',
      '4.2',
      'abc',
      '42abc',
      '2147483648',
      '99999999999',
    ])
      expect(projectIdFrom(segment)).toBeNull();
  });
});
