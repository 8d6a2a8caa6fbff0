import { type ReactNode, useEffect, useId, useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../internal/cx';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../internal/icons';
import * as styles from './AppShell.css';
import { PHONE_QUERY } from './breakpoints';

/** True while the media query matches (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const get = () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    const mql = window.matchMedia?.(query);
    if (!mql) return;
    const on = () => setMatches(mql.matches);
    on();
    mql.addEventListener('change', on);
    return () => mql.removeEventListener('change', on);
  }, [query]);
  return matches;
}

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
  /** Phone drawer button labels; defaults 'Open menu' / 'Close menu'. */
  openMenuLabel?: string;
  closeMenuLabel?: string;
  /**
   * Changes whenever the page changes (e.g. the location's path): the phone drawer closes then, so a
   * link chosen in it shows its page.
   */
  pageKey?: string;
  /** 'auto' (default) follows the screen width (PHONE_QUERY); 'phone' or 'wide' force a layout (stories). */
  layout?: 'auto' | 'phone' | 'wide';
};

/**
 * The console frame: a top bar (brand, main navigation, account menu), a side menu and the content
 * area. The top navigation can be hidden with a toggle; its state is a prop so the host remembers
 * it across sessions. Landmarks: banner, navigation (x2), main.
 *
 * Below a tablet width (768 px, `PHONE_QUERY`) the top bar keeps only the menu button, the brand and
 * the account menu, and both menus move into a drawer that the menu button opens and closes (also
 * Escape, a click outside it, or a new `pageKey`); `topNavHidden` does not apply there.
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
  openMenuLabel = 'Open menu',
  closeMenuLabel = 'Close menu',
  pageKey,
  layout = 'auto',
}: AppShellProps) {
  const uid = useId().replace(/:/g, '');
  const navId = `${uid}-top-nav`;
  const drawerId = `${uid}-drawer`;
  const mainId = `${uid}-main`;
  const narrow = useMediaQuery(PHONE_QUERY);
  const phone = layout === 'auto' ? narrow : layout === 'phone';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on a new page is the point
  useEffect(() => setDrawerOpen(false), [pageKey, phone]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  if (phone)
    return (
      <div className={styles.phoneShell}>
        <a href={`#${mainId}`} className={styles.skipLink}>
          {skipLinkLabel}
        </a>
        <header className={styles.top}>
          {topNav || sideMenu ? (
            <IconButton
              label={drawerOpen ? closeMenuLabel : openMenuLabel}
              icon={drawerOpen ? <CloseIcon size={16} /> : <MenuIcon />}
              size="sm"
              aria-expanded={drawerOpen}
              aria-controls={drawerId}
              onClick={() => setDrawerOpen(!drawerOpen)}
            />
          ) : null}
          {brand ? <div className={cx(styles.brand, styles.phoneBrand)}>{brand}</div> : null}
          {accountMenu ? <div className={styles.account}>{accountMenu}</div> : null}
        </header>
        {drawerOpen ? (
          <>
            <div className={styles.backdrop} aria-hidden="true" onClick={() => setDrawerOpen(false)} />
            <div id={drawerId} className={styles.drawer}>
              {topNav ? (
                <nav aria-label={topNavLabel} className={styles.drawerNav}>
                  {topNav}
                </nav>
              ) : null}
              {sideMenu ? (
                <nav aria-label={sideMenuLabel} className={styles.drawerNav}>
                  {sideMenu}
                </nav>
              ) : null}
            </div>
          </>
        ) : null}
        <main id={mainId} tabIndex={-1} className={cx(styles.main, styles.phoneMain)}>
          {children}
        </main>
      </div>
    );
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
          {topNavHidden ? null : topNav}
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
