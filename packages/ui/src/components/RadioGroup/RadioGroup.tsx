import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import {
  description as descriptionClass,
  label as labelClass,
  text,
} from '../Checkbox/Checkbox.css';
import { Field } from '../Field/Field';
import { dot, option as optionClass, options as optionsClass, radio } from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioOption {
  /** The value chosen by this radio. */
  value: string;
  /** The visible label. */
  label: ReactNode;
  /** A supporting line under the label. */
  description?: ReactNode;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>,
  'children' | 'asChild' | 'orientation' | 'dir'
> {
  /** The group's visible label (the question). */
  label: ReactNode;
  /** The choices. */
  options: readonly RadioOption[];
  /** Help shown under the label. */
  hint?: ReactNode;
  /** An error message; marks the group invalid. */
  error?: ReactNode;
  /** Hide the group label visually (it still names the group). @default false */
  hideLabel?: boolean;
  /** Stack the options or lay them in a wrapping row. @default 'vertical' */
  orientation?: (typeof radioGroupOrientations)[number];
  /** The chosen value when controlled. */
  value?: string;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** A choice is needed to submit the form; shows an asterisk. @default false */
  required?: boolean;
  /** Blocks the whole group. @default false */
  disabled?: boolean;
}

/** A labelled set of radios (Radix): pick exactly one; arrow keys move between options. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    hint,
    error,
    hideLabel = false,
    orientation = 'vertical',
    required = false,
    disabled = false,
    id,
    className,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  return (
    <Field
      kind="group"
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(field) => (
        <RadioGroupPrimitive.Root
          ref={ref}
          className={optionsClass({ orientation })}
          orientation={orientation}
          {...field}
          {...rest}
        >
          {options.map((option, index) => {
            const itemId = `${baseId}-${index}`;
            const descriptionId = option.description ? `${itemId}-description` : undefined;
            return (
              <div key={option.value} className={optionClass}>
                <RadioGroupPrimitive.Item
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  className={radio}
                  aria-describedby={descriptionId}
                >
                  <RadioGroupPrimitive.Indicator className={dot} />
                </RadioGroupPrimitive.Item>
                <div className={text}>
                  <label
                    htmlFor={itemId}
                    className={labelClass}
                    data-disabled={disabled || option.disabled ? '' : undefined}
                  >
                    {option.label}
                  </label>
                  {option.description ? (
                    <p id={descriptionId} className={descriptionClass}>
                      {option.description}
                    </p>
                  ) : null}
                </div>
              </div>
            );
          })}
        </RadioGroupPrimitive.Root>
      )}
    </Field>
  );
});
RadioGroup.displayName = 'RadioGroup';
