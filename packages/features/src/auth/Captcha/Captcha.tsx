import { ApiError, useApi } from '@wegrow/api';
import { Box, Checkbox, Inline, Spinner, Text, vars } from '@wegrow/ui';
import {
  forwardRef,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useState,
  type ReactNode,
} from 'react';
import { useCaptchaSolver } from './CaptchaSolver';

/** Where the widget is: not started, working, solved, or failed (the user may try again). */
export type CaptchaStatus = 'idle' | 'verifying' | 'verified' | 'failed';

/** What `ref` gives a form: start over after a failed sign-up or login (spec 1 §4). */
export interface CaptchaHandle {
  /**
   * Drops the solution (or stops the work in progress); once the user has ticked the box, a new
   * challenge is then solved at once (see `solveAfterReset`), else the unchecked box shows again.
   */
  reset(): void;
}

export interface CaptchaProps {
  /** Called with the solution once verified: the base64 payload to send as `recaptcha_token`. */
  onVerify: (token: string) => void;
  /** Called when the challenge cannot be fetched or solved (the widget then offers a retry). */
  onError?: (error: Error) => void;
  /** Changing it resets the widget, like `ref.reset()`. */
  resetKey?: string | number;
  /** The checkbox's label. @default "I'm not a robot" */
  label?: string;
  /** Blocks starting a verification (e.g. while the form is sent). @default false */
  disabled?: boolean;
  /**
   * After a reset, solve a new challenge by itself when the user has ticked the box before (still
   * a real proof of work), so a mistyped password does not mean ticking "I'm not a robot" again.
   * @default true
   */
  solveAfterReset?: boolean;
}

export const CAPTCHA_LABEL = "I'm not a robot";
export const CAPTCHA_VERIFYING = 'Verifying…';
export const CAPTCHA_VERIFIED = 'Verified';
export const CAPTCHA_FAILED = 'Verification failed. Please try again.';

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <circle cx="9" cy="9" r="9" style={{ fill: vars.color.success.solid }} />
      <path
        d="M5 9.4l2.6 2.6L13 6.4"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        style={{ stroke: vars.color.surface.raised }}
      />
    </svg>
  );
}

function StatusLine({ status }: { status: CaptchaStatus }): ReactNode {
  switch (status) {
    case 'verifying':
      return (
        <Inline gap="2" wrap={false}>
          {/* The words below are the announcement; the spinner is only decoration here. */}
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <Spinner size="sm" />
          </span>
          <Text as="span" size="sm" tone="secondary">
            {CAPTCHA_VERIFYING}
          </Text>
        </Inline>
      );
    case 'verified':
      return (
        <Inline gap="2" wrap={false}>
          <CheckIcon />
          <Text as="span" size="sm" tone="success" weight="medium">
            {CAPTCHA_VERIFIED}
          </Text>
        </Inline>
      );
    case 'failed':
      return (
        <Text as="span" size="sm" tone="danger">
          {CAPTCHA_FAILED}
        </Text>
      );
    default:
      return null;
  }
}

/**
 * The "I'm not a robot" check of sign-up and login: a self-hosted ALTCHA proof of work. Ticking
 * the box (click, or Space on the focused box) fetches a challenge (`GET /auth/captcha`), solves
 * it in a Web Worker (the page stays responsive) and hands the solution to `onVerify`. The
 * progress ("Verifying…", "Verified") is announced through a polite live region. Reset it with
 * `ref.reset()` or a new `resetKey` (spec 1 §4: after a failed attempt); once ticked, it then
 * solves a new challenge by itself.
 */
export const Captcha = forwardRef<CaptchaHandle, CaptchaProps>(function Captcha(
  { onVerify, onError, resetKey, label = CAPTCHA_LABEL, disabled = false, solveAfterReset = true },
  ref,
) {
  const { client } = useApi();
  const solve = useCaptchaSolver();
  const statusId = useId();
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  // The user ticked the box once: after a reset the widget may solve a new challenge by itself.
  const [consented, setConsented] = useState(false);
  const afterReset: CaptchaStatus = consented && solveAfterReset ? 'verifying' : 'idle';
  const [shownKey, setShownKey] = useState(resetKey);
  // A new challenge even when the widget was already verifying (its work is then dropped).
  const [round, setRound] = useState(0);
  if (!Object.is(shownKey, resetKey)) {
    // A new resetKey starts over (the effect below then stops any work in progress).
    setShownKey(resetKey);
    setStatus(afterReset);
    setRound((count) => count + 1);
  }

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        setStatus(afterReset);
        setRound((count) => count + 1);
      },
    }),
    [afterReset],
  );

  const verified = useEffectEvent((token: string) => onVerify(token));
  const failed = useEffectEvent((error: Error) => onError?.(error));

  useEffect(() => {
    if (status !== 'verifying') return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        const { data, error } = await client.GET('/auth/captcha', { signal });
        if (!data) throw error ?? new ApiError(0, 'No captcha challenge was received.');
        const token = await solve(data, signal);
        if (signal.aborted) return;
        if (!token) throw new Error('The captcha challenge could not be solved.');
        setStatus('verified');
        verified(token);
      } catch (error) {
        if (signal.aborted) return;
        setStatus('failed');
        failed(asError(error));
      }
    })();
    // Leaving "verifying" (reset, new key, unmount) stops the request and the proof of work.
    return () => controller.abort();
  }, [status, round, client, solve]);

  function start(checked: boolean | 'indeterminate') {
    if (checked !== true || disabled) return;
    // Once verifying or verified the box stays as it is until a reset.
    if (status === 'idle' || status === 'failed') {
      setConsented(true);
      setStatus('verifying');
    }
  }

  return (
    <Box border radius="md" background="sunken" padding="3">
      <Inline justify="between" gap="3">
        <Checkbox
          label={label}
          checked={status === 'verified'}
          onCheckedChange={start}
          disabled={disabled && status !== 'verified'}
          aria-describedby={statusId}
          aria-busy={status === 'verifying' || undefined}
        />
        <div id={statusId} role="status" style={{ minHeight: '1.5rem', display: 'flex' }}>
          <StatusLine status={status} />
        </div>
      </Inline>
    </Box>
  );
});
Captcha.displayName = 'Captcha';
