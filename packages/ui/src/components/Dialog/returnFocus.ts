import { useLayoutEffect, useRef } from 'react';

/**
 * Focus after a dialog closes, when it was opened from state (no trigger): back on the element that
 * had it when the dialog opened (the button that opened it), as Radix does for a trigger; without
 * this Radix leaves it on the page's body and a keyboard user starts again from the top. Not when
 * the caller's own `onCloseAutoFocus` prevented it or the caller has already moved the focus
 * somewhere on the page, nor when that element is gone or disabled (the item it belonged to was
 * deleted): the caller may then pick a place of its own.
 *
 * Returns the `onCloseAutoFocus` handler to give the dialog's content, wrapping the caller's.
 */
export function useReturnFocus(
  open: boolean | undefined,
  onCloseAutoFocus: ((event: Event) => void) | undefined,
): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Runs before the dialog moves the focus inside (in an effect): this is the opener.
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    const target = opener.current;
    opener.current = null;
    if (event.defaultPrevented || !target?.isConnected || target.matches(':disabled')) return;
    // The caller already put the focus somewhere on the page (e.g. a heading, on a timer): keep it.
    const now = document.activeElement;
    if (now instanceof HTMLElement && now !== document.body && now.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
