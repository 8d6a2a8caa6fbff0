import { DASHBOARD_CARDS } from '@wm/domain';
import { describe, expect, it } from 'vitest';
import { layoutOf, loadCache, remember, saveCache, settingsOf } from './dashboardSettings.js';

const order = [...DASHBOARD_CARDS];

describe('dashboard settings (time spec 7: client cache, capacity 5)', () => {
  it('defaults, remember per user, keep at most 5 users', () => {
    expect(settingsOf([], 'u')).toEqual({ userId: 'u', order, hidden: [], flaggedHours: 1 });
    let cache = remember([], { userId: 'a', order, hidden: ['media'], flaggedHours: 3 });
    for (const u of ['b', 'c', 'd', 'e', 'f'])
      cache = remember(cache, { userId: u, order, hidden: [], flaggedHours: 1 });
    expect(cache.map((s) => s.userId)).toEqual(['f', 'e', 'd', 'c', 'b']);
    cache = remember(cache, { userId: 'c', order, hidden: ['maps'], flaggedHours: 2 });
    expect(cache[0]).toEqual({ userId: 'c', order, hidden: ['maps'], flaggedHours: 2 });
    expect(cache).toHaveLength(5);
    expect(layoutOf(cache[0]!)).toEqual({ order, hidden: ['maps'], flaggedHours: 2 });
  });
  it('round-trips through storage and drops unknown values (older saves get the default order)', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    saveCache([{ userId: 'a', hidden: ['media', 'nope' as never], flaggedHours: 99 } as never], storage);
    expect(loadCache(storage)).toEqual([{ userId: 'a', order, hidden: ['media'], flaggedHours: 1 }]);
    store.set('wm.dashboard.settings', '{bad');
    expect(loadCache(storage)).toEqual([]);
  });
});
