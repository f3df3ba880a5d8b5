import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import {
  forwardRef,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { Calendar } from '../Calendar/Calendar';
import { clampDate, isIsoDate, monthOf, todayIso, type IsoDate } from '../Calendar/calendarGrid';
import { describedBy, Field } from '../Field/Field';
import { control } from '../Field/Field.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DatePicker.css';
import { useLocale } from '../Theme/LocaleProvider';

export const datePickerSizes = ['sm', 'md'] as const;

export interface DatePickerProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
> {
  /** The visible label; it also names the calendar button ("Choose date, Date"). */
  label: ReactNode;
  /** Help shown under the label (e.g. the `YYYY-MM-DD` format). */
  hint?: ReactNode;
  /** An error message; marks the input invalid and is read with it. */
  error?: ReactNode;
  /** Hide the label visually (it still names the input and the button). @default false */
  hideLabel?: boolean;
  /**
   * The date (controlled): `yyyy-MM-dd`, or the text as typed while it is not one yet (a form
   * validates it). `''` for none.
   */
  value?: string;
  /** The date on first render when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the text as it is typed, and with the day's `yyyy-MM-dd` when one is picked. */
  onChange?: (value: string) => void;
  /** The first day the calendar lets the person pick, `yyyy-MM-dd`; days before it are disabled. */
  min?: IsoDate;
  /** The last day the calendar lets the person pick, `yyyy-MM-dd`; days after it are disabled. */
  max?: IsoDate;
  /** The day marked as today in the calendar. @default the viewer's local date */
  today?: IsoDate;
  /** Locale of the calendar's month and day names. @default the Theme's `locale`, else 'en' */
  locale?: string;
  /** The calendar button's text, read before the label. @default 'Choose date' */
  chooseLabel?: string;
  /** Control height. @default 'md' */
  size?: (typeof datePickerSizes)[number];
  /** Class for the wrapping field (label, hint, input, error). */
  fieldClassName?: string;
}

/**
 * Keeps the popover inside the viewport: shifts it back towards the line's start when it would
 * run past the end edge (the right edge, or the left one right-to-left).
 */
function useFitInViewport(open: boolean, rtl: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!open || !node) return;
    node.style.insetInlineStart = '';
    const margin = 8;
    const rect = node.getBoundingClientRect();
    const viewport = document.documentElement.clientWidth;
    const overflow = rtl ? margin - rect.left : rect.right - (viewport - margin);
    const room = rtl ? viewport - margin - rect.right : rect.left - margin;
    if (overflow > 0) node.style.insetInlineStart = `${-Math.min(overflow, Math.max(room, 0))}px`;
  }, [open, rtl]);
  return ref;
}

/**
 * A labelled date field: type `yyyy-MM-dd`, or press the calendar button for a month grid in a
 * popover. In the grid, arrows move by day and week, PageUp/PageDown by month (with Shift, by
 * year), Home/End to the week's start and end, Enter or Space picks the day and Escape closes;
 * both return the focus to the button. Days outside `min`…`max` are disabled and skipped.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  {
    label,
    hint,
    error,
    hideLabel = false,
    required = false,
    disabled = false,
    id,
    value: valueProp,
    defaultValue = '',
    onChange,
    min,
    max,
    today: todayProp,
    locale,
    chooseLabel: chooseLabelProp,
    size,
    className,
    fieldClassName,
    'aria-describedby': extraDescribedBy,
    ...rest
  },
  ref,
) {
  const { labels, dir } = useLocale();
  const chooseLabel = chooseLabelProp ?? labels.chooseDate;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const [open, setOpen] = useState(false);
  const popoverRef = useFitInViewport(open, dir === 'rtl');

  const change = (next: string) => {
    if (valueProp === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const today = todayProp ?? todayIso();
  const selected = isIsoDate(value.trim()) ? value.trim() : undefined;
  const shownMonth = monthOf(clampDate(selected ?? today, min, max));

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      hideLabel={hideLabel}
      id={id}
      className={fieldClassName}
    >
      {(field) => (
        <div className={styles.anchor}>
          <RadixDialog.Root open={open} onOpenChange={setOpen} modal={false}>
            <div className={styles.row}>
              <input
                ref={ref}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={value}
                onChange={(event) => change(event.target.value)}
                className={clsx(control({ size }), styles.input, className)}
                {...field}
                aria-describedby={describedBy(field['aria-describedby'], extraDescribedBy)}
                {...rest}
              />
              <RadixDialog.Trigger
                type="button"
                className={clsx(styles.button, size === 'sm' && styles.small)}
                disabled={disabled}
                aria-haspopup="dialog"
              >
                {/* Named by its text, not aria-labelledby the label: the label names the input only. */}
                <VisuallyHidden>
                  {`${chooseLabel}, `}
                  {label}
                </VisuallyHidden>
                <CalendarIcon />
              </RadixDialog.Trigger>
            </div>
            <RadixDialog.Content
              ref={popoverRef}
              className={styles.popover}
              aria-describedby={undefined}
              onOpenAutoFocus={(event) => {
                // The grid's one tabbable day (the chosen one, else today or the 1st) takes it.
                event.preventDefault();
                popoverRef.current
                  ?.querySelector<HTMLButtonElement>('[data-date][tabindex="0"]')
                  ?.focus();
              }}
            >
              <RadixDialog.Title asChild>
                <VisuallyHidden>
                  {`${chooseLabel}, `}
                  {label}
                </VisuallyHidden>
              </RadixDialog.Title>
              <Calendar
                defaultMonth={shownMonth}
                selectedDate={selected}
                today={today}
                min={min}
                max={max}
                locale={locale}
                headingLevel={2}
                onSelectDate={(date) => {
                  change(date);
                  setOpen(false);
                }}
              />
            </RadixDialog.Content>
          </RadixDialog.Root>
        </div>
      )}
    </Field>
  );
});
DatePicker.displayName = 'DatePicker';

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <rect
        x="3"
        y="4.5"
        width="14"
        height="12.5"
        rx="2"
        stroke="currentColor"
        strokeWidth="1.75"
      />
      <path
        d="M3 8.5h14M7 2.75v3.5M13 2.75v3.5"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
