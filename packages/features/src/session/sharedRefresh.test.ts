import { describe, expect, it, vi } from 'vitest';
import { withSharedRefresh } from './sharedRefresh';

describe('withSharedRefresh', () => {
  it('lets concurrent refresh calls share one request and each read the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const shared = withSharedRefresh(fetch);
    const call = () =>
      shared(new Request('http://localhost/api/auth/refresh', { method: 'POST', body: '{}' }));

    const first = call();
    const second = call();
    answer(Response.json({ access_token: 'a', refresh_token: 'b' }));
    const bodies = await Promise.all([first, second].map(async (r) => (await r).json()));

    expect(fetch).toHaveBeenCalledOnce();
    expect(bodies).toEqual([
      { access_token: 'a', refresh_token: 'b' },
      { access_token: 'a', refresh_token: 'b' },
    ]);

    // Once answered, the next refresh is a new request.
    const third = call();
    answer(Response.json({}));
    await third;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('passes every other call straight through', async () => {
    const fetch = vi.fn(async () => Response.json([]));
    const shared = withSharedRefresh(fetch);
    await Promise.all([
      shared(new Request('http://localhost/api/journal')),
      shared(new Request('http://localhost/api/journal')),
      shared(new Request('http://localhost/api/auth/refresh')),
    ]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
