import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import { group, icon as iconClass, segment } from './SegmentedToggle.css';

export const segmentedToggleSizes = ['sm', 'md'] as const;

export interface SegmentedOption {
  /** The value chosen by this segment. */
  value: string;
  /** The segment's text, e.g. "I Can Offer". */
  label: string;
  /** A decorative icon or emoji before the text. */
  icon?: ReactNode;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
}

export interface SegmentedToggleProps extends Omit<
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>,
  'children' | 'asChild' | 'orientation' | 'dir' | 'required'
> {
  /** What is being chosen, e.g. "Post type". Names the group for screen readers. */
  label: ReactNode;
  /** Two or more choices. */
  options: readonly SegmentedOption[];
  /** Hide the label visually when the segments speak for themselves. @default false */
  hideLabel?: boolean;
  /** Help shown under the label. */
  hint?: ReactNode;
  /** The chosen value when controlled. */
  value?: string;
  /** The initially chosen value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value (never empty: one segment is always chosen). */
  onValueChange?: (value: string) => void;
  /** Segment height. @default 'md' */
  size?: (typeof segmentedToggleSizes)[number];
  /** Stretch the segments to fill the container. @default false */
  fullWidth?: boolean;
  /** Blocks the whole control. @default false */
  disabled?: boolean;
}

/**
 * A compact one-of-many switch, e.g. "I Can Offer" / "I Need Help". It has radio semantics
 * (a radiogroup: arrow keys move and choose), so exactly one option is always selected.
 */
export const SegmentedToggle = forwardRef<HTMLDivElement, SegmentedToggleProps>(
  function SegmentedToggle(
    {
      label,
      options,
      hideLabel = false,
      hint,
      size,
      fullWidth = false,
      disabled = false,
      id,
      className,
      ...rest
    },
    ref,
  ) {
    return (
      <Field
        kind="group"
        label={label}
        hint={hint}
        hideLabel={hideLabel}
        disabled={disabled}
        id={id}
        className={className}
      >
        {(field) => (
          <RadioGroupPrimitive.Root
            ref={ref}
            orientation="horizontal"
            className={group({ fullWidth })}
            {...field}
            {...rest}
          >
            {options.map((option) => (
              <RadioGroupPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={segment({ size })}
              >
                {option.icon ? (
                  <span className={iconClass} aria-hidden="true">
                    {option.icon}
                  </span>
                ) : null}
                {option.label}
              </RadioGroupPrimitive.Item>
            ))}
          </RadioGroupPrimitive.Root>
        )}
      </Field>
    );
  },
);
SegmentedToggle.displayName = 'SegmentedToggle';
