import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { describedBy, Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TimeField.css';
import { isTime, isTimeOutOfRange, normalizeTime, stepTime, type IsoTime } from './timeValue';
import { useLocale } from '../Theme/LocaleProvider';

export const timeFieldSizes = ['sm', 'md'] as const;

export interface TimeFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label (e.g. "HH:mm, 24-hour"). */
  hint?: ReactNode;
  /** An error message; marks the input invalid. Replaces the field's own out-of-range message. */
  error?: ReactNode;
  /** Hide the label visually (it still names the input). @default false */
  hideLabel?: boolean;
  /** The time (controlled): `HH:mm` (24-hour), the text as typed while it is not one yet, or `''`. */
  value?: string;
  /** The time on first render when uncontrolled. @default '' */
  defaultValue?: string;
  /**
   * Called with the text as it is typed; on leaving the field, with it tidied to `HH:mm` when it
   * reads as a time ("930" → "09:30"); with the new time when an arrow key steps it.
   */
  onChange?: (value: string) => void;
  /** The earliest time, `HH:mm`: the arrows stop there, and an earlier time is shown as an error. */
  min?: IsoTime;
  /** The latest time, `HH:mm`: the arrows stop there, and a later time is shown as an error. */
  max?: IsoTime;
  /** Minutes the Up and Down arrow keys move the time by (PageUp/PageDown: an hour). @default 15 */
  step?: number;
  /** The error shown when a time lies outside `min`…`max`. @default "Enter a time from {min} to {max}." */
  rangeError?: (min: IsoTime | undefined, max: IsoTime | undefined) => string;
  /** Control height. @default 'md' */
  size?: (typeof timeFieldSizes)[number];
  /** Class for the wrapping field (label, hint, input, error). */
  fieldClassName?: string;
}

/**
 * A labelled 24-hour time field, `HH:mm`: a text input (read as a plain text field by screen
 * readers, typed like one) whose Up and Down arrow keys step the time by `step` minutes and
 * PageUp/PageDown by an hour, within `min`…`max`. What reads as a time is tidied on blur.
 */
export const TimeField = forwardRef<HTMLInputElement, TimeFieldProps>(function TimeField(
  {
    label,
    hint,
    error,
    hideLabel = false,
    required = false,
    disabled = false,
    readOnly,
    id,
    value: valueProp,
    defaultValue = '',
    onChange,
    onKeyDown,
    onBlur,
    min,
    max,
    step = 15,
    rangeError: rangeErrorProp,
    size,
    className,
    fieldClassName,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const rangeError = rangeErrorProp ?? labels.timeOutOfRange;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const keysId = useId();

  const change = (next: string) => {
    if (valueProp === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || readOnly || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const steps: Record<string, [number, number]> = {
      ArrowUp: [1, step],
      ArrowDown: [-1, step],
      // An hour exactly, keeping the minutes (no snapping to the step).
      PageUp: [60, 1],
      PageDown: [-60, 1],
    };
    const move = steps[event.key];
    if (!move) return;
    event.preventDefault();
    change(stepTime(normalizeTime(value), move[0], move[1], min, max));
  };

  const trimmed = value.trim();
  const outOfRange = isTime(trimmed) && isTimeOutOfRange(trimmed, min, max);
  const shownError = error ?? (outOfRange ? rangeError(min, max) : undefined);

  return (
    <Field
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
      className={fieldClassName}
    >
      {(field) => (
        <>
          <input
            ref={ref}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder="HH:mm"
            maxLength={5}
            readOnly={readOnly}
            value={value}
            onChange={(event) => change(event.target.value)}
            onKeyDown={keyDown}
            onBlur={(event) => {
              const tidy = normalizeTime(value);
              if (tidy !== value && isTime(tidy)) change(tidy);
              onBlur?.(event);
            }}
            className={clsx(control({ size }), styles.input, className)}
            {...field}
            aria-describedby={describedBy(field['aria-describedby'], keysId, extraDescribedBy)}
            {...rest}
          />
          <VisuallyHidden id={keysId}>{labels.timeKeys(step)}</VisuallyHidden>
        </>
      )}
    </Field>
  );
});
TimeField.displayName = 'TimeField';
