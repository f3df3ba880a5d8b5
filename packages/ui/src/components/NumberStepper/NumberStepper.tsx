import { clsx } from 'clsx';
import {
  forwardRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { describedBy, Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { IconButton } from '../IconButton/IconButton';
import { group, input as inputClass, symbol } from './NumberStepper.css';
import { defaultLabels, useLocale, type UiLabels } from '../Theme/LocaleProvider';

export const numberStepperSizes = ['sm', 'md'] as const;

export interface NumberStepperProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'size'
> {
  /** The visible label; also names the buttons ("Decrease Servings", "Increase Servings"). */
  label: string;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** An error message; marks the input invalid. */
  error?: ReactNode;
  /** Hide the label visually (it still names the input and buttons). @default false */
  hideLabel?: boolean;
  /** The number when controlled. */
  value?: number;
  /** The starting number when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with each new valid number (never below `min` or above `max`). */
  onValueChange?: (value: number) => void;
  /** The lowest allowed value; the stepper never goes below it. @default 0 */
  min?: number;
  /** The highest allowed value. @default no limit */
  max?: number;
  /** How much − and + (and the arrow keys) change the value. @default 1 */
  step?: number;
  /**
   * The decimals a typed number keeps, when finer than `step` (an amount stepped by 1 that may be
   * 0.25): the input then takes any number of that precision. @default the step's and min's
   */
  precision?: number;
  /** Button and input height. @default 'md' */
  size?: (typeof numberStepperSizes)[number];
  /** Class for the wrapping field. */
  fieldClassName?: string;
}

/**
 * What a typed number outside `min`…`max` gets instead of being clamped: "Enter a number from 1 to
 * 1,000,000." (a clamped value would be sent without the person knowing).
 */
export function outOfRangeMessage(
  min: number,
  max: number | undefined,
  locale = 'en-US',
  message: UiLabels['numberOutOfRange'] = defaultLabels.numberOutOfRange,
): string {
  const format = (n: number) => n.toLocaleString(locale);
  return message(format(min), max === undefined ? undefined : format(max));
}

function decimalsOf(n: number): number {
  const [, fraction = ''] = String(n).split('.');
  return fraction.length;
}

/**
 * A number input between − and + buttons, kept within `min`…`max`; e.g. a recipe's count. A typed
 * number out of range is not clamped: it stays in the field, marked invalid with a message that
 * gives the range (the input's `validity` says so too, for a form to refuse it), until corrected.
 */
export const NumberStepper = forwardRef<HTMLInputElement, NumberStepperProps>(
  function NumberStepper(
    {
      label,
      hint,
      error,
      hideLabel = false,
      value,
      defaultValue,
      onValueChange,
      min = 0,
      max,
      step = 1,
      precision,
      size = 'md',
      required = false,
      disabled = false,
      readOnly = false,
      id,
      className,
      fieldClassName,
      onBlur,
      onKeyDown,
      'aria-describedby': extraDescribedBy,
      ...rest
    },
    ref,
  ) {
    const { locale, labels } = useLocale();
    const decimals = Math.max(decimalsOf(step), decimalsOf(min), precision ?? 0);
    const clamp = (n: number): number => {
      const rounded = Number(n.toFixed(decimals));
      return Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min, rounded));
    };
    const [internal, setInternal] = useState(() => clamp(defaultValue ?? min));
    const current = value ?? internal;
    // What the user is typing, until it is a valid number or the input loses focus.
    const [draft, setDraft] = useState<string | null>(null);
    const shown = draft ?? String(current);
    const draftNumber = draft === null || draft.trim() === '' ? null : Number(draft);
    const outOfRange =
      draftNumber !== null &&
      Number.isFinite(draftNumber) &&
      (draftNumber < min || (max !== undefined && draftNumber > max));

    const commit = (next: number) => {
      const clamped = clamp(next);
      if (value === undefined) setInternal(clamped);
      if (clamped !== current) onValueChange?.(clamped);
    };

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      setDraft(text);
      const parsed = Number(text);
      if (
        text.trim() !== '' &&
        Number.isFinite(parsed) &&
        parsed >= min &&
        (max === undefined || parsed <= max)
      ) {
        commit(parsed);
      }
    };

    const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
      // Out of range: kept, with its message, until the person corrects it.
      if (draft !== null && !outOfRange) {
        const parsed = Number(draft);
        if (draft.trim() !== '' && Number.isFinite(parsed)) commit(parsed);
        setDraft(null);
      }
      onBlur?.(event);
    };

    // The spinbutton keys (WAI-ARIA APG), handled here so they also clamp and round like the buttons.
    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented || disabled || readOnly) return;
      const base =
        draft !== null && Number.isFinite(Number(draft)) && draft.trim() !== ''
          ? Number(draft)
          : current;
      const targets: Partial<Record<string, number | undefined>> = {
        ArrowUp: base + step,
        ArrowDown: base - step,
        PageUp: base + step * 10,
        PageDown: base - step * 10,
        Home: min,
        End: max,
      };
      const target = targets[event.key];
      if (target === undefined) return;
      event.preventDefault();
      setDraft(null);
      commit(target);
    };

    const atMin = current <= min;
    const atMax = max !== undefined && current >= max;
    const inactive = disabled || readOnly;
    const buttonSize = size === 'sm' ? 'sm' : 'md';

    return (
      <Field
        label={label}
        hint={hint}
        error={
          error ??
          (outOfRange ? outOfRangeMessage(min, max, locale, labels.numberOutOfRange) : undefined)
        }
        required={required}
        disabled={disabled}
        hideLabel={hideLabel}
        id={id}
        className={fieldClassName}
      >
        {(field) => (
          <div className={group}>
            {/* aria-disabled (not disabled) at the limits, so keyboard focus is not lost mid-press. */}
            <IconButton
              label={labels.decrease(label)}
              variant="secondary"
              size={buttonSize}
              disabled={disabled}
              aria-disabled={!disabled && (atMin || readOnly) ? true : undefined}
              aria-controls={field.id}
              onClick={() => {
                if (!inactive && !atMin) {
                  setDraft(null);
                  commit(current - step);
                }
              }}
            >
              <svg className={symbol} width="16" height="16" viewBox="0 0 16 16" focusable="false">
                <path d="M3 8h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </IconButton>
            <input
              ref={ref}
              type="number"
              inputMode={decimals > 0 ? 'decimal' : 'numeric'}
              min={min}
              max={max}
              step={decimals > decimalsOf(step) ? 'any' : step}
              value={shown}
              readOnly={readOnly}
              onChange={handleChange}
              onBlur={handleBlur}
              onKeyDown={handleKeyDown}
              className={clsx(control(), inputClass({ size }), className)}
              {...field}
              aria-describedby={describedBy(field['aria-describedby'], extraDescribedBy)}
              {...rest}
              // A long number (1000000) widens the box rather than being cut to its first digits.
              style={{ minWidth: `calc(${shown.length}ch + 1.5rem)`, ...rest.style }}
            />
            <IconButton
              label={labels.increase(label)}
              variant="secondary"
              size={buttonSize}
              disabled={disabled}
              aria-disabled={!disabled && (atMax || readOnly) ? true : undefined}
              aria-controls={field.id}
              onClick={() => {
                if (!inactive && !atMax) {
                  setDraft(null);
                  commit(current + step);
                }
              }}
            >
              <svg className={symbol} width="16" height="16" viewBox="0 0 16 16" focusable="false">
                <path
                  d="M3 8h10M8 3v10"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </IconButton>
          </div>
        )}
      </Field>
    );
  },
);
NumberStepper.displayName = 'NumberStepper';
