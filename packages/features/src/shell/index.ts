/** The root layout of every page: header, top navigation, main area, footer. */
export { Shell, type ShellProps } from './Shell';
export {
  accountItem,
  isCurrent,
  mainNavigation,
  navItems,
  visitorNavigation,
  ACCOUNT_HREF,
} from './navItems';
