import { clsx } from 'clsx';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { CountPill, countLabel } from '../CountPill';
import * as styles from './NavBar.css';
import { useLocale } from '../Theme/LocaleProvider';

export interface NavItem {
  /** The link text, e.g. "Community". */
  label: string;
  /** Where it goes, e.g. "/communities". */
  href: string;
  /** The page being shown: marked with `aria-current="page"`. @default false */
  current?: boolean;
  /** A count pill after the label (e.g. unread messages); hidden at 0. */
  count?: number;
  /** How the count is read: "Account, 3 unread". @default the Theme's `labels.unread`: (count) => `${count} unread` */
  countLabel?: (count: number) => string;
  /**
   * A short word shown after the label as a small tag and read as part of the link's name, e.g.
   * "New" for a page just opened ("Journal, New").
   */
  tag?: string;
}

/** Props the NavBar gives `renderLink`: spread them on your router's link. */
export interface NavLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  /** Closes the collapsed menu after navigation. */
  onClick: () => void;
}

export interface NavBarProps extends HTMLAttributes<HTMLElement> {
  /** The main links, in order. */
  items: readonly NavItem[];
  /**
   * Renders each link, so any router works: `(props) => <RouterLink to={props.href} {...props} />`.
   * @default a plain `<a>`
   */
  renderLink?: (props: NavLinkProps, item: NavItem) => ReactElement;
  /** The Account link, set apart at the end; give it `count` for the unread badge. */
  account?: NavItem;
  /** Controls kept visible even when collapsed, e.g. the ThemeToggle. */
  actions?: ReactNode;
  /**
   * Controls placed after the links: at the end of the bar when there is room, inside the menu
   * when collapsed (e.g. a Logout button), so the collapsed header keeps room for `actions`.
   */
  menuActions?: ReactNode;
  /** Names the navigation landmark. @default 'Main' */
  label?: string;
  /** Text of the menu button shown when collapsed. @default 'Menu' */
  menuLabel?: string;
  /** Whether the collapsed menu starts open (for stories and tests). @default false */
  defaultMenuOpen?: boolean;
}

const plainLink = ({ children, ...props }: NavLinkProps) => <a {...props}>{children}</a>;

/** The accessible name of a link: its label, its tag ("Journal, New"), its count. */
function linkName(item: NavItem, unread: (count: number) => string): string | undefined {
  const counted = item.count !== undefined && item.count > 0;
  if (!counted && !item.tag) return undefined;
  const label = item.tag ? `${item.label}, ${item.tag}` : item.label;
  return countLabel(label, item.count, item.countLabel ?? unread);
}

/**
 * The top navigation. Router-agnostic through `renderLink`. When the nav is narrower than the
 * md breakpoint (768 px) the links collapse behind a "Menu" button (`aria-expanded`), which
 * opens a panel below it; Esc or a link closes it. Collapsed, the Menu button carries the
 * Account link's count, so the unread badge stays in the header.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar(
  {
    items,
    renderLink = plainLink,
    account,
    actions,
    menuActions,
    label: labelProp,
    menuLabel: menuLabelProp,
    defaultMenuOpen = false,
    className,
    ...rest
  },
  ref,
) {
  const { labels } = useLocale();
  const label = labelProp ?? labels.mainNavigation;
  const menuLabel = menuLabelProp ?? labels.menu;
  const [open, setOpen] = useState(defaultMenuOpen);
  const panelId = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const link = (item: NavItem) =>
    renderLink(
      {
        href: item.href,
        className: item.tag ? clsx(styles.link, styles.tagged) : styles.link,
        'aria-current': item.current ? 'page' : undefined,
        'aria-label': linkName(item, labels.unread),
        onClick: () => setOpen(false),
        children: (
          <>
            {item.label}
            {item.tag ? (
              // The leading space (not rendered in the flex tag) keeps "Blog New" apart as text,
              // so the visible words stay part of the accessible name.
              <span className={styles.tag} aria-hidden="true">{` ${item.tag}`}</span>
            ) : null}
            {item.count ? (
              <CountPill count={item.count} label={item.countLabel} decorative />
            ) : null}
          </>
        ),
      },
      item,
    );

  return (
    <nav
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      aria-label={label}
      className={clsx(styles.root, className)}
      data-open={open ? '' : undefined}
      {...rest}
    >
      <div className={styles.inner}>
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={countLabel(menuLabel, account?.count, account?.countLabel ?? labels.unread)}
          data-counted={account?.count ? '' : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
          <span className={styles.menuLabel}>{menuLabel}</span>
          {account?.count ? (
            <CountPill count={account.count} label={account.countLabel} decorative />
          ) : null}
        </button>
        <div id={panelId} className={styles.panel}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
          </ul>
          {account ? <div className={styles.account}>{link(account)}</div> : null}
          {menuActions ? <div className={styles.menuActions}>{menuActions}</div> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </nav>
  );
});
NavBar.displayName = 'NavBar';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" fill="none" aria-hidden="true">
      <path
        d={open ? 'M4 4l10 10M14 4L4 14' : 'M3 5h12M3 9h12M3 13h12'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
