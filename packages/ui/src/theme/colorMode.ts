import { useCallback, useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';

/** localStorage key holding the user's explicit choice. */
export const COLOR_MODE_STORAGE_KEY = 'wg-color-mode';

const classFor: Record<ColorMode, string> = { light: 'wg-light', dark: 'wg-dark' };

/**
 * A tiny script to inline in `<head>` so the right class is on `<html>` before first paint:
 * the stored choice, else the system preference.
 */
export const colorModeScript = `(function(){try{var m=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(m!=='light'&&m!=='dark'){m=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}var c=document.documentElement.classList;c.remove('wg-light','wg-dark');c.add('wg-'+m)}catch(e){document.documentElement.classList.add('wg-light')}})();`;

/** Reads the mode currently applied to `<html>`. */
export function getColorMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.classList.contains(classFor.dark) ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

/** Applies a colour mode to `<html>`; `persist` also stores it as the user's choice. */
export function applyColorMode(
  mode: ColorMode,
  { persist = false }: { persist?: boolean } = {},
): void {
  const root = document.documentElement;
  root.classList.remove(classFor.light, classFor.dark);
  root.classList.add(classFor[mode]);
  if (persist) {
    try {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    } catch {
      // Storage may be unavailable (private mode); the class alone still themes the page.
    }
  }
  listeners.forEach((l) => l());
}

/** Calls `listener` whenever `applyColorMode` changes the mode; returns the unsubscribe. */
export function subscribeColorMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current colour mode and a setter that applies and remembers it. */
export function useColorMode(): {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggle: () => void;
} {
  const mode = useSyncExternalStore(subscribeColorMode, getColorMode, () => 'light' as ColorMode);
  const setMode = useCallback((next: ColorMode) => applyColorMode(next, { persist: true }), []);
  const toggle = useCallback(
    () => applyColorMode(getColorMode() === 'dark' ? 'light' : 'dark', { persist: true }),
    [],
  );
  return { mode, setMode, toggle };
}
