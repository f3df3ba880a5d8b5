import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { defaultLabels, useLocale } from '../Theme/LocaleProvider';
import { pill, visuallyHidden } from './CountPill.css';

export interface CountPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The count to show. Nothing renders at 0 (or below). */
  count: number;
  /** Counts above this show as `{max}+`. Both are written as the Theme's `locale` writes numbers. @default 99 */
  max?: number;
  /**
   * What the count means, read by screen readers after the parent's label
   * (e.g. `(n) => \`${n} unread\`` makes a tab named "Inbox, 3 unread").
   * @default the Theme's `labels.unread`: (count) => `${count} unread`
   */
  label?: (count: number) => string;
  /**
   * Hide the pill from assistive technology because the parent control already carries the
   * count in its `aria-label` (as Tabs and NavBar do, via `countLabel`). @default false
   */
  decorative?: boolean;
}

/** One `Intl.NumberFormat` per locale, made on first use. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Languages that write numbers with the digits 0–9 in every region (CLDR's default numbering
 * system, `latn`). Below 1000 there is nothing to group, so a count is its digits there: no
 * `Intl` needed. The first `Intl` call of a page sets up the browser's number and date formats
 * (ICU), 20–45 ms of main thread on a desktop, four times that on a mid-range phone, and a
 * signed-in page's unread pill was its only call. The unit test holds every language here to
 * what `Intl` writes for each such count.
 */
export const LATIN_DIGIT_LANGUAGES: ReadonlySet<string> = new Set([
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'tr',
  'uk',
  'vi',
  'zh',
]);

/**
 * Whether `locale` writes a count below 1000 as its digits: a language of
 * `LATIN_DIGIT_LANGUAGES`, with no extension (`-u-nu-arab` picks other digits).
 */
function writesPlainDigits(locale: string): boolean {
  const subtags = locale.toLowerCase().split('-');
  return LATIN_DIGIT_LANGUAGES.has(subtags[0] ?? '') && !subtags.some((tag) => tag.length === 1);
}

/** A count as the locale writes it: 1234 → "1,234" in `en`, "1 234" in `fr`. */
function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && count < 1000 && writesPlainDigits(locale)) return String(count);
  let format = numberFormats.get(locale);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale);
    } catch {
      // Not a well-formed locale tag: the digits as they are.
      return String(count);
    }
    numberFormats.set(locale, format);
  }
  return format.format(count);
}

/** The accessible name of a control carrying a count: "Inbox, 3 unread"; just "Inbox" at 0. */
export function countLabel(
  name: string,
  count: number | undefined,
  label: (count: number) => string = defaultLabels.unread,
): string {
  return count !== undefined && count > 0 ? `${name}, ${label(count)}` : name;
}

/**
 * A small red count pill, for unread messages and similar. Place it inside a link, tab or button:
 * it adds ", {label}" to that control's accessible name and hides at zero. The number is written
 * in the Theme's `locale` ("1,234" in English, "1 234" in French).
 */
export const CountPill = forwardRef<HTMLSpanElement, CountPillProps>(function CountPill(
  { count, max = 99, label: labelProp, decorative = false, className, ...rest },
  ref,
) {
  const { locale, labels } = useLocale();
  const label = labelProp ?? labels.unread;
  if (!(count > 0)) return null;
  const shown = count > max ? `${formatCount(max, locale)}+` : formatCount(count, locale);
  return (
    <span
      ref={ref}
      className={clsx(pill, className)}
      aria-hidden={decorative || undefined}
      {...rest}
    >
      {/* The leading space (not rendered in the flex pill) keeps "Inbox 3" apart as text, so
          the visible label stays part of the accessible name (axe label-content-name-mismatch). */}
      <span aria-hidden="true">{` ${shown}`}</span>
      {decorative ? null : <span className={visuallyHidden}>{`, ${label(count)}`}</span>}
    </span>
  );
});
CountPill.displayName = 'CountPill';
