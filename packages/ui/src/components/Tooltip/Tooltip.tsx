import * as RadixTooltip from '@radix-ui/react-tooltip';
import { clsx } from 'clsx';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as styles from './Tooltip.css';
import { useThemePortalContainer } from '../Theme/Theme';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

export interface TooltipProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixTooltip.Content>,
  'content' | 'children'
> {
  /** The hint text. Keep it short; never put the only copy of essential information here. */
  content: ReactNode;
  /** The element the hint describes (it must be focusable, e.g. a Button). */
  children: ReactElement;
  /** Which side of the trigger the hint appears on. @default 'top' */
  side?: (typeof tooltipSides)[number];
  /** Milliseconds of hover before the hint opens (focus opens it at once). @default 300 */
  delayDuration?: number;
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the hint opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short hint shown on hover and keyboard focus (Radix Tooltip); it describes its trigger
 * (`aria-describedby`) and closes on Esc.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    side = 'top',
    sideOffset = 6,
    delayDuration = 300,
    open,
    defaultOpen,
    onOpenChange,
    className,
    ...contentProps
  },
  ref,
) {
  // Inside a <Theme>, the overlay portals into its root and keeps the section's colour mode.
  const portalContainer = useThemePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={portalContainer}>
          <RadixTooltip.Content
            ref={ref}
            side={side}
            sideOffset={sideOffset}
            collisionPadding={8}
            className={clsx(styles.content, className)}
            {...contentProps}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
Tooltip.displayName = 'Tooltip';
