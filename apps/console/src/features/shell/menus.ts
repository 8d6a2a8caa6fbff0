import { type FeatureAccess, MENUS, type MenuItem, visibleMenu } from '@wm/domain';

/** Who the menus are for: identity.adminInfo plus whether a company is in scope. */
export interface MenuAudience {
  isGlobal: boolean;
  isPartner: boolean;
  hasCompany: boolean;
}

/** The menus a user sees (platform spec 2.3), each filtered by the feature-access paths. */
export interface ConsoleMenus {
  /** Top navigation: main menu sections for company users; the admin menu for global/partner admins. */
  top: MenuItem[];
  /** Settings menu (only with a company). */
  settings: MenuItem[];
  /** Account menu entries (My Profile); Log off is always added by the account menu itself. */
  account: MenuItem[];
}

/**
 * Builds the visible menus: global administrators get the global-admin menu, partner administrators
 * the partner-admin menu, everyone else the main menu; company users also get Settings and the account
 * menu. Entries show only when `access.paths` permits them (sections when any child is permitted).
 */
export function buildMenus(access: FeatureAccess, audience: MenuAudience): ConsoleMenus {
  const safe: FeatureAccess = { paths: access?.paths ?? [], keys: access?.keys ?? [] };
  const adminMenu = audience.isGlobal ? MENUS.globalAdmin : audience.isPartner ? MENUS.partnerAdmin : null;
  const top = adminMenu ? visibleMenu(adminMenu, safe) : [];
  if (audience.hasCompany) top.push(...visibleMenu(MENUS.main, safe));
  return {
    top,
    settings: audience.hasCompany ? visibleMenu(MENUS.settings, safe) : [],
    account: visibleMenu(MENUS.account, safe),
  };
}

/** The top-menu entry that contains `pathname` (longest matching prefix), if any. */
export function activeSection(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  let best: MenuItem | undefined;
  for (const it of items) {
    if (path.startsWith(it.path) && (!best || it.path.length > best.path.length)) best = it;
  }
  return best;
}

/** Every route path that the menus define (for the router: one route per menu leaf, hidden ones too). */
export function menuLeafPaths(): string[] {
  const out = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const it of items) {
      if (it.children) walk(it.children);
      else out.add(it.path);
    }
  };
  for (const menu of Object.values(MENUS)) walk(menu);
  return [...out];
}

/** The label key of the menu item for `path` (searching every menu), for page titles. */
export function menuLabelKey(path: string): string | undefined {
  const p = path.endsWith('/') ? path : `${path}/`;
  let found: string | undefined;
  const walk = (items: readonly MenuItem[]) => {
    for (const it of items) {
      if (it.path === p) found = it.labelKey;
      if (it.children) walk(it.children);
    }
  };
  for (const menu of Object.values(MENUS)) walk(menu);
  return found;
}
