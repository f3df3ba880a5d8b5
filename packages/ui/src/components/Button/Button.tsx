import { Slot } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { button, spinner } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual emphasis. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** Height and padding. @default 'md' */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner, marks the button busy and blocks clicks (and the submit of its form). The
   * button stays focusable (`aria-disabled`, not `disabled`): a keyboard user who pressed it keeps
   * their place when the work ends. @default false
   */
  loading?: boolean;
  /** An icon placed before the label (decorative; the label names the action). */
  icon?: ReactNode;
  /** Render the child element (e.g. a router link) with button styling. @default false */
  asChild?: boolean;
}

/**
 * A busy button ignores a press: no handler runs and a submit button submits nothing (the
 * browser's implicit submission with Enter fires this click too).
 */
function preventClick(event: MouseEvent<HTMLButtonElement>) {
  event.preventDefault();
}

/** The primary action control. Use `asChild` to style a link as a button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    fullWidth,
    loading = false,
    icon,
    asChild = false,
    className,
    children,
    disabled,
    type,
    onClick,
    ...rest
  },
  ref,
) {
  const classes = clsx(button({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...rest}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={loading ? preventClick : onClick}
    >
      {loading ? (
        <span className={spinner} aria-hidden="true" />
      ) : icon ? (
        <span aria-hidden="true">{icon}</span>
      ) : null}
      {children}
    </button>
  );
});
Button.displayName = 'Button';
