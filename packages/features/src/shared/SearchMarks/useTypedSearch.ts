import { useEffect, useRef } from 'react';
import { useDebouncedValue } from '../useDebouncedValue/useDebouncedValue';

/** How long the typing pauses before the results follow it (issue 45). */
export const SEARCH_TYPING_MS = 400;

/**
 * Search while typing (issue 45): once the typing pauses, `search` runs with the typed text (at
 * least two characters; the server reads its last word as a prefix), or with nothing when the box
 * was emptied, unless that is the search already shown. The focus stays in the box.
 */
export function useTypedSearch(
  typed: string,
  current: string | undefined,
  search: (q: string | undefined) => void,
) {
  const settled = useDebouncedValue(typed, SEARCH_TYPING_MS);
  const handled = useRef(settled);
  useEffect(() => {
    if (handled.current === settled) return;
    handled.current = settled;
    const q = settled.trim();
    if (q === '' ? current === undefined : [...q].length < 2 || q === current) return;
    search(q === '' ? undefined : q);
  }, [settled, current, search]);
}
