import * as RadixAvatar from '@radix-ui/react-avatar';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;

export interface AvatarProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixAvatar.Root>,
  'children'
> {
  /** The person's (or group's) name: the initials and the accessible name come from it. */
  name: string;
  /** A picture URL; the initials show until it loads and whenever it fails. */
  src?: string;
  /** Text alternative of the picture. @default name */
  alt?: string;
  /** Diameter. @default 'md' */
  size?: (typeof avatarSizes)[number];
}

const tones = Object.keys(styles.tone) as (keyof typeof styles.tone)[];

/** Up to two initials: "Shea Green" → "SG", "lyra" → "L". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

function toneOf(name: string): keyof typeof styles.tone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return tones[hash % tones.length] ?? 'moss';
}

/** A round picture of a person, falling back to their initials on a calm tinted background. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, alt, size, className, ...rest },
  ref,
) {
  return (
    <RadixAvatar.Root ref={ref} className={clsx(styles.avatar({ size }), className)} {...rest}>
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt={alt ?? name} /> : null}
      <RadixAvatar.Fallback
        className={clsx(styles.fallback, styles.tone[toneOf(name)])}
        role="img"
        aria-label={alt ?? name}
        // With a picture, wait briefly so a fast load does not flash the initials.
        delayMs={src ? 300 : undefined}
      >
        <span aria-hidden="true">{initialsOf(name)}</span>
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
});
Avatar.displayName = 'Avatar';
