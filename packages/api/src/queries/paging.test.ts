import { describe, expect, it } from 'vitest';
import { invalidatedBy } from '../query/invalidations';
import { blogPostsKey } from './blog';
import { forumThreadsKey } from './forum';
import { gardensKey } from './gardens';
import { nextBefore, PAGE_SIZE, pagedItems, pagedListOptions } from './paging';

const items = (...ids: number[]) => ids.map((id) => ({ id }));

describe('nextBefore (the next page rule)', () => {
  it("asks for the page before a full page's last (oldest) item", () => {
    expect(nextBefore(items(9, 8, 7), 3)).toBe(7);
  });

  it('stops after a short page', () => {
    expect(nextBefore(items(9, 8), 3)).toBeUndefined();
  });

  it('stops after an empty page', () => {
    expect(nextBefore([], 3)).toBeUndefined();
  });

  it('uses the default page size of 50', () => {
    const full = Array.from({ length: PAGE_SIZE }, (_, index) => ({ id: 100 - index }));
    expect(PAGE_SIZE).toBe(50);
    expect(nextBefore(full)).toBe(51);
    expect(nextBefore(full.slice(0, 49))).toBeUndefined();
  });
});

describe('pagedItems', () => {
  it('joins the pages in order', () => {
    expect(pagedItems({ pages: [items(5, 4), items(3)], pageParams: [undefined, 4] })).toEqual(
      items(5, 4, 3),
    );
    expect(pagedItems(undefined)).toBeUndefined();
  });
});

describe('pagedListOptions', () => {
  it('asks for the first page without a cursor, then with the last id', async () => {
    const asked: unknown[] = [];
    const options = pagedListOptions(
      forumThreadsKey,
      (page) => {
        asked.push(page);
        return Promise.resolve(items(2, 1));
      },
      2,
    );
    const signal = new AbortController().signal;
    await options.queryFn({ pageParam: options.initialPageParam, signal });
    await options.queryFn({ pageParam: 1, signal });
    expect(asked).toEqual([{ limit: 2 }, { limit: 2, before: 1 }]);
    expect(options.getNextPageParam(items(2, 1))).toBe(1);
    expect(options.getNextPageParam(items(2))).toBeUndefined();
  });

  it.each([
    ['post', '/forum/threads', forumThreadsKey],
    ['post', '/blog', blogPostsKey],
    ['post', '/gardens', gardensKey],
  ] as const)('%s %s invalidates the infinite query of its list', (method, path, listKey) => {
    const { queryKey } = pagedListOptions(listKey, () => Promise.resolve([]));
    const prefixes = invalidatedBy(method, path);
    expect(prefixes.some((prefix) => prefix.every((part, index) => queryKey[index] === part))).toBe(
      true,
    );
  });
});
