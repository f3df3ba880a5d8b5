export { AppShell, type AppShellProps, type AppShellTitleLinkProps } from './AppShell';
