import * as styles from './Logo.css';

export interface LogoProps {
  /** Width and height (any CSS length). @default '4rem' */
  size?: string;
  /** The accessible name; empty makes the mark decorative (when the name "WeGrow" is beside it). @default 'WeGrow' */
  label?: string;
}

/** The WeGrow mark: a seedling with two leaves, rising from the soil inside a sun. */
export function Logo({ size = '4rem', label = 'WeGrow' }: LogoProps) {
  const decorative = label === '';
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      focusable="false"
      className={styles.mark}
    >
      <circle cx="32" cy="32" r="31" className={styles.sun} />
      <path d="M32 52 V29" className={styles.stem} />
      <path d="M31 36 C19 36 12 28 12 17 C24 17 31 24 31 36 Z" className={styles.leaf} />
      <path d="M33 31 C34 19 42 11 53 11 C53 23 45 31 33 31 Z" className={styles.leaf} />
      <path d="M18 52 H46" className={styles.soil} />
    </svg>
  );
}
