import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { clsx } from 'clsx';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { describedBy, ErrorMessage } from '../Field/Field';
import { requiredMark } from '../Field/Field.css';
import {
  box,
  checkMark,
  choice,
  dashMark,
  description as descriptionClass,
  indicator,
  label as labelClass,
  row,
  text,
} from './Checkbox.css';

export type CheckboxCheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>,
  'children' | 'asChild'
> {
  /** The visible label, beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** A supporting line under the label. */
  description?: ReactNode;
  /** An error message under the control; marks it invalid. */
  error?: ReactNode;
  /** Checked state when controlled: `true`, `false` or `'indeterminate'`. */
  checked?: CheckboxCheckedState;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: CheckboxCheckedState;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: CheckboxCheckedState) => void;
  /** Must be checked to submit the form; shows an asterisk. @default false */
  required?: boolean;
  /** Blocks interaction. @default false */
  disabled?: boolean;
}

/** A labelled checkbox (Radix), e.g. a grocery item's "in cart" toggle. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    error,
    id,
    required = false,
    disabled = false,
    className,
    'aria-describedby': extra,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={clsx(choice, className)}>
      <div className={row}>
        <CheckboxPrimitive.Root
          ref={ref}
          id={controlId}
          className={box}
          required={required}
          disabled={disabled}
          aria-describedby={describedBy(descriptionId, errorId, extra)}
          {...(errorId ? { 'aria-invalid': true, 'aria-errormessage': errorId } : {})}
          {...rest}
        >
          <CheckboxPrimitive.Indicator className={indicator}>
            <svg
              className={checkMark}
              width="14"
              height="14"
              viewBox="0 0 14 14"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M2.5 7.5l3 3 6-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <svg
              className={dashMark}
              width="14"
              height="14"
              viewBox="0 0 14 14"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M3 7h8" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
            </svg>
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <div className={text}>
          <label
            htmlFor={controlId}
            className={labelClass}
            data-disabled={disabled ? '' : undefined}
          >
            {label}
            {required ? (
              <span className={requiredMark} aria-hidden="true">
                {' '}
                *
              </span>
            ) : null}
          </label>
          {description ? (
            <p id={descriptionId} className={descriptionClass}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
      {error ? <ErrorMessage id={errorId}>{error}</ErrorMessage> : null}
    </div>
  );
});
Checkbox.displayName = 'Checkbox';
