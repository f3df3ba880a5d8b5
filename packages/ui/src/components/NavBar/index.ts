export { NavBar, type NavBarProps, type NavItem, type NavLinkProps } from './NavBar';
