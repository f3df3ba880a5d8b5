import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useColorMode } from '../../theme/colorMode';
import * as styles from './ThemeToggle.css';
import { useLocale } from '../Theme/LocaleProvider';

export interface ThemeToggleProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'role' | 'aria-checked'
> {
  /** The switch's name; "on" means dark. @default 'Dark mode' */
  label?: string;
  /** Show the label beside the switch; when false it is only the accessible name. @default true */
  showLabel?: boolean;
}

/**
 * A switch between the light and dark themes (`role="switch"`, checked = dark). It uses
 * `useColorMode()`: the class on `<html>` changes and the choice is remembered.
 */
export const ThemeToggle = forwardRef<HTMLButtonElement, ThemeToggleProps>(function ThemeToggle(
  { label: labelProp, showLabel = true, className, onClick, ...rest },
  ref,
) {
  const { labels } = useLocale();
  const label = labelProp ?? labels.darkMode;
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={showLabel ? undefined : label}
      className={clsx(styles.toggle, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
      {...rest}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb}>{dark ? <MoonIcon /> : <SunIcon />}</span>
      </span>
      {showLabel ? label : null}
    </button>
  );
});
ThemeToggle.displayName = 'ThemeToggle';

function SunIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" fill="none" aria-hidden="true">
      <circle cx="7" cy="7" r="2.6" fill="currentColor" />
      <path
        d="M7 .8v1.6M7 11.6v1.6M.8 7h1.6M11.6 7h1.6M2.6 2.6l1.1 1.1M10.3 10.3l1.1 1.1M2.6 11.4l1.1-1.1M10.3 3.7l1.1-1.1"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" fill="none" aria-hidden="true">
      <path d="M11.8 8.6A5 5 0 015.4 2.2a5 5 0 106.4 6.4z" fill="currentColor" />
    </svg>
  );
}
