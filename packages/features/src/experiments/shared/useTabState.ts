import { useCallback, useEffect, useState } from 'react';
import { readTabState, writeTabState, type Decode } from '../rules/tabStorage';

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/**
 * A board's state, kept in this browser tab's sessionStorage under `key`: a reload brings it
 * back, another tab starts empty (issue 19). The updater gets the current value, like `useState`'s.
 */
export function useTabState<T>(
  key: string,
  decode: Decode<T>,
  initial: T,
): [T, (update: (current: T) => T) => void] {
  const [value, setValue] = useState<T>(() => readTabState(tabStorage(), key, decode, initial));
  useEffect(() => {
    writeTabState(tabStorage(), key, value);
  }, [key, value]);
  const update = useCallback((change: (current: T) => T) => setValue(change), []);
  return [value, update];
}

/** A fresh id for a board item. */
export function newItemId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
