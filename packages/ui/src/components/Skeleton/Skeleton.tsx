import { clsx } from 'clsx';
import { forwardRef, type CSSProperties, type HTMLAttributes } from 'react';
import { lines as linesClass, skeleton } from './Skeleton.css';

export const skeletonShapes = ['block', 'text', 'circle'] as const;

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  /** `block` for cards and images, `text` for lines of copy, `circle` for avatars. @default 'block' */
  shape?: (typeof skeletonShapes)[number];
  /** Number of text lines (`text` only); the last one is shorter, like a paragraph's end. @default 1 */
  lines?: number;
  /** Width (any CSS length). @default '100%' (circle: its size) */
  width?: string;
  /** Height of a block (any CSS length). @default '6rem' */
  height?: string;
  /** Diameter of a circle (any CSS length). @default '3rem' */
  size?: string;
}

/**
 * A placeholder shaped like content that is still loading. It is hidden from assistive technology:
 * announce loading once elsewhere (e.g. a Spinner or `aria-busy` on the region).
 * It pulses gently, and holds still for people who prefer reduced motion.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'block', lines = 1, width, height, size = '3rem', className, style, ...rest },
  ref,
) {
  if (shape === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span
        ref={ref}
        aria-hidden="true"
        className={clsx(linesClass, className)}
        style={{ width, ...style }}
        {...rest}
      >
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            className={skeleton({ shape: 'text' })}
            style={{ width: count > 1 && i === count - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  const dimensions: CSSProperties =
    shape === 'circle'
      ? { width: size, height: size }
      : { width: width ?? '100%', height: height ?? '6rem' };
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={clsx(skeleton({ shape }), className)}
      style={{ ...dimensions, ...style }}
      {...rest}
    />
  );
});
Skeleton.displayName = 'Skeleton';
