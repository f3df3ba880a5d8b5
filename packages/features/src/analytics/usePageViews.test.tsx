import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AnalyticsAdapter, PageView } from './adapter';
import { usePageViews } from './usePageViews';

function recordingAdapter(): AnalyticsAdapter & { views: PageView[] } {
  const views: PageView[] = [];
  return { name: 'recording', views, pageView: (view) => void views.push(view) };
}

describe('usePageViews', () => {
  it('sends one page view per route change, with the path stripped of its query string', async () => {
    const adapter = recordingAdapter();
    function Layout() {
      const { pathname } = useLocation();
      usePageViews(adapter, `${pathname} · WeGrow`);
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [{ element: <Layout />, children: [{ path: '*', element: <p>page</p> }] }],
      { initialEntries: ['/login?justSignedUp=true'] },
    );
    render(<RouterProvider router={router} />);
    expect(adapter.views).toEqual([{ path: '/login', title: '/login · WeGrow' }]);

    await act(() => router.navigate('/ResetPassword?token=abc'));
    await act(() => router.navigate('/ResetPassword?token=abc#top'));
    await act(() => router.navigate('/blog/7'));

    expect(adapter.views).toEqual([
      { path: '/login', title: '/login · WeGrow' },
      { path: '/ResetPassword', title: '/ResetPassword · WeGrow' },
      { path: '/blog/7', title: '/blog/7 · WeGrow' },
    ]);
  });
});
