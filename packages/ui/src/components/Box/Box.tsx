import { clsx } from 'clsx';
import { forwardRef, type ElementType, type HTMLAttributes } from 'react';
import { box } from './Box.css';

/** The spacing scale keys (`vars.space`), from none to the largest gap. */
export const spaceScale = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;
export type Space = (typeof spaceScale)[number];

export const boxBackgrounds = ['canvas', 'raised', 'sunken', 'accentSoft'] as const;
export const boxRadii = ['none', 'sm', 'md', 'lg', 'full'] as const;
export const boxShadows = ['sm', 'md', 'lg'] as const;

/** Props shared by the layout primitives that can render as any element. */
export interface PolymorphicProps extends HTMLAttributes<HTMLElement> {
  /** The element or component to render. @default 'div' */
  as?: ElementType;
}

export interface BoxProps extends PolymorphicProps {
  /** Padding on all sides, from the spacing scale. */
  padding?: Space;
  /** Horizontal padding; overrides `padding` inline. */
  paddingX?: Space;
  /** Vertical padding; overrides `padding` block-wise. */
  paddingY?: Space;
  /** A surface colour from the theme (text colour follows). */
  background?: (typeof boxBackgrounds)[number];
  /** Corner rounding from the radius scale. */
  radius?: (typeof boxRadii)[number];
  /** A subtle 1px border. @default false */
  border?: boolean;
  /** Elevation from the shadow scale. */
  shadow?: (typeof boxShadows)[number];
}

/** The base layout primitive: a themed, padded surface bound to the design tokens. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  {
    as: Component = 'div',
    padding,
    paddingX,
    paddingY,
    background,
    radius,
    border = false,
    shadow,
    className,
    ...rest
  },
  ref,
) {
  return (
    <Component
      ref={ref}
      className={clsx(
        box({ padding, paddingX, paddingY, background, radius, border, shadow }),
        className,
      )}
      {...rest}
    />
  );
});
Box.displayName = 'Box';
