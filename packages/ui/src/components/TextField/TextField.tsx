import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useLengthLimit } from '../Field/lengthLimit';
import { input } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'url', 'tel'] as const;
export const textFieldSizes = ['sm', 'md'] as const;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** An error message; marks the input invalid. */
  error?: ReactNode;
  /** Hide the label visually (it still names the input). @default false */
  hideLabel?: boolean;
  /** The kind of text, for the right keyboard and autofill. @default 'text' */
  type?: (typeof textFieldTypes)[number];
  /** Control height. @default 'md' */
  size?: (typeof textFieldSizes)[number];
  /** Class for the wrapping field (label, hint, input, error). */
  fieldClassName?: string;
}

/**
 * A labelled single-line text input with optional hint and error. With a `maxLength` it shows a
 * count from 80 % of it (announced politely near the limit) and says when a paste was cut.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    hideLabel = false,
    required = false,
    disabled = false,
    id,
    type = 'text',
    size,
    className,
    fieldClassName,
    maxLength,
    value,
    defaultValue,
    onChange,
    onPaste,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const limit = useLengthLimit<HTMLInputElement>({
    maxLength,
    value,
    defaultValue,
    onChange,
    onPaste,
    alwaysCount: false,
  });
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
          <input
            ref={ref}
            type={type}
            maxLength={maxLength}
            value={value}
            defaultValue={defaultValue}
            onChange={limit.handleChange}
            onPaste={limit.handlePaste}
            className={clsx(control({ size }), input, className)}
            {...field}
            aria-describedby={describedBy(
              field['aria-describedby'],
              limit.countId,
              extraDescribedBy,
            )}
            {...rest}
          />
          {limit.footer}
        </>
      )}
    </Field>
  );
});
TextField.displayName = 'TextField';
