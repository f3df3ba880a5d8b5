import * as RadixAccordion from '@radix-ui/react-accordion';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Accordion.css';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

/** What Accordion's props say, for its prop table (Radix's own types carry no descriptions). */
interface AccordionDocumentedProps {
  /**
   * `single`: one section open at a time (opening one closes the other); `multiple`: any number
   * open at once.
   */
  type: 'single' | 'multiple';
  /**
   * The open section(s) at first, by their `value`, when Accordion keeps them itself: one
   * `value` with `type="single"`, a list with `type="multiple"`.
   */
  defaultValue?: string | string[];
  /** The open section(s), when the screen keeps them (controlled); pair with `onValueChange`. */
  value?: string | string[];
  /** With `type="single"`: the open section can be closed again, leaving none open. @default false */
  collapsible?: boolean;
  /** Every section disabled. @default false */
  disabled?: boolean;
  /** The `AccordionItem`s, one per section. */
  children?: ReactNode;
}

/**
 * `type: 'single'` (one open item; add `collapsible` to allow closing it) or
 * `type: 'multiple'` (any number open), as in Radix Accordion. `onValueChange` is called with
 * the open section's `value` (single) or the list of them (multiple).
 */
export type AccordionProps = DistributiveOmit<
  ComponentPropsWithoutRef<typeof RadixAccordion.Root>,
  'defaultValue' | 'value' | 'collapsible' | 'disabled'
> &
  AccordionDocumentedProps;

/** `Omit` for each member of a union (single | multiple) rather than for what they share. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Stacked sections that expand and collapse (Radix Accordion). Up/Down arrows move between the
 * section headers, Home/End jump to the first/last, Enter or Space toggles.
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { className, ...rest },
  ref,
) {
  // Radix's own union: a `value` of the wrong shape for `type` is the caller's (documented) slip.
  const radixProps = rest as ComponentPropsWithoutRef<typeof RadixAccordion.Root>;
  return <RadixAccordion.Root ref={ref} className={clsx(styles.root, className)} {...radixProps} />;
});
Accordion.displayName = 'Accordion';

export interface AccordionItemProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>,
  'title'
> {
  /** Names the section for Accordion's `value`, `defaultValue` and `onValueChange`. */
  value: string;
  /** The section header text, e.g. "Lyra's Dreams". */
  title: ReactNode;
  /** The section's content. */
  children?: ReactNode;
  /** The heading level wrapping the header button, to fit the page outline. @default 3 */
  headingLevel?: (typeof accordionHeadingLevels)[number];
  /** A disabled section cannot be opened and the arrow keys skip it. @default false */
  disabled?: boolean;
}

/** One section of an Accordion: a heading with a toggle button, and its content. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { title, children, headingLevel = 3, className, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Item ref={ref} className={clsx(styles.item, className)} {...rest}>
      <RadixAccordion.Header asChild className={styles.header}>
        <Heading>
          <RadixAccordion.Trigger className={styles.trigger}>
            {title}
            <svg
              className={styles.chevron}
              width="20"
              height="20"
              viewBox="0 0 20 20"
              fill="none"
              aria-hidden="true"
            >
              <path
                d="M5 7.5l5 5 5-5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
});
AccordionItem.displayName = 'AccordionItem';
