/**
 * The console's localStorage, every key under the common prefix 'wm.' (so log off can find them).
 * Reads and writes never throw: a browser that blocks storage just forgets.
 */
export const STORAGE_PREFIX = 'wm.';

/** Keys and key prefixes the console stores. */
export const STORAGE_KEYS = {
  hideTopNav: 'hideTopNav',
  language: 'language',
  /** Remembered per-screen date ranges: 'dateRange.<screen>'. */
  dateRange: 'dateRange.',
  /** Remembered sort states: 'sort.<list>'. */
  sort: 'sort.',
  /** Remembered trending choices: 'trending.<chart>'. */
  trending: 'trending.',
  /** Stored user preferences. */
  preferences: 'preferences',
} as const;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The parsed JSON value under 'wm.<key>', or `fallback` when missing or unreadable. */
export function readStored<T>(key: string, fallback: T): T {
  const raw = store()?.getItem(STORAGE_PREFIX + key);
  if (raw === null || raw === undefined) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON under 'wm.<key>' (undefined removes it). */
export function writeStored(key: string, value: unknown): void {
  const s = store();
  if (!s) return;
  try {
    if (value === undefined) s.removeItem(STORAGE_PREFIX + key);
    else s.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    /* quota or privacy mode: forget */
  }
}

/**
 * Log-off clean-up (platform spec 2.3): removes remembered date ranges, trending and sort states and
 * stored preferences; keeps the top-navigation toggle ("remembered between visits"). `storage` is
 * injectable for tests. Returns the removed keys.
 */
export function clearSessionStorageKeys(
  storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | null = store(),
) {
  if (!storage) return [];
  const prefixes = [
    STORAGE_KEYS.dateRange,
    STORAGE_KEYS.sort,
    STORAGE_KEYS.trending,
    STORAGE_KEYS.preferences,
  ].map((p) => STORAGE_PREFIX + p);
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && prefixes.some((p) => key.startsWith(p))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
  return doomed;
}
