/** The dashboard's cards, in order (ids of Dashboard.tsx). */
export const DASHBOARD_CARDS = [
  'hours',
  'units',
  'hoursPie',
  'unitsPie',
  'locationHours',
  'budget',
  'maps',
  'weather',
  'media',
  'devices',
] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** One user's dashboard settings: hidden cards and the flagged-hours choice (1-24). */
export interface DashboardSettings {
  userId: string;
  hidden: DashboardCard[];
  flaggedHours: number;
}

/** Settings kept on the client (time spec 7: dashboard settings are cached on the client only, capacity 5). */
export const DASHBOARD_SETTINGS_CAPACITY = 5;
const KEY = 'wm.dashboard.settings';

/** The settings of `userId` in the cache, or the defaults (every card shown, flagged hours 1). */
export function settingsOf(cache: readonly DashboardSettings[], userId: string): DashboardSettings {
  return cache.find((s) => s.userId === userId) ?? { userId, hidden: [], flaggedHours: 1 };
}

/** The cache with `settings` put first; at most `capacity` users are kept (the least recent go). */
export function remember(
  cache: readonly DashboardSettings[],
  settings: DashboardSettings,
  capacity = DASHBOARD_SETTINGS_CAPACITY,
): DashboardSettings[] {
  return [settings, ...cache.filter((s) => s.userId !== settings.userId)].slice(0, capacity);
}

/** Reads the cache from localStorage (an empty one when missing or unreadable). */
export function loadCache(storage: Pick<Storage, 'getItem'> = localStorage): DashboardSettings[] {
  try {
    const raw = JSON.parse(storage.getItem(KEY) ?? '[]') as unknown;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((s): s is DashboardSettings => typeof s?.userId === 'string' && Array.isArray(s.hidden))
      .map((s) => ({
        userId: s.userId,
        hidden: s.hidden.filter((c) => (DASHBOARD_CARDS as readonly string[]).includes(c)),
        flaggedHours:
          Number.isInteger(s.flaggedHours) && s.flaggedHours >= 1 && s.flaggedHours <= 24
            ? s.flaggedHours
            : 1,
      }));
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
