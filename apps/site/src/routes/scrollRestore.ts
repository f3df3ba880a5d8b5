/**
 * Returning the reader to their place (scroll.ts): loaded when it is first needed (a Back, a
 * Forward or a reload onto a place the reader had scrolled to), so the first paint does not carry
 * it.
 */

/** How long a restore waits for a page still growing (its data on the way) to be tall enough. */
const RESTORE_WAIT_MS = 3_000;
/** What the reader does that ends a restore still waiting: their own scroll wins. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Whether this document was loaded by a reload or by Back/Forward, not by following a link. */
export function revisited(): boolean {
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
 * On `arrival` (the first page of a visit) only when the page was reloaded or reached by Back or
 * Forward. Returns what stops it.
 */
export function restore(y: number, arrival: boolean): () => void {
  if (arrival && !revisited()) return () => {};
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
