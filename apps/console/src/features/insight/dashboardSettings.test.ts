import { describe, expect, it } from 'vitest';
import { loadCache, remember, saveCache, settingsOf } from './dashboardSettings.js';

describe('dashboard settings (time spec 7: client cache, capacity 5)', () => {
  it('defaults, remember per user, keep at most 5 users', () => {
    expect(settingsOf([], 'u')).toEqual({ userId: 'u', hidden: [], flaggedHours: 1 });
    let cache = remember([], { userId: 'a', hidden: ['media'], flaggedHours: 3 });
    for (const u of ['b', 'c', 'd', 'e', 'f'])
      cache = remember(cache, { userId: u, hidden: [], flaggedHours: 1 });
    expect(cache.map((s) => s.userId)).toEqual(['f', 'e', 'd', 'c', 'b']);
    cache = remember(cache, { userId: 'c', hidden: ['maps'], flaggedHours: 2 });
    expect(cache[0]).toEqual({ userId: 'c', hidden: ['maps'], flaggedHours: 2 });
    expect(cache).toHaveLength(5);
  });
  it('round-trips through storage and drops unknown values', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    saveCache([{ userId: 'a', hidden: ['media', 'nope' as never], flaggedHours: 99 }], storage);
    expect(loadCache(storage)).toEqual([{ userId: 'a', hidden: ['media'], flaggedHours: 1 }]);
    store.set('wm.dashboard.settings', '{bad');
    expect(loadCache(storage)).toEqual([]);
  });
});
