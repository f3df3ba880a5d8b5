import { clsx } from 'clsx';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  COLOR_MODE_STORAGE_KEY,
  getColorMode,
  subscribeColorMode,
  type ColorMode,
} from '../../theme/colorMode';
import { colorModeClass, themeRootClass } from '../../theme/contract.css';
import { LocaleProvider, type Direction, type UiLabels } from './LocaleProvider';

export const themeAppearances = ['light', 'dark', 'inherit', 'system'] as const;
export type ThemeAppearance = (typeof themeAppearances)[number];

interface ThemeContextValue {
  /** The colour mode this Theme's content renders in. */
  mode: ColorMode;
  /** The Theme's root element: overlays portal into it, so they keep its colour mode. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): ColorMode | null {
  try {
    const stored = localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : null;
  } catch {
    return null;
  }
}

/** The stored choice (the key `colorModeScript` and `useColorMode` write), else the system preference. */
export function getSystemColorMode(): ColorMode {
  if (typeof window === 'undefined') return 'light';
  const stored = storedChoice();
  if (stored) return stored;
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

function subscribeSystem(listener: () => void): () => void {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  query?.addEventListener('change', listener);
  window.addEventListener('storage', listener);
  const unsubscribe = subscribeColorMode(listener);
  return () => {
    query?.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
    unsubscribe();
  };
}

const serverMode = (): ColorMode => 'light';

export interface ThemeProps extends Omit<HTMLAttributes<HTMLElement>, 'dir'> {
  /**
   * The colour mode of this subtree. `system` follows the stored choice of `useColorMode`
   * (the `colorModeScript` key), else `prefers-color-scheme`, and reacts when either changes.
   * `inherit` takes the nearest enclosing Theme's mode (outside any Theme: the class on `<html>`).
   * @default 'system' on the outermost Theme, 'inherit' on a nested one
   */
  appearance?: ThemeAppearance;
  /** The element rendered as the theme root. @default 'div' */
  as?: ElementType;
  /**
   * The BCP 47 locale of the components' dates and numbers (the calendar's month and weekday
   * names, its first day of the week, the count pills' numbers); also set as the root's `lang`.
   * Give `labels` for the texts.
   * @default the enclosing Theme's, else 'en'
   */
  locale?: string;
  /**
   * The writing direction, set as the root's `dir` and given to the Radix primitives, so arrow
   * keys, menus and chevrons follow it. @default the enclosing Theme's, else 'ltr'
   */
  dir?: Direction;
  /**
   * The components' built-in texts in another language (close buttons, "Loading", calendar
   * buttons, counts…), over the English defaults; a component's own label prop still wins.
   */
  labels?: Partial<UiLabels>;
  children?: ReactNode;
}

/**
 * A theme root: an element carrying `wg-light` or `wg-dark`, with the theme's canvas, text colour
 * and body font. Nest one to theme a section (`<Theme appearance="dark">`). Dialog,
 * ConfirmDialog, DropdownMenu and Tooltip opened inside a Theme portal into its root, so they
 * render in the section's mode. `locale`, `dir` and `labels` localise the components inside.
 */
export const Theme = forwardRef<HTMLElement, ThemeProps>(function Theme(
  { appearance, as: Component = 'div', locale, dir, labels, className, children, ...rest },
  forwardedRef,
) {
  const parent = useContext(ThemeContext);
  const chosen: ThemeAppearance = appearance ?? (parent ? 'inherit' : 'system');
  const system = useSyncExternalStore(
    chosen === 'system' ? subscribeSystem : noSubscription,
    chosen === 'system' ? getSystemColorMode : serverMode,
    serverMode,
  );
  const htmlMode = useSyncExternalStore(
    chosen === 'inherit' && !parent ? subscribeColorMode : noSubscription,
    getColorMode,
    serverMode,
  );
  const mode: ColorMode =
    chosen === 'system' ? system : chosen === 'inherit' ? (parent?.mode ?? htmlMode) : chosen;
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setPortalContainer(node);
      assignRef(forwardedRef, node);
    },
    [forwardedRef],
  );
  return (
    <ThemeContext.Provider value={{ mode, portalContainer }}>
      <Component
        ref={ref}
        data-appearance={chosen}
        dir={dir}
        lang={locale}
        className={clsx(
          themeRootClass,
          // `inherit` adds no mode class: the tokens cascade from the enclosing root.
          chosen === 'inherit' ? undefined : colorModeClass[mode],
          className,
        )}
        {...rest}
      >
        <LocaleProvider locale={locale} dir={dir} labels={labels}>
          {children}
        </LocaleProvider>
      </Component>
    </ThemeContext.Provider>
  );
});
Theme.displayName = 'Theme';

function noSubscription(): () => void {
  return () => undefined;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * The nearest Theme's root element, for an overlay's portal (`undefined` outside a Theme, so the
 * overlay portals to `document.body`).
 */
export function useThemePortalContainer(): HTMLElement | undefined {
  return useContext(ThemeContext)?.portalContainer ?? undefined;
}

/** The colour mode of the nearest Theme, or `undefined` outside any Theme. */
export function useThemeMode(): ColorMode | undefined {
  return useContext(ThemeContext)?.mode;
}
