import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@wegrow/api';
import { describe, expect, it, vi } from 'vitest';
import { PageLoading } from '../PageLoading/PageLoading';
import { NEEDS_NETWORK, QueryState, type QueryLike, type QueryStateProps } from './QueryState';

/** A query in a given state (what `api.useQuery` returns, as far as QueryState reads it). */
function queryOf(state: Partial<QueryLike<string[]>> = {}): QueryLike<string[]> {
  return {
    data: undefined,
    isError: false,
    error: null,
    isFetching: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

function renderState(
  query: QueryLike<string[]>,
  props: Partial<Omit<QueryStateProps<string[]>, 'query' | 'children'>> = {},
) {
  return render(
    <QueryState
      query={query}
      loading="Loading seeds..."
      error="Failed to load seeds."
      empty={{ when: (seeds) => seeds.length === 0, title: 'No seeds yet.' }}
      {...props}
    >
      {(seeds) => (
        <ul aria-label="Seeds">
          {seeds.map((seed) => (
            <li key={seed}>{seed}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it("shows a spinner with the screen's text while the first answer is on its way", () => {
    renderState(queryOf({ isFetching: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading seeds...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("waits with the page's loading view when the whole page waits", () => {
    const { container } = renderState(queryOf(), { page: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading seeds...');
    const page = render(<PageLoading label="Loading seeds..." />).container;
    expect(container.innerHTML).toBe(page.innerHTML);
  });

  it("shows the error with the server's detail, and Try again refetches", async () => {
    const query = queryOf({ isError: true, error: new ApiError(503, 'Database unavailable') });
    renderState(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load seeds.');
    expect(alert).toHaveTextContent('Database unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('blocks Try again while the retry is under way', () => {
    renderState(queryOf({ isError: true, error: new Error('down'), isFetching: true }));
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("places the error in the screen's frame", () => {
    renderState(queryOf({ isError: true, error: new Error('down') }), {
      errorFrame: (errorState) => (
        <section aria-label="Seed bank">
          <h1>Seeds</h1>
          {errorState}
        </section>
      ),
    });
    const frame = screen.getByRole('region', { name: 'Seed bank' });
    expect(frame).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('heading', { level: 1, name: 'Seeds' })).toBeInTheDocument();
  });

  it('shows the empty state when the answer counts as empty', () => {
    renderState(queryOf({ data: [] }));
    expect(screen.getByRole('heading', { name: 'No seeds yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data', () => {
    renderState(queryOf({ data: ['Borlotti', 'Cosmos'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Borlotti',
      'Cosmos',
    ]);
  });

  it('keeps the data on screen when a refetch fails', () => {
    renderState(queryOf({ data: ['Borlotti'], isError: true, error: new Error('down') }));
    expect(screen.getByRole('list', { name: 'Seeds' })).toHaveTextContent('Borlotti');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('offline', () => {
    function goOffline(offline: boolean) {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
      window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
    }

    it('says the page needs a connection instead of spinning, and loads once back online', () => {
      goOffline(true);
      const { rerender } = renderState(queryOf());
      expect(screen.getByText(NEEDS_NETWORK.title)).toBeInTheDocument();
      expect(screen.getByText(NEEDS_NETWORK.message)).toBeInTheDocument();
      expect(screen.queryByText('Loading seeds...')).not.toBeInTheDocument();
      act(() => goOffline(false));
      rerender(
        <QueryState query={queryOf()} loading="Loading seeds..." error="Failed to load seeds.">
          {() => null}
        </QueryState>,
      );
      expect(screen.queryByText(NEEDS_NETWORK.title)).not.toBeInTheDocument();
      vi.restoreAllMocks();
    });

    it('keeps showing data it already has', () => {
      goOffline(true);
      renderState(queryOf({ data: ['basil'] }));
      expect(screen.getByRole('list', { name: 'Seeds' })).toHaveTextContent('basil');
      expect(screen.queryByText(NEEDS_NETWORK.title)).not.toBeInTheDocument();
      vi.restoreAllMocks();
    });
  });
});
