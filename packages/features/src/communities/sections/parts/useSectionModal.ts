import { useState } from 'react';

/**
 * A section's one open dialog at a time. `shown` keeps the last one opened while its dialog
 * closes, so the closing dialog still says what it was about; `error` is the server's refusal of
 * what the dialog tried (cleared at each opening).
 */
export function useSectionModal<Modal extends { kind: string }>(none: Modal) {
  const [modal, setModal] = useState<Modal>(none);
  const [shown, setShown] = useState<Modal>(none);
  const [error, setError] = useState<string | null>(null);
  return {
    modal,
    shown,
    error,
    setError,
    open(next: Modal) {
      setError(null);
      setModal(next);
      setShown(next);
    },
    close() {
      setModal(none);
    },
  };
}
