import { describe, expect, it } from 'vitest';
import { authorName, isBlogOwner } from './owner';

describe('the blog owner (spec 2 §6)', () => {
  it("is the user whose id is the owner's", () => {
    expect(isBlogOwner({ id: 2, name: 'shea' }, 2)).toBe(true);
    expect(isBlogOwner({ id: 2, name: 'shea' }, 1)).toBe(false);
    expect(isBlogOwner({ id: 2, name: 'shea' }, null)).toBe(false);
    expect(isBlogOwner({ id: null, name: 'the blog owner' }, null)).toBe(false);
    expect(isBlogOwner(undefined, 2)).toBe(false);
  });

  it("names a comment's author by username, or a stand-in", () => {
    expect(authorName({ username: 'maya' })).toBe('maya');
    expect(authorName({ username: null })).toBe('A WeGrow member');
    expect(authorName({ username: '  ' })).toBe('A WeGrow member');
  });
});
