import { MENUS, type MenuItem } from '@wm/domain';

export { formatPageTitle } from './standaloneTitle.js';

/** The i18n keys of a screen's title parts: the screen itself and the area (menu) it is in. */
export interface PageTitleKeys {
  screen: string;
  area?: string;
}

/** Area label of each menu that has no section item of its own. */
const MENU_AREA: Record<keyof typeof MENUS, string | null> = {
  main: null,
  settings: 'menu.settings',
  account: 'menu.account',
  globalAdmin: 'menu.admin',
  partnerAdmin: 'menu.admin',
};

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The title keys of the signed-in screen at `pathname` (WCAG 2.4.2, issue 21), derived from the
 * menus of platform spec 2.3 in this one place: the menu leaf whose path is the longest prefix of
 * `pathname` names the screen, its section (main menu) or its menu (Settings, My Account,
 * Administration) the area. Home ('/') and paths outside every menu are 'title.home'.
 */
export function pageTitleKeys(pathname: string): PageTitleKeys {
  const path = withSlash(pathname);
  let best: { leaf: MenuItem; area?: string } | undefined;
  const consider = (leaf: MenuItem, area: string | undefined) => {
    if (path.startsWith(leaf.path) && (!best || leaf.path.length > best.leaf.path.length))
      best = { leaf, area };
  };
  for (const [menu, items] of Object.entries(MENUS) as [keyof typeof MENUS, MenuItem[]][]) {
    for (const it of items) {
      if (it.children) for (const child of it.children) consider(child, it.labelKey);
      else consider(it, MENU_AREA[menu] ?? undefined);
    }
  }
  if (!best) return { screen: 'title.home' };
  return best.area ? { screen: best.leaf.labelKey, area: best.area } : { screen: best.leaf.labelKey };
}
