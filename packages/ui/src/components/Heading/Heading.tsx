import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { heading } from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export const headingTones = ['primary', 'accent'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

/** The size each level gets unless `size` says otherwise. */
const defaultSizeFor: Record<HeadingLevel, HeadingSize> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: 'xs',
};

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (`h1`–`h6`); choose it for structure, not looks. @default 2 */
  level?: HeadingLevel;
  /** Visual size, decoupled from the level. @default the level's natural size */
  size?: HeadingSize;
  /** Text colour. @default 'primary' */
  tone?: (typeof headingTones)[number];
  /** Text alignment. @default 'start' */
  align?: 'start' | 'center';
}

/** A section title in the serif heading face. The level sets semantics; the size sets looks. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, tone, align, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      ref={ref}
      className={clsx(heading({ size: size ?? defaultSizeFor[level], tone, align }), className)}
      {...rest}
    />
  );
});
Heading.displayName = 'Heading';
