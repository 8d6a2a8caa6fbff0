export { AppShell, type AppShellProps, type NavItem, NavList, type NavListProps } from './AppShell';
