import type { BlogPost } from '@wegrow/api';

type Dated = Pick<BlogPost, 'id' | 'created_at'> & { published_at?: string | null };

/** The date a post shows and is listed by: its publication, a draft's creation. */
export function shownDate(post: Dated): string {
  return post.published_at ?? post.created_at;
}

/** That date in ms; an unreadable time sorts as the oldest. */
function listedAt(post: Dated): number {
  const time = Date.parse(shownDate(post));
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The posts newest first (spec 2 §2; by publication, a draft by its creation), the higher id
 * first at the same time, as a new list.
 */
export function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => listedAt(b) - listedAt(a) || b.id - a.id);
}
