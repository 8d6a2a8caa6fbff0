import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { apiClient } from '../../lib/api.js';
import { readStored, writeStored } from '../../lib/storage.js';

const URL = '/report-favorites';
/** Where the console kept favourites before they moved to the server (read once, then removed). */
export const LEGACY_FAVORITES_KEY = 'reports.favorites';

/**
 * The favourites of the old localStorage list (`legacy`, any stored JSON) that the server's list
 * `keys` lacks, in their order, without duplicates; [] when nothing usable is stored.
 */
export function legacyFavoritesToAdd(legacy: unknown, keys: readonly string[]): string[] {
  if (!Array.isArray(legacy)) return [];
  const out: string[] = [];
  for (const k of legacy)
    if (typeof k === 'string' && k && !keys.includes(k) && !out.includes(k)) out.push(k);
  return out;
}

/**
 * The signed-in user's favourite report keys (time spec 2 "Reports hub", My Favorites), stored on the
 * server (GET/POST /api/report-favorites). `favorites` is [] while loading; `toggle(key)` adds or
 * removes one and saves the whole list (errors reach the caller). On first load, favourites left in
 * this browser's localStorage by earlier versions are merged into the server's list and removed.
 */
export function useReportFavorites() {
  const swr = useSWR<{ keys: string[] }>(URL, () => apiClient.http.get<{ keys: string[] }>(URL), {
    revalidateOnFocus: false,
  });
  const { data, mutate } = swr;
  const save = useCallback(
    async (keys: string[]) => {
      const next = await apiClient.http.post<{ keys: string[] }>(URL, { keys });
      await mutate(next, { revalidate: false });
      return next.keys;
    },
    [mutate],
  );
  const migrated = useRef(false);
  useEffect(() => {
    if (!data || migrated.current) return;
    migrated.current = true;
    const legacy = readStored<unknown>(LEGACY_FAVORITES_KEY, null);
    const extra = legacyFavoritesToAdd(legacy, data.keys);
    const done = () => writeStored(LEGACY_FAVORITES_KEY, undefined);
    if (extra.length === 0) return done();
    // Keys this user may not run (or that no longer exist) are refused as a whole: save one by one.
    void (async () => {
      let keys = data.keys;
      for (const k of extra) keys = await save([...keys, k]).catch(() => keys);
      done();
    })();
  }, [data, save]);
  const favorites = data?.keys ?? [];
  const toggle = useCallback(
    (key: string) => save(favorites.includes(key) ? favorites.filter((k) => k !== key) : [...favorites, key]),
    [favorites, save],
  );
  return { favorites, loaded: data !== undefined || swr.error !== undefined, toggle };
}
