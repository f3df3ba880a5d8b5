import { describe, expect, it } from 'vitest';
import { newestFirst } from './postOrder';

describe('the blog list order (spec 2 §2: newest first)', () => {
  it('puts the newest first, the higher id first at the same time', () => {
    const posts = [
      { id: 5, created_at: '2025-12-05T18:00:00Z' },
      { id: 7, created_at: '2026-01-03T12:00:00Z' },
      { id: 8, created_at: '2025-12-05T18:00:00Z' },
      { id: 9, created_at: 'not a time' },
    ];
    expect(newestFirst(posts).map((post) => post.id)).toEqual([7, 8, 5, 9]);
    expect(posts.map((post) => post.id)).toEqual([5, 7, 8, 9]);
  });
});
