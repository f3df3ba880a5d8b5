import { Slot, Slottable } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import { forwardRef, isValidElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { isSafeHref } from '../Link/isSafeHref';
import {
  arrow,
  card,
  cardTextOnly,
  description as descriptionClass,
  emoji as emojiClass,
  tag as tagClass,
  title as titleClass,
  titleText,
} from './LinkCard.css';

export interface LinkCardProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'title'> {
  /** A decorative emoji or icon shown in a soft circle (hidden from assistive technology). */
  emoji?: ReactNode;
  /** The tile's name, e.g. "I AM"; it is the link's accessible name together with the description. */
  title: ReactNode;
  /** One short line on what the destination offers. */
  description?: ReactNode;
  /** A short word shown as a small tag under the description, e.g. "New" for a page just opened. */
  tag?: ReactNode;
  /** The destination (http(s), mailto or relative); an unsafe URL renders the card without a link. */
  href?: string;
  /** The heading level of the title inside the card, for the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Make a router's link (the only child, with no children of its own) the card, so routing stays
   * in the app: `<LinkCard asChild title="I AM"><RouterLink to="/iam" /></LinkCard>`. @default false
   */
  asChild?: boolean;
}

/** A whole-card link for landing and home grids: an emoji, a title and a line of description. */
export const LinkCard = forwardRef<HTMLAnchorElement, LinkCardProps>(function LinkCard(
  {
    emoji,
    title,
    description,
    tag,
    href,
    headingLevel = 3,
    asChild = false,
    className,
    children,
    ...rest
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  const classes = clsx(card, !emoji && cardTextOnly, className);
  const content = (
    <>
      {emoji ? (
        <span className={emojiClass} aria-hidden="true">
          {emoji}
        </span>
      ) : null}
      <Heading className={titleClass}>
        <span className={titleText}>{title}</span>
        <span className={arrow} aria-hidden="true">
          →
        </span>
      </Heading>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {tag ? <span className={tagClass}>{tag}</span> : null}
    </>
  );

  const childHref =
    asChild && isValidElement<{ href?: unknown }>(children) ? children.props.href : undefined;
  const candidate = href ?? childHref;
  if (candidate !== undefined && !(typeof candidate === 'string' && isSafeHref(candidate))) {
    return <div className={classes}>{content}</div>;
  }

  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...(href === undefined ? {} : { href })} {...rest}>
        <Slottable>{children}</Slottable>
        {content}
      </Slot>
    );
  }
  return (
    <a ref={ref} href={href} className={classes} {...rest}>
      {content}
    </a>
  );
});
LinkCard.displayName = 'LinkCard';
