export {
  AppShell,
  type AppShellProps,
  type NavItem,
  NavList,
  type NavListProps,
  useMediaQuery,
} from './AppShell';
export { PHONE_MAX_WIDTH, PHONE_QUERY } from './breakpoints';
