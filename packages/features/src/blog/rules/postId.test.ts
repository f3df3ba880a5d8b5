import { describe, expect, it } from 'vitest';
import { postIdFrom } from './postId';

describe('the id of /blog/{id}', () => {
  it('reads a positive whole number and refuses anything else', () => {
    expect(postIdFrom('7')).toBe(7);
    for (const segment of [undefined, '', '0', 'new', '7.5', '-7', '2147483648'])
      expect(postIdFrom(segment)).toBeNull();
  });
});
