import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pagedQuery, ShowMore, type ShowMoreProps } from './ShowMore';

type Paging = ShowMoreProps['query'];

const idle: Paging = {
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: () => Promise.resolve(),
};

describe('ShowMore', () => {
  it('is gone when the last page came back short', () => {
    render(<ShowMore query={{ ...idle, hasNextPage: false }} list={createRef()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "Loading…" and is busy while the next page loads', () => {
    render(<ShowMore query={{ ...idle, isFetchingNextPage: true }} list={createRef()} />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('loads the next page, then moves the focus to the first new item', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    function Paged() {
      const list = useRef<HTMLUListElement>(null);
      const [items, setItems] = useState(['newest', 'newer']);
      const [fetching, setFetching] = useState(false);
      return (
        <>
          <ul ref={list}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              setItems((shown) => [...shown, 'older']);
              setFetching(false);
            }}
          >
            arrive
          </button>
          <ShowMore
            query={{
              ...idle,
              isFetchingNextPage: fetching,
              fetchNextPage: () => {
                setFetching(true);
                return fetchNextPage();
              },
            }}
            list={list}
          />
        </>
      );
    }
    render(<Paged />);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    const loading = screen.getByRole('button', { name: 'Loading…' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(loading).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'arrive' }));
    expect(screen.getByText('older')).toHaveFocus();
  });

  it('says so when the next page failed, and keeps the button', () => {
    render(<ShowMore query={{ ...idle, isFetchNextPageError: true }} list={createRef()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Older items could not be loaded.');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeEnabled();
  });
});

describe('pagedQuery', () => {
  it('joins the pages and leaves the next page out of the list-wide states', () => {
    const query = pagedQuery({
      data: { pages: [[{ id: 3 }, { id: 2 }], [{ id: 1 }]], pageParams: [undefined, 2] },
      isError: true,
      isFetchNextPageError: true,
      error: new Error('older page failed'),
      isFetching: true,
      isFetchingNextPage: true,
      hasNextPage: true,
      fetchNextPage: () => Promise.resolve(),
      refetch: () => Promise.resolve(),
    });
    expect(query.data).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }]);
    expect(query.isError).toBe(false);
    expect(query.isFetching).toBe(false);
  });
});
