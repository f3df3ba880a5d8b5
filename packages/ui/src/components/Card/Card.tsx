import { Slot, Slottable } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';

export const cardVariants = ['raised', 'outlined', 'sunken'] as const;
export const cardPaddings = ['sm', 'md', 'lg'] as const;
export const cardTitleLevels = ['h2', 'h3', 'h4'] as const;

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** A serif heading at the top of the card. */
  title?: ReactNode;
  /** The heading element of `title`, to fit the page outline. @default 'h3' */
  titleAs?: (typeof cardTitleLevels)[number];
  /** Extra header content beside the title (e.g. a status or a menu). */
  header?: ReactNode;
  /** Content at the bottom, above a thin line (e.g. actions or metadata). */
  footer?: ReactNode;
  /** Surface style. @default 'raised' */
  variant?: (typeof cardVariants)[number];
  /** Inner spacing. @default 'md' */
  padding?: (typeof cardPaddings)[number];
  /**
   * Hover and focus styles for a card that is itself a link or button; combine with `asChild`
   * and an `<a>` (a whole-card link). @default false
   */
  interactive?: boolean;
  /** Render the child element (e.g. `<a href>` or a router link) as the card. @default false */
  asChild?: boolean;
}

/** A surface grouping related content, with an optional title, header extras and footer. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  {
    title,
    titleAs: Title = 'h3',
    header,
    footer,
    variant,
    padding,
    interactive = false,
    asChild = false,
    className,
    children,
    ...rest
  },
  ref,
) {
  const Root = asChild ? Slot : 'div';
  return (
    <Root
      ref={ref}
      className={clsx(styles.card({ variant, padding, interactive }), className)}
      {...rest}
    >
      {title || header ? (
        <div className={styles.header}>
          {title ? <Title className={styles.title}>{title}</Title> : null}
          {header ? <div className={styles.headerExtra}>{header}</div> : null}
        </div>
      ) : null}
      {asChild ? <Slottable>{children}</Slottable> : <div className={styles.body}>{children}</div>}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
});
Card.displayName = 'Card';
