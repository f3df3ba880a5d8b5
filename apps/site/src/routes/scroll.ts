import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router';

/**
 * Where the reader was on each entry of the tab's history, kept for the tab's life in
 * sessionStorage (`wg-scroll:<place>` → `scrollY`), so Back, Forward and a reload return there.
 * The place is the entry's index in the tab's history (React Router's `idx` in `history.state`),
 * not the location's `key`: the page a visit starts on has none, `default`, whatever the page.
 */
export const SCROLL_POSITION_PREFIX = 'wg-scroll:';

/** The history entry shown: its index in the tab's history (0 for the first). */
function currentEntry(): string {
  const state: unknown = history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
  return Number.isFinite(idx) ? String(idx) : '0';
}

function remember(entry: string, y: number): void {
  try {
    sessionStorage.setItem(SCROLL_POSITION_PREFIX + entry, String(Math.round(y)));
  } catch {
    // No storage (private mode, full): Back then starts at the top.
  }
}

function saved(entry: string): number {
  try {
    return Number(sessionStorage.getItem(SCROLL_POSITION_PREFIX + entry)) || 0;
  } catch {
    return 0;
  }
}

/** The restore (scrollRestore.ts), loaded on first use. */
const loadRestore = () => import('./scrollRestore');

/**
 * Scroll and focus across navigations (issue 47), for the page shown (`location`, committed):
 * - a link to another page, or to the very address already shown (home's "Step inside" to `/`),
 *   starts at the top, and the main area takes the focus so screen readers start there;
 * - Back and Forward (and a reload) return to where the reader was on that entry, once the page is
 *   tall enough again;
 * - a change of the query or the hash alone (a tab, a filter) keeps the reader's place.
 * The browser's own restoration is turned off: it would scroll before React shows the page.
 */
export function useScrollOnNavigation(location: Location, navigationType: NavigationType): void {
  const shown = useRef<Location | null>(null);
  const entry = useRef('0');
  const stopRestore = useRef<() => void>(() => {});

  useEffect(() => {
    history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        remember(entry.current, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      stopRestore.current();
      history.scrollRestoration = 'auto';
    };
  }, []);

  // In the commit that shows the page, before the browser lays it out: the old page's height
  // clamping the scroll must be recorded for the new entry, not over the old one's place.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous?.key === location.key) return;
    const at = (entry.current = currentEntry());
    stopRestore.current();
    const place = saved(at);
    /** Back, Forward or a reload: the reader's place on this entry, once that code is here. */
    const goBack = (arrival: boolean) =>
      void loadRestore().then(({ restore }) => {
        if (entry.current === at) stopRestore.current = restore(place, arrival);
      });
    if (!previous) {
      // The first page: a reload (or Back into the site) returns to its place; an arrival
      // starts at the top, as the browser has it.
      if (place > 0) goBack(true);
      return;
    }
    const moved = previous.pathname !== location.pathname;
    const again = !moved && previous.search === location.search && previous.hash === location.hash;
    if (navigationType === 'POP') goBack(false);
    else if (moved || again) window.scrollTo(0, 0);
    if (moved || again) document.getElementById('main')?.focus({ preventScroll: true });
    // The location's parts are read with its key, which changes with every entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
