import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router';

/**
 * Where the reader was on each entry of the tab's history (its place in the history, React
 * Router's `idx` in `history.state` → `scrollY`), kept for the tab's life in sessionStorage, so
 * Back, Forward and a reload return there. (Not the location's `key`: the page a visit starts on
 * has none, `default`, whatever the page.)
 */
export const SCROLL_POSITIONS_KEY = 'wg-scroll-positions';
/** The most entries remembered (the oldest go first). */
const KEPT = 50;
/** How long a restore waits for a page still growing (its data on the way) to be tall enough. */
const RESTORE_WAIT_MS = 3_000;
/** What the reader does that ends a restore still waiting: their own scroll wins. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Positions = Record<string, number>;

/** The history entry shown: its index in the tab's history (0 for the first). */
function currentEntry(): string {
  const state: unknown = history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
  return Number.isFinite(idx) ? String(idx) : '0';
}

function readPositions(): Positions {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Positions) : {};
  } catch {
    return {};
  }
}

function remember(key: string, y: number): void {
  // Kept in the order of the places in the history: the earliest are the first dropped.
  const entries = Object.entries(readPositions()).filter(([entry]) => entry !== key);
  entries.push([key, Math.round(y)]);
  const positions: Positions = Object.fromEntries(entries.slice(-KEPT));
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // No storage (private mode, full): Back then starts at the top.
  }
}

/** Whether this document was loaded by a reload or by Back/Forward, not by following a link. */
function revisited(): boolean {
  if (typeof PerformanceNavigationTiming === 'undefined') return false;
  const [navigation] = performance.getEntriesByType('navigation');
  return (
    navigation instanceof PerformanceNavigationTiming &&
    (navigation.type === 'reload' || navigation.type === 'back_forward')
  );
}

/**
 * Scrolls to `y`; when the page is not tall enough yet (its data still arriving), again each time
 * it grows, until `y` is reached, the reader scrolls or presses a key, or a few seconds pass.
 */
function restore(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 2 || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 2) stop();
  });
  const timer = window.setTimeout(() => stop(), RESTORE_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

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
    const before = history.scrollRestoration;
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
      history.scrollRestoration = before;
    };
  }, []);

  // In the commit that shows the page, before the browser lays it out: the old page's height
  // clamping the scroll must be recorded for the new entry, not over the old one's place.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous !== null && previous.key === location.key) return;
    entry.current = currentEntry();
    stopRestore.current();
    const saved = readPositions()[entry.current];
    if (previous === null) {
      // The first page: a reload (or Back into the site) returns to its place; an arrival starts
      // at the top, as the browser has it.
      if (saved && revisited()) stopRestore.current = restore(saved);
      return;
    }
    const newPage = previous.pathname !== location.pathname;
    const sameAddress =
      !newPage && previous.search === location.search && previous.hash === location.hash;
    if (navigationType === 'POP') stopRestore.current = restore(saved ?? 0);
    else if (newPage || sameAddress) window.scrollTo(0, 0);
    if (newPage || sameAddress) document.getElementById('main')?.focus({ preventScroll: true });
    // The location's parts are read with its key, which changes with every entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
