import { clsx } from 'clsx';
import {
  forwardRef,
  type HTMLAttributes,
  type LiHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import * as styles from './List.css';

export const listVariants = ['divided', 'separated', 'plain'] as const;

export interface ListProps extends HTMLAttributes<HTMLUListElement | HTMLOListElement> {
  /** `divided`: one panel with lines between items; `separated`: a card per item. @default 'divided' */
  variant?: (typeof listVariants)[number];
  /** Render an ordered list (`ol`) when the order matters. @default false */
  ordered?: boolean;
}

/** A vertical list of `ListItem`s, e.g. inbox messages or tasks. */
export const List = forwardRef<HTMLUListElement, ListProps>(function List(
  { variant, ordered = false, className, ...rest },
  ref,
) {
  const classes = clsx(styles.list({ variant }), className);
  return ordered ? (
    <ol ref={ref as Ref<HTMLOListElement>} className={classes} {...rest} />
  ) : (
    <ul ref={ref} className={classes} {...rest} />
  );
});
List.displayName = 'List';

export interface ListItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'onSelect'> {
  /** The item's main text. */
  children: ReactNode;
  /** A second line in muted text, e.g. the message time. */
  description?: ReactNode;
  /** Something before the text, e.g. an Avatar or an icon. */
  leading?: ReactNode;
  /** Something after the text, e.g. a status or buttons (kept clickable on an active row). */
  trailing?: ReactNode;
  /** Emphasise the item (e.g. an unread message): tinted, bold, with a bar. @default false */
  highlighted?: boolean;
  /**
   * Words read before a highlighted item so the emphasis is not colour alone, e.g. "Unread".
   */
  highlightLabel?: string;
  /** Makes the whole row one button that calls this (e.g. "mark as read"). */
  onActivate?: () => void;
  /**
   * Something under the text, outside the row's button and kept clickable on an active row,
   * e.g. a "Show more" toggle for a long message.
   */
  footer?: ReactNode;
}

/** One item of a List: leading slot, text and description, trailing slot. */
export const ListItem = forwardRef<HTMLLIElement, ListItemProps>(function ListItem(
  {
    children,
    description,
    leading,
    trailing,
    highlighted = false,
    highlightLabel,
    onActivate,
    footer,
    className,
    ...rest
  },
  ref,
) {
  const text = (
    <>
      {highlighted && highlightLabel ? (
        <span className={styles.visuallyHidden}>{`${highlightLabel}: `}</span>
      ) : null}
      <span className={styles.primary}>{children}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </>
  );
  const main = onActivate ? (
    <button
      type="button"
      className={clsx(styles.main, styles.action)}
      data-list-action=""
      onClick={onActivate}
    >
      {text}
    </button>
  ) : (
    <div className={styles.main}>{text}</div>
  );
  return (
    <li
      ref={ref}
      className={clsx(styles.item, className)}
      data-highlighted={highlighted ? '' : undefined}
      {...rest}
    >
      {leading ? <span className={styles.leading}>{leading}</span> : null}
      {/* Always wrapped, so a footer coming or going does not remount the row's button. */}
      <div className={styles.body}>
        {main}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
      {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
    </li>
  );
});
ListItem.displayName = 'ListItem';
