import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element is narrower than `maxWidth` pixels, measured with a ResizeObserver (a story's
 * 320 px frame counts like a 320 px phone). Before the first measurement, and where there is no
 * ResizeObserver, the window's width stands in.
 */
export function useNarrow<T extends Element>(
  maxWidth: number,
): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < maxWidth,
  );
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrow(entry.contentRect.width < maxWidth);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, maxWidth]);
  return [useCallback((next: T | null) => setNode(next), []), narrow];
}
