import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { glyph, iconButton } from './IconButton.css';

export const iconButtonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name (becomes `aria-label`), e.g. "Delete entry". Required: the icon has no words. */
  label: string;
  /** The icon: an SVG or emoji. It is hidden from assistive technology; `label` names the button. */
  children: ReactNode;
  /** Visual emphasis, as on Button. @default 'ghost' */
  variant?: (typeof iconButtonVariants)[number];
  /** Square size: 32, 40 or 48 px (all above the 24 px minimum target). @default 'md' */
  size?: (typeof iconButtonSizes)[number];
  /** Fully round instead of the medium corner radius. @default false */
  round?: boolean;
}

/** A square button showing only an icon, named for assistive technology by its `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, variant = 'ghost', size = 'md', round = false, type, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      className={clsx(button({ variant, size }), iconButton({ size, round }), className)}
      {...rest}
    >
      <span aria-hidden="true" className={glyph}>
        {children}
      </span>
    </button>
  );
});
IconButton.displayName = 'IconButton';
