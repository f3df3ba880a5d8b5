import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { chevron, select, wrapper } from './Select.css';

export const selectSizes = ['sm', 'md'] as const;

export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The text shown for the option. */
  label: string;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The visible label. */
  label: ReactNode;
  /** The choices; or pass `<option>` children instead. */
  options?: readonly SelectOption[];
  /** A first, empty choice prompting a selection (e.g. "Choose an Insight"); its value is `''`. */
  placeholder?: string;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** An error message; marks the select invalid. */
  error?: ReactNode;
  /** Hide the label visually (it still names the select). @default false */
  hideLabel?: boolean;
  /** Control height. @default 'md' */
  size?: (typeof selectSizes)[number];
  /** Class for the wrapping field. */
  fieldClassName?: string;
}

/**
 * A labelled native `<select>`: the platform's own picker, so it works with every keyboard,
 * screen reader and touch device, styled to match the other fields.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    hint,
    error,
    hideLabel = false,
    required = false,
    disabled = false,
    id,
    size,
    className,
    fieldClassName,
    children,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
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
        <span className={wrapper}>
          <select
            ref={ref}
            className={clsx(control({ size }), select, className)}
            {...field}
            aria-describedby={describedBy(field['aria-describedby'], extraDescribedBy)}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <svg
            className={chevron}
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M4 6l4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
    </Field>
  );
});
Select.displayName = 'Select';
