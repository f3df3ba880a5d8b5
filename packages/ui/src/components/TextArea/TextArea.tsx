import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { describedBy, Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { count as countClass, footer, textarea } from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** An error message; marks the text area invalid. */
  error?: ReactNode;
  /** Hide the label visually (it still names the text area). @default false */
  hideLabel?: boolean;
  /** Show a live character count under the text area (out of `maxLength` when set). @default false */
  showCount?: boolean;
  /** Visible text lines before scrolling or resizing. @default 4 */
  rows?: number;
  /** Class for the wrapping field. */
  fieldClassName?: string;
}

function characters(n: number): string {
  return `${n} ${n === 1 ? 'character' : 'characters'}`;
}

/** How close to `maxLength` the count starts warning (and telling screen readers). */
function warnThreshold(maxLength: number): number {
  return Math.max(10, Math.round(maxLength * 0.1));
}

/** A labelled multi-line text input, optionally with a live character count. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    hideLabel = false,
    showCount = false,
    required = false,
    disabled = false,
    id,
    rows = 4,
    maxLength,
    value,
    defaultValue,
    onChange,
    className,
    fieldClassName,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const countId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const hasMax = maxLength !== undefined && maxLength > 0;
  const remaining = hasMax ? maxLength - length : undefined;
  const state =
    remaining === undefined || !hasMax
      ? 'normal'
      : remaining <= 0
        ? 'full'
        : remaining <= warnThreshold(maxLength)
          ? 'near'
          : 'normal';

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
      className={fieldClassName}
    >
      {(field) => (
        <>
          <textarea
            ref={ref}
            rows={rows}
            maxLength={maxLength}
            value={value}
            defaultValue={defaultValue}
            onChange={handleChange}
            className={clsx(control(), textarea, className)}
            {...field}
            aria-describedby={describedBy(
              field['aria-describedby'],
              showCount && countId,
              extraDescribedBy,
            )}
            {...rest}
          />
          {showCount ? (
            <div className={footer}>
              <p id={countId} className={countClass({ state })}>
                {hasMax ? (
                  <>
                    <span aria-hidden="true">{`${length} / ${maxLength}`}</span>
                    <VisuallyHidden>{`${length} of ${maxLength} characters used`}</VisuallyHidden>
                  </>
                ) : (
                  characters(length)
                )}
              </p>
              {/* Announced only near the limit, so each keystroke is not read out. */}
              <VisuallyHidden aria-live="polite">
                {remaining !== undefined && state !== 'normal'
                  ? `${characters(remaining)} remaining`
                  : ''}
              </VisuallyHidden>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
});
TextArea.displayName = 'TextArea';
