import {
  Button,
  Link,
  LinkCard,
  type ButtonProps,
  type LinkCardProps,
  type LinkProps,
} from '@wegrow/ui';
import { vars } from '@wegrow/ui';
import type { CSSProperties, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ButtonLinkProps extends Pick<
  ButtonProps,
  'variant' | 'size' | 'fullWidth' | 'icon'
> {
  /** The route to go to (client-side navigation). */
  to: string;
  children: ReactNode;
  /** A short word after the label, e.g. "Soon" for a screen not built yet. */
  tag?: string;
}

/** The tag of a button link: a small outlined pill in the button's own text colour. */
const tagStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space['2']}`,
  minHeight: '1.25rem',
  border: '1px solid currentColor',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
};

/** A router link that looks like a button: the calls to action of the home pages. */
export function ButtonLink({ to, children, icon, tag, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {children}
        {/* The leading space (not rendered in the flex pill) keeps the words apart in its name. */}
        {tag ? <span style={tagStyle}>{` ${tag}`}</span> : null}
      </RouterLink>
    </Button>
  );
}

export interface TextLinkProps extends Pick<LinkProps, 'variant' | 'tone'> {
  /** The route to go to (client-side navigation). */
  to: string;
  children: ReactNode;
}

/** A themed router link for running text and link lists. */
export function TextLink({ to, children, ...rest }: TextLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export interface RouteCardProps extends Omit<LinkCardProps, 'href' | 'asChild' | 'children'> {
  /** The route to go to (client-side navigation). */
  to: string;
}

/** A whole-card router link: the tiles of home page B and the tool lists. */
export function RouteCard({ to, ...card }: RouteCardProps) {
  return (
    <LinkCard asChild {...card}>
      <RouterLink to={to} />
    </LinkCard>
  );
}
