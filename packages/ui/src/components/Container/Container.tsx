import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { PolymorphicProps } from '../Box/Box';
import { container } from './Container.css';

export const containerSizes = ['sm', 'md', 'lg', 'xl'] as const;
export const containerPaddings = ['none', 'md', 'lg'] as const;

export interface ContainerProps extends PolymorphicProps {
  /** The maximum content width: sm for forms and reading, xl for wide dashboards. @default 'lg' */
  size?: (typeof containerSizes)[number];
  /** Vertical padding above and below the content. @default 'none' */
  paddingY?: (typeof containerPaddings)[number];
}

/** Centres page content at a readable maximum width with side padding that grows with the screen. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { as: Component = 'div', size, paddingY, className, ...rest },
  ref,
) {
  return (
    <Component ref={ref} className={clsx(container({ size, paddingY }), className)} {...rest} />
  );
});
Container.displayName = 'Container';
