import { Slot } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import { forwardRef, isValidElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { isSafeHref } from './isSafeHref';
import { externalMark, link, plain } from './Link.css';
import { useLocale } from '../Theme/LocaleProvider';

export const linkVariants = ['inline', 'standalone'] as const;
export const linkTones = ['accent', 'neutral'] as const;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The destination. Only http(s), mailto and relative URLs render as a link; any other scheme renders plain text. */
  href?: string;
  /** Opens in a new tab (`target="_blank" rel="noopener noreferrer"`) and says so to screen readers. @default false */
  external?: boolean;
  /**
   * Style a router's link component (the only child) instead of rendering an `<a>`, so routing
   * stays in the app: `<Link asChild><RouterLink to="/iam">I AM</RouterLink></Link>`.
   * @default false
   */
  asChild?: boolean;
  /** `inline` for links in running text (underlined); `standalone` for navigation. @default 'inline' */
  variant?: (typeof linkVariants)[number];
  /** Link colour or body-text colour. @default 'accent' */
  tone?: (typeof linkTones)[number];
  /** Words for screen readers after an external link. @default '(opens in a new tab)' */
  newTabLabel?: string;
}

function childHref(children: ReactNode): unknown {
  return isValidElement<{ href?: unknown }>(children) ? children.props.href : undefined;
}

function childText(children: ReactNode): ReactNode {
  return isValidElement<{ children?: ReactNode }>(children) ? children.props.children : children;
}

/**
 * A themed, router-agnostic link. It refuses to render a dangerous `href` (e.g. `javascript:`) as a
 * link, showing its text instead, so user-supplied URLs can be passed through safely.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    href,
    external = false,
    asChild = false,
    variant,
    tone,
    newTabLabel: newTabLabelProp,
    className,
    children,
    target,
    rel,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const newTabLabel = newTabLabelProp ?? labels.opensInNewTab;
  // With asChild, the child's own `href` (if it has one as a string) is what the browser will use.
  const candidate = asChild ? (href ?? childHref(children)) : href;
  const unsafe =
    candidate !== undefined && !(typeof candidate === 'string' && isSafeHref(candidate));
  if (unsafe || (!asChild && href === undefined)) {
    return (
      <span className={clsx(plain, className)}>{asChild ? childText(children) : children}</span>
    );
  }

  const classes = clsx(link({ variant, tone }), className);
  const newTab = external
    ? { target: target ?? '_blank', rel: rel ?? 'noopener noreferrer' }
    : { target, rel };

  if (asChild) {
    return (
      <Slot
        ref={ref}
        className={classes}
        {...(href === undefined ? {} : { href })}
        {...newTab}
        {...rest}
      >
        {children}
      </Slot>
    );
  }
  return (
    <a ref={ref} href={href} className={classes} {...newTab} {...rest}>
      {children}
      {external ? (
        <>
          <span aria-hidden="true" className={externalMark}>
            ↗
          </span>
          <VisuallyHidden> {newTabLabel}</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
});
Link.displayName = 'Link';
