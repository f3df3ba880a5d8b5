import { useId, useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { defaultLabels, useLocale, type UiLabels } from '../Theme/LocaleProvider';
import { count as countClass, footer, pasteNote } from './lengthLimit.css';

/** Where a text control with a `maxLength` starts showing its count: 80 % of the limit. */
export const COUNTER_FROM = 0.8;

export type LengthState = 'normal' | 'near' | 'full';

export function characters(n: number): string {
  return defaultLabels.characters(n);
}

/** How close to `maxLength` the count turns to a warning: the last 10 % (at least 10 characters). */
function warnThreshold(maxLength: number): number {
  return Math.max(10, Math.round(maxLength * 0.1));
}

/** `full` at the limit, `near` in its last 10 %, else `normal`; always `normal` without a limit. */
export function lengthState(length: number, maxLength: number | undefined): LengthState {
  if (maxLength === undefined || maxLength <= 0) return 'normal';
  const remaining = maxLength - length;
  if (remaining <= 0) return 'full';
  return remaining <= warnThreshold(maxLength) ? 'near' : 'normal';
}

/** Whether the count shows by itself: from 80 % of the limit. */
export function counterShown(length: number, maxLength: number | undefined): boolean {
  return maxLength !== undefined && maxLength > 0 && length >= Math.ceil(maxLength * COUNTER_FROM);
}

/**
 * How many characters of a paste the limit cuts off: the text already there (less the selection
 * the paste replaces) plus the pasted text, beyond `maxLength`; 0 when it all fits.
 */
export function pasteOverflow(
  currentLength: number,
  selectedLength: number,
  pastedLength: number,
  maxLength: number,
): number {
  return Math.max(0, currentLength - selectedLength + pastedLength - maxLength);
}

/** The note a cut paste gets, instead of being cut silently. */
export function pasteCutMessage(
  cut: number,
  maxLength: number,
  labels: Pick<UiLabels, 'pasteCut'> = defaultLabels,
): string {
  return labels.pasteCut(cut, maxLength);
}

/** What the polite live region says: only when the state changes, never on every keystroke. */
function stateAnnouncement(state: LengthState, maxLength: number, labels: UiLabels): string {
  if (state === 'full') return labels.limitReached(maxLength);
  if (state === 'near') return labels.nearLimit(maxLength);
  return '';
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface LengthLimitOptions<E extends TextControl> {
  maxLength: number | undefined;
  value: unknown;
  defaultValue: unknown;
  onChange: ((event: ChangeEvent<E>) => void) | undefined;
  onPaste: ((event: ClipboardEvent<E>) => void) | undefined;
  /** Always show the count (also without a limit); otherwise from 80 % of `maxLength`. */
  alwaysCount: boolean;
}

/**
 * The length rules of the ui text controls (CONTRIBUTING: input limits are stated): a count from
 * 80 % of `maxLength` (or always, with `alwaysCount`), a polite announcement when the text comes
 * near the limit and when it reaches it (not per keystroke), and a note when a paste was cut.
 * Returns the handlers to put on the control, the id of the count for `aria-describedby`, and the
 * footer to render under it.
 */
export function useLengthLimit<E extends TextControl>({
  maxLength,
  value,
  defaultValue,
  onChange,
  onPaste,
  alwaysCount,
}: LengthLimitOptions<E>) {
  const { labels } = useLocale();
  const countId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const [cut, setCut] = useState(0);
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const hasMax = maxLength !== undefined && maxLength > 0;
  const state = lengthState(length, maxLength);
  const showCount = alwaysCount || counterShown(length, maxLength);
  // The note stays until the text is shorter than the limit again (the person edited it).
  const cutShown = hasMax && cut > 0 && length >= maxLength;

  function handleChange(event: ChangeEvent<E>) {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  function handlePaste(event: ClipboardEvent<E>) {
    onPaste?.(event);
    if (!hasMax || event.defaultPrevented) return;
    const control = event.currentTarget;
    const start = control.selectionStart ?? control.value.length;
    const end = control.selectionEnd ?? start;
    const pasted = event.clipboardData.getData('text/plain');
    setCut(pasteOverflow(control.value.length, end - start, pasted.length, maxLength));
  }

  const footerElement: ReactNode =
    showCount || cutShown ? (
      <div className={footer}>
        {cutShown ? <p className={pasteNote}>{pasteCutMessage(cut, maxLength, labels)}</p> : null}
        {showCount ? (
          <p id={countId} className={countClass({ state })}>
            {hasMax ? (
              <>
                <span aria-hidden="true">{`${length} / ${maxLength}`}</span>
                <VisuallyHidden>{labels.charactersUsed(length, maxLength)}</VisuallyHidden>
              </>
            ) : (
              labels.characters(length)
            )}
          </p>
        ) : null}
      </div>
    ) : null;

  // Always rendered (a live region must exist before it speaks); its words change only with the
  // state or a cut paste.
  const announcement = hasMax ? (
    <VisuallyHidden aria-live="polite">
      {cutShown
        ? pasteCutMessage(cut, maxLength, labels)
        : hasMax
          ? stateAnnouncement(state, maxLength, labels)
          : ''}
    </VisuallyHidden>
  ) : null;

  return {
    handleChange,
    handlePaste,
    countId: showCount ? countId : undefined,
    footer: (
      <>
        {footerElement}
        {announcement}
      </>
    ),
  };
}
