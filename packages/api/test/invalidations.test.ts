import { isCancelledError, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfter, invalidatedBy, mutationInvalidations } from '../src';
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

/**
 * The profile read by a query function whose answers the test hands out one by one: each call
 * waits until `answer` gives it the profile the server held when it read it.
 */
function slowProfile() {
  const waiting: ((verified: boolean) => void)[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = {
    queryKey: ['get', '/auth/account/me'] as const,
    queryFn: () =>
      new Promise<{ email_verified: boolean }>((resolve) =>
        waiting.push((verified) => resolve({ email_verified: verified })),
      ),
    staleTime: 30_000,
  };
  return {
    queryClient,
    options,
    calls: () => waiting.length,
    answer: (call: number, verified: boolean) => waiting[call]?.(verified),
  };
}

describe('invalidateAfter', () => {
  it('does not let a first read answered before the change count as fresh after it', async () => {
    const { queryClient, options, calls, answer } = slowProfile();
    const observer = new QueryObserver(queryClient, options);
    const unsubscribe = observer.subscribe(() => {});
    expect(calls()).toBe(1);
    // The server read the profile before it verified the address; the answer comes after.
    const invalidated = invalidateAfter(queryClient, 'post', '/auth/verify-email');
    answer(0, false);
    await vi.waitFor(() => expect(calls()).toBe(2));
    answer(1, true);
    await invalidated;
    expect(observer.getCurrentResult().data).toEqual({ email_verified: true });
    unsubscribe();
  });

  it('leaves a read nobody watches to be made again by its next reader', async () => {
    const { queryClient, options, calls, answer } = slowProfile();
    const first = queryClient.fetchQuery(options);
    await invalidateAfter(queryClient, 'post', '/auth/verify-email');
    answer(0, false);
    await expect(first).rejects.toSatisfy(isCancelledError);
    const next = queryClient.fetchQuery(options);
    expect(calls()).toBe(2);
    answer(1, true);
    expect(await next).toEqual({ email_verified: true });
  });
});
