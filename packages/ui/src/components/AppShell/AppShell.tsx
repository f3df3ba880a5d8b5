import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import * as styles from './AppShell.css';
import { useLocale } from '../Theme/LocaleProvider';

export interface AppShellTitleLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The product title in the header, e.g. "WeGrow". */
  title: ReactNode;
  /** A decorative mark before the title (an emoji or an svg). */
  logo?: ReactNode;
  /** Where the title links to. @default '/' */
  titleHref?: string;
  /** Renders the title link, for client-side routers. @default a plain `<a>` */
  renderTitleLink?: (props: AppShellTitleLinkProps) => ReactElement;
  /** The navigation, usually a `NavBar`. */
  nav?: ReactNode;
  /** The page content, placed in `<main id="main">`. */
  children: ReactNode;
  /** Extra footer content (links, a tagline) beside the copyright line. */
  footer?: ReactNode;
  /** Who holds the copyright in the footer. @default the title when it is text */
  copyrightHolder?: string;
  /** The year in the footer's "© {year}". Fix it in stories and tests. @default the current year */
  year?: number;
  /** Text of the skip link, the first thing keyboard users reach. @default 'Skip to content' */
  skipLinkLabel?: string;
}

/**
 * The page frame of every screen: a skip link, a header with the product title and the
 * navigation, `<main id="main">` and a footer with "© {year}".
 */
export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    title,
    logo,
    titleHref = '/',
    renderTitleLink = ({ children: content, ...props }) => <a {...props}>{content}</a>,
    nav,
    children,
    footer,
    copyrightHolder,
    year = new Date().getFullYear(),
    skipLinkLabel: skipLinkLabelProp,
    className,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const skipLinkLabel = skipLinkLabelProp ?? labels.skipToContent;
  const holder = copyrightHolder ?? (typeof title === 'string' ? title : undefined);
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <a className={styles.skipLink} href="#main">
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          {renderTitleLink({
            href: titleHref,
            className: styles.brand,
            children: (
              <>
                {logo ? <span aria-hidden="true">{logo}</span> : null}
                {title}
              </>
            ),
          })}
          {nav ? <div className={styles.nav}>{nav}</div> : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.copyright}>
            © {year}
            {holder ? ` ${holder}` : null}
          </p>
          {footer}
        </div>
      </footer>
    </div>
  );
});
AppShell.displayName = 'AppShell';
