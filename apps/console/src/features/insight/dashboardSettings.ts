import {
  DASHBOARD_CARDS,
  type DashboardCard,
  type DashboardLayout,
  normalizeDashboardLayout,
} from '@wm/domain';

export { DASHBOARD_CARDS, type DashboardCard };

/**
 * One user's dashboard settings: the layout of @wm/domain (card order, hidden cards, flagged hours
 * 1-24). The server keeps it in EmployeePrefs key `dashboard` (the source of truth); this cache
 * only gives the first paint the last known layout before GET /EmployeePrefs answers.
 */
export interface DashboardSettings extends DashboardLayout {
  userId: string;
}

/** Settings kept on the client (time spec 7: dashboard settings are cached on the client, capacity 5). */
export const DASHBOARD_SETTINGS_CAPACITY = 5;
const KEY = 'wm.dashboard.settings';

/** The settings of `userId` in the cache, or the defaults (every card shown in order, flagged hours 1). */
export function settingsOf(cache: readonly DashboardSettings[], userId: string): DashboardSettings {
  return cache.find((s) => s.userId === userId) ?? { userId, ...normalizeDashboardLayout(undefined) };
}

/** The layout part of settings (what POST /EmployeePrefs stores under `dashboard`). */
export function layoutOf(s: DashboardSettings): DashboardLayout {
  return { order: s.order, hidden: s.hidden, flaggedHours: s.flaggedHours };
}

/** The cache with `settings` put first; at most `capacity` users are kept (the least recent go). */
export function remember(
  cache: readonly DashboardSettings[],
  settings: DashboardSettings,
  capacity = DASHBOARD_SETTINGS_CAPACITY,
): DashboardSettings[] {
  return [settings, ...cache.filter((s) => s.userId !== settings.userId)].slice(0, capacity);
}

/** Reads the cache from localStorage (an empty one when missing or unreadable; layouts normalised). */
export function loadCache(storage: Pick<Storage, 'getItem'> = localStorage): DashboardSettings[] {
  try {
    const raw = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((s): s is { userId: string } => typeof s?.userId === 'string')
      .map((s) => ({ userId: s.userId, ...normalizeDashboardLayout(s) }));
  } catch {
    return [];
  }
}

/** Writes the cache to localStorage. */
export function saveCache(
  cache: readonly DashboardSettings[],
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(KEY, JSON.stringify(cache));
}
