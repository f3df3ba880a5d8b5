import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs` (a search field's text, so a query runs when
 * the typing pauses, not on every key). The first value is returned at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}
