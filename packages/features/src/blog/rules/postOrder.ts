import type { BlogPost } from '@wegrow/api';

/** Creation time in ms; an unreadable time sorts as the oldest. */
function createdAt(post: Pick<BlogPost, 'created_at'>): number {
  const time = Date.parse(post.created_at);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The posts newest first (spec 2 §2), the higher id first at the same time, as a new list. */
export function newestFirst<T extends Pick<BlogPost, 'id' | 'created_at'>>(
  posts: readonly T[],
): T[] {
  return [...posts].sort((a, b) => createdAt(b) - createdAt(a) || b.id - a.id);
}
