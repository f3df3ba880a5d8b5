import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { describedBy, Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { useLengthLimit } from '../Field/lengthLimit';
import { textarea } from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label. */
  label: ReactNode;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** An error message; marks the text area invalid. */
  error?: ReactNode;
  /** Hide the label visually (it still names the text area). @default false */
  hideLabel?: boolean;
  /**
   * Always show a live character count under the text area (out of `maxLength` when set). With a
   * `maxLength` the count shows by itself from 80 % of it, and a paste the limit cuts says so.
   * @default false
   */
  showCount?: boolean;
  /** Visible text lines before scrolling or resizing. @default 4 */
  rows?: number;
  /** Class for the wrapping field. */
  fieldClassName?: string;
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
    onPaste,
    className,
    fieldClassName,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const limit = useLengthLimit<HTMLTextAreaElement>({
    maxLength,
    value,
    defaultValue,
    onChange,
    onPaste,
    alwaysCount: showCount,
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
          <textarea
            ref={ref}
            rows={rows}
            maxLength={maxLength}
            value={value}
            defaultValue={defaultValue}
            onChange={limit.handleChange}
            onPaste={limit.handlePaste}
            className={clsx(control(), textarea, className)}
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
TextArea.displayName = 'TextArea';
