import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Whether an element is narrower than `maxWidth` pixels, measured with a ResizeObserver (so a
 * story's 320 px frame counts like a 320 px phone). Before the first measurement, and where
 * ResizeObserver does not exist, the window's width stands in; while a page pre-rendered at build
 * time is hydrated it counts as wide, as it was rendered, and changes right after.
 */
export function useNarrow<T extends Element>(
  maxWidth: number,
): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [measured, setMeasured] = useState<boolean | null>(null);
  const narrowWindow = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth < maxWidth,
    () => false,
  );

  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(entry.contentRect.width < maxWidth);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, maxWidth]);

  return [useCallback((next: T | null) => setNode(next), []), measured ?? narrowWindow];
}
