import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { PolymorphicProps } from '../Box/Box';
import { text } from './Text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['primary', 'secondary', 'danger', 'success', 'inherit'] as const;
export const textWeights = ['regular', 'medium', 'bold'] as const;
export const textAlignments = ['start', 'center', 'end'] as const;

export interface TextProps extends PolymorphicProps {
  /** Font size from the type scale. @default 'md' */
  size?: (typeof textSizes)[number];
  /** Colour by meaning: body, supporting, error or success text. @default 'primary' */
  tone?: (typeof textTones)[number];
  /** Font weight. @default 'regular' */
  weight?: (typeof textWeights)[number];
  /** Text alignment. @default inherited */
  align?: (typeof textAlignments)[number];
  /** The element to render, e.g. `span` inside a sentence. @default 'p' */
  as?: PolymorphicProps['as'];
}

/** Body copy in the theme's text colours and type scale. */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as: Component = 'p', size, tone, weight, align, className, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref}
      className={clsx(text({ size, tone, weight, align }), className)}
      {...rest}
    />
  );
});
Text.displayName = 'Text';
