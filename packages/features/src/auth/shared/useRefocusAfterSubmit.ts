import { useEffect, useRef } from 'react';

/**
 * For a form's submit button: while it is busy it is disabled, and the browser drops the focus a
 * disabled button held. When the request settles and the focus went nowhere, it goes back to the
 * button, so a keyboard user keeps their place (and tries again with Enter or Space).
 */
export function useRefocusAfterSubmit(submitting: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) {
      const active = document.activeElement;
      if (active === null || active === document.body) button.current?.focus();
    }
    wasSubmitting.current = submitting;
  }, [submitting]);
  return button;
}
