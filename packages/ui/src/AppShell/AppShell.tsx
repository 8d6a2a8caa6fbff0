import { type ReactNode, useId } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../internal/cx';
import { ChevronDownIcon, MenuIcon } from '../internal/icons';
import * as styles from './AppShell.css';

export type AppShellProps = {
  /** Logo or product name at the left of the top bar. */
  brand?: ReactNode;
  /** Top navigation (e.g. a NavList of the main menu); hidden while `topNavHidden`. */
  topNav?: ReactNode;
  /** Side menu (e.g. a vertical NavList of the section); omitted when not given. */
  sideMenu?: ReactNode;
  /** Account menu slot at the right of the top bar (always visible). */
  accountMenu?: ReactNode;
  /** Whether the top navigation is hidden. Controlled: the host stores it (user preference hideTopNav). */
  topNavHidden: boolean;
  /** Called with the new value when the user presses the hide/show toggle. */
  onTopNavHiddenChange: (hidden: boolean) => void;
  /** Page content. */
  children?: ReactNode;
  /** Toggle labels; defaults 'Hide top navigation' / 'Show top navigation'. */
  hideTopNavLabel?: string;
  showTopNavLabel?: string;
  /** Accessible names of the landmarks; defaults 'Main menu', 'Section menu'. */
  topNavLabel?: string;
  sideMenuLabel?: string;
  /** Text of the skip link; default 'Skip to content'. */
  skipLinkLabel?: string;
};

/**
 * The console frame: a top bar (brand, main navigation, account menu), a side menu and the content
 * area. The top navigation can be hidden with a toggle; its state is a prop so the host remembers
 * it across sessions. Landmarks: banner, navigation (x2), main.
 */
export function AppShell({
  brand,
  topNav,
  sideMenu,
  accountMenu,
  topNavHidden,
  onTopNavHiddenChange,
  children,
  hideTopNavLabel = 'Hide top navigation',
  showTopNavLabel = 'Show top navigation',
  topNavLabel = 'Main menu',
  sideMenuLabel = 'Section menu',
  skipLinkLabel = 'Skip to content',
}: AppShellProps) {
  const uid = useId().replace(/:/g, '');
  const navId = `${uid}-top-nav`;
  const mainId = `${uid}-main`;
  return (
    <div
      className={styles.shell}
      style={sideMenu ? undefined : { gridTemplateColumns: '1fr', gridTemplateAreas: '"top" "main"' }}
    >
      <a href={`#${mainId}`} className={styles.skipLink}>
        {skipLinkLabel}
      </a>
      <header className={cx(styles.top, topNavHidden && styles.topCollapsed)}>
        <IconButton
          label={topNavHidden ? showTopNavLabel : hideTopNavLabel}
          icon={topNavHidden ? <ChevronDownIcon /> : <MenuIcon />}
          size="sm"
          aria-expanded={!topNavHidden}
          aria-controls={navId}
          onClick={() => onTopNavHiddenChange(!topNavHidden)}
        />
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        <nav id={navId} aria-label={topNavLabel} className={styles.topNav} hidden={topNavHidden}>
          {topNav}
        </nav>
        {topNavHidden ? <div className={styles.spacer} /> : null}
        {accountMenu ? <div className={styles.account}>{accountMenu}</div> : null}
      </header>
      {sideMenu ? (
        <nav aria-label={sideMenuLabel} className={styles.side}>
          {sideMenu}
        </nav>
      ) : null}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** One entry of a NavList. */
export type NavItem = { id: string; label: ReactNode; href: string; icon?: ReactNode };

export type NavListProps = {
  items: NavItem[];
  /** id of the current page's item (gets aria-current="page"). */
  activeId?: string;
  orientation?: 'horizontal' | 'vertical';
  /**
   * Renders a link (the console passes its router's Link). Default: a plain `<a href>`.
   * Must spread the given props onto the anchor it renders.
   */
  renderLink?: (props: {
    href: string;
    className: string;
    'aria-current'?: 'page';
    children: ReactNode;
  }) => ReactNode;
};

/** A list of navigation links for the AppShell's top or side menu. */
export function NavList({ items, activeId, orientation = 'horizontal', renderLink }: NavListProps) {
  return (
    <ul className={cx(styles.navList, orientation === 'vertical' && styles.navListVertical)}>
      {items.map((item) => {
        const props = {
          href: item.href,
          className: styles.navLink,
          'aria-current': item.id === activeId ? ('page' as const) : undefined,
          children: (
            <>
              {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
              {item.label}
            </>
          ),
        };
        return <li key={item.id}>{renderLink ? renderLink(props) : <a {...props} />}</li>;
      })}
    </ul>
  );
}
