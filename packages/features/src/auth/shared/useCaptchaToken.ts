import { useCallback, useState } from 'react';

/**
 * The captcha state of a form: the solution once verified, and a reset for after a failure.
 * Give `resetKey` to the `<Captcha>` and `setToken` as its `onVerify`.
 */
export function useCaptchaToken() {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  /** Clears the solution and starts the widget over (spec 1 §4: after any failed attempt). */
  const reset = useCallback(() => {
    setToken(null);
    setResetKey((key) => key + 1);
  }, []);
  return { token, setToken, resetKey, reset };
}
