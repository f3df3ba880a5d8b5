import * as SwitchPrimitive from '@radix-ui/react-switch';
import { clsx } from 'clsx';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  choice,
  description as descriptionClass,
  label as labelClass,
  row,
  text,
} from '../Checkbox/Checkbox.css';
import { describedBy, ErrorMessage } from '../Field/Field';
import { switchText, thumb, track } from './Switch.css';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>,
  'children' | 'asChild'
> {
  /** The visible label, beside the switch; clicking it flips the switch. */
  label: ReactNode;
  /** A supporting line under the label. */
  description?: ReactNode;
  /** An error message under the control; marks it invalid. */
  error?: ReactNode;
  /** On/off when controlled. */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it. */
  onCheckedChange?: (checked: boolean) => void;
  /** Blocks interaction. @default false */
  disabled?: boolean;
}

/** An on/off switch (Radix) for settings that apply at once, e.g. "Edit mode". */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    description,
    error,
    id,
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
        <SwitchPrimitive.Root
          ref={ref}
          id={controlId}
          className={track}
          disabled={disabled}
          aria-describedby={describedBy(descriptionId, errorId, extra)}
          {...(errorId ? { 'aria-invalid': true, 'aria-errormessage': errorId } : {})}
          {...rest}
        >
          <SwitchPrimitive.Thumb className={thumb} />
        </SwitchPrimitive.Root>
        <div className={clsx(text, switchText)}>
          <label
            htmlFor={controlId}
            className={labelClass}
            data-disabled={disabled ? '' : undefined}
          >
            {label}
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
Switch.displayName = 'Switch';
