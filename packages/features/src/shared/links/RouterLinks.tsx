import {
  Button,
  Link,
  LinkCard,
  type ButtonProps,
  type LinkCardProps,
  type LinkProps,
} from '@wegrow/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ButtonLinkProps extends Pick<
  ButtonProps,
  'variant' | 'size' | 'fullWidth' | 'icon'
> {
  /** The route to go to (client-side navigation). */
  to: string;
  children: ReactNode;
}

/** A router link that looks like a button: the calls to action of the home pages. */
export function ButtonLink({ to, children, icon, ...rest }: ButtonLinkProps) {
  return (
    <Button asChild {...rest}>
      <RouterLink to={to}>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {children}
      </RouterLink>
    </Button>
  );
}

export interface TextLinkProps extends Pick<LinkProps, 'variant' | 'tone'> {
  /** The route to go to (client-side navigation). */
  to: string;
  children: ReactNode;
  /** Also runs when the link is followed (before the navigation). */
  onClick?: () => void;
}

/** A themed router link for running text and link lists. */
export function TextLink({ to, children, onClick, ...rest }: TextLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to} onClick={onClick}>
        {children}
      </RouterLink>
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
