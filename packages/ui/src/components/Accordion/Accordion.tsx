import * as RadixAccordion from '@radix-ui/react-accordion';
import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as styles from './Accordion.css';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

/**
 * `type: 'single'` (one open item; add `collapsible` to allow closing it) or
 * `type: 'multiple'` (any number open), as in Radix Accordion.
 */
export type AccordionProps = ComponentPropsWithoutRef<typeof RadixAccordion.Root>;

/**
 * Stacked sections that expand and collapse (Radix Accordion). Up/Down arrows move between the
 * section headers, Home/End jump to the first/last, Enter or Space toggles.
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { className, ...rest },
  ref,
) {
  return <RadixAccordion.Root ref={ref} className={clsx(styles.root, className)} {...rest} />;
});
Accordion.displayName = 'Accordion';

export interface AccordionItemProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixAccordion.Item>,
  'title'
> {
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
