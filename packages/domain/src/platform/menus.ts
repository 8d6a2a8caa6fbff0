import type { FeatureAccess } from './access.js';

/**
 * A menu entry: `labelKey` is an i18n key the console translates (with company labels applied);
 * `order` sorts siblings and decides a section root's redirect target; `hidden` entries are routes
 * that never show in the menu (platform spec 2.3).
 */
export interface MenuItem {
  path: string;
  labelKey: string;
  order: number;
  children?: MenuItem[];
  hidden?: boolean;
}

const item = (path: string, labelKey: string, order: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  path,
  labelKey,
  order,
  ...extra,
});

/** Menus of platform spec 2.3 (main, settings, account, global admin, partner admin). */
export const MENUS: Readonly<
  Record<'main' | 'settings' | 'account' | 'globalAdmin' | 'partnerAdmin', MenuItem[]>
> = {
  main: [
    item('/insight/', 'menu.insight', 1, {
      children: [
        item('/insight/productivity/', 'menu.insight.productivity', 1),
        item('/insight/customreport/', 'menu.insight.customReport', 2),
      ],
    }),
    item('/time/', 'menu.time', 2, {
      children: [
        item('/time/editor/', 'menu.time.editor', 1),
        item('/time/clock/', 'menu.time.clock', 2),
        item('/time/kiosk/', 'menu.time.kiosk', 3),
        item('/time/timesheet/', 'menu.time.timesheet', 4),
        item('/time/timeSheets/', 'menu.time.timeSheets', 5),
      ],
    }),
    item('/assets/', 'menu.assets', 3, {
      children: [
        item('/assets/inventory/', 'menu.assets.inventory', 1),
        item('/assets/location-usage/', 'menu.assets.usage', 2),
        item('/assets/employee-assignment/', 'menu.assets.assignment', 3),
      ],
    }),
    item('/forms/', 'menu.forms', 4, {
      children: [
        item('/forms/submit/', 'menu.forms.submit', 1),
        item('/forms/drafts/', 'menu.forms.drafts', 2),
        item('/forms/completed/', 'menu.forms.completed', 3),
        item('/forms/builder/', 'menu.forms.builder', 4),
      ],
    }),
    item('/tickets/', 'menu.service', 5, {
      children: [
        item('/tickets/schedules/', 'menu.service.schedule', 1),
        item('/tickets/tickets/', 'menu.service.tickets', 2),
        item('/tickets/triage/', 'menu.service.triage', 3),
      ],
    }),
    item('/reports/', 'menu.reports', 6, {
      children: [
        item('/reports/my-favorites/', 'menu.reports.favorites', 1),
        item('/reports/time/', 'menu.reports.time', 2),
        item('/reports/insight/', 'menu.reports.insight', 3),
        item('/reports/asset/', 'menu.reports.asset', 4),
        item('/reports/service/', 'menu.reports.service', 5),
        item('/reports/admin/', 'menu.reports.admin', 6),
        item('/reports/scheduled/', 'menu.reports.scheduled', 7),
      ],
    }),
  ],
  settings: [
    item('/settings/account/', 'menu.settings.account', 1),
    item('/settings/modules/', 'menu.settings.modules', 2),
    item('/settings/user-roles/', 'menu.settings.userRoles', 3),
    item('/settings/employees/', 'menu.settings.employees', 4),
    item('/settings/massassign/', 'menu.settings.massAssign', 5, { hidden: true }),
    item('/settings/locations/', 'menu.settings.locations', 6),
    item('/settings/tasks/', 'menu.settings.tasks', 7),
    item('/settings/devices/', 'menu.settings.devices', 8),
    item('/settings/integrations/', 'menu.settings.integrations', 9),
    item('/settings/recycle-bin/', 'menu.settings.recycleBin', 10),
  ],
  account: [item('/my-account/my-profile/', 'menu.account.myProfile', 1)],
  globalAdmin: [
    item('/channel-accounts/', 'menu.admin.channelAccounts', 1),
    item('/customers/', 'menu.admin.customers', 2),
  ],
  partnerAdmin: [
    item('/channel-account/', 'menu.admin.account', 1),
    item('/customers/', 'menu.admin.customers', 2),
  ],
};

/**
 * Filters a menu to what `access` permits: a leaf shows when its path is permitted; a section shows
 * when any child does (platform spec 2.3 "an item shows only when its path is permitted"; Reports
 * hides when no report sub-menu is permitted). Hidden entries are dropped. Sorted by order.
 */
export function visibleMenu(items: readonly MenuItem[], access: FeatureAccess): MenuItem[] {
  const out: MenuItem[] = [];
  for (const it of [...items].sort((a, b) => a.order - b.order)) {
    if (it.hidden) continue;
    if (it.children) {
      const children = visibleMenu(it.children, access);
      if (children.length > 0) out.push({ ...it, children });
    } else if (access.paths.includes(it.path)) {
      out.push(it);
    }
  }
  return out;
}

const SECTION_FORWARD: Record<string, string> = { '/tickets/': '/tickets/schedules/' };

/**
 * Where a section root (/time, /assets, /forms, /tickets, /insight, /reports, /dashboard) goes: the
 * first permitted sub-item by order, or null when none is permitted (the caller sends the user to
 * sign-in). /tickets forwards to /tickets/schedules/ when permitted (platform spec 2.1).
 */
export function firstPermittedPath(sectionRoot: string, access: FeatureAccess): string | null {
  const root = sectionRoot.endsWith('/') ? sectionRoot : `${sectionRoot}/`;
  if (root === '/dashboard/') return access.paths.includes('/dashboard/') ? '/' : null;
  const forward = SECTION_FORWARD[root];
  if (forward && access.paths.includes(forward)) return forward;
  const section = MENUS.main.find((m) => m.path === root);
  if (!section?.children) return null;
  const first = [...section.children]
    .sort((a, b) => a.order - b.order)
    .find((c) => access.paths.includes(c.path));
  return first?.path ?? null;
}
