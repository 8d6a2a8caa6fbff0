import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateToDay,
  dayToDate,
  defaultDateRange,
  rangeToInstants,
  readDateRange,
  writeDateRange,
} from './dateRange.js';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('date ranges', () => {
  it('defaults to one month ago until today', () => {
    expect(defaultDateRange(new Date(2026, 2, 31))).toEqual({ from: '2026-03-03', to: '2026-03-31' });
    expect(defaultDateRange(new Date(2026, 0, 15))).toEqual({ from: '2025-12-15', to: '2026-01-15' });
  });

  it("remembers a range under 'wm.dateRange.<screen>' and ignores broken values", () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    writeDateRange('timeEditor', { from: '2026-01-01', to: '2026-01-31' });
    expect(storage.getItem('wm.dateRange.timeEditor')).toBe('{"from":"2026-01-01","to":"2026-01-31"}');
    expect(readDateRange('timeEditor')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    storage.setItem('wm.dateRange.timeEditor', '{"from":"2026-02-01","to":"2026-01-01"}');
    expect(readDateRange('timeEditor', new Date(2026, 5, 10))).toEqual({
      from: '2026-05-10',
      to: '2026-06-10',
    });
    storage.setItem('wm.dateRange.timeEditor', 'not json');
    expect(readDateRange('timeEditor', new Date(2026, 5, 10)).to).toBe('2026-06-10');
  });

  it('extends the end date by one day for the query', () => {
    const r = rangeToInstants({ from: '2026-01-01', to: '2026-01-31' });
    expect(r).not.toBeNull();
    expect(new Date(r!.to).getTime() - new Date(r!.from).getTime()).toBe(31 * 86_400_000);
    expect(rangeToInstants({ from: '2026-01-31', to: '2026-01-01' })).toBeNull();
    expect(rangeToInstants({ from: 'x', to: '2026-01-01' })).toBeNull();
  });
});

describe('day <-> Date', () => {
  it('round-trips local days and refuses impossible ones', () => {
    const d = dayToDate('2026-02-28');
    expect(d?.getDate()).toBe(28);
    expect(dateToDay(d!)).toBe('2026-02-28');
    expect(dayToDate('2026-02-30')).toBeNull();
    expect(dayToDate('02/28/2026')).toBeNull();
  });
});
