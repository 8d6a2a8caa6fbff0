import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage.js';

/** A date range of local calendar dates 'YYYY-MM-DD' (inclusive). */
export interface DateRange {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The default range of the time screens: one month ago to today (time spec 9), in local dates. */
export function defaultDateRange(today: Date = new Date()): DateRange {
  const from = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  return { from: ymd(from), to: ymd(today) };
}

/** The remembered range of `screen` ('wm.dateRange.<screen>'), or the default when missing or broken. */
export function readDateRange(screen: string, today?: Date): DateRange {
  const stored = readStored<Partial<DateRange> | null>(`${STORAGE_KEYS.dateRange}${screen}`, null);
  if (stored && DATE.test(stored.from ?? '') && DATE.test(stored.to ?? '') && stored.from! <= stored.to!) {
    return { from: stored.from!, to: stored.to! };
  }
  return defaultDateRange(today);
}

/** Remembers the range of `screen` until log off. */
export function writeDateRange(screen: string, range: DateRange): void {
  writeStored(`${STORAGE_KEYS.dateRange}${screen}`, range);
}

/**
 * The query instants of a range: `from` at local midnight, `to` extended by one day (platform spec 9:
 * "the end date is extended by one day"), both as ISO UTC. Null when a date is not valid.
 */
export function rangeToInstants(range: DateRange): { from: string; to: string } | null {
  if (!DATE.test(range.from) || !DATE.test(range.to)) return null;
  const [fy, fm, fd] = range.from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = range.to.split('-').map(Number) as [number, number, number];
  const from = new Date(fy, fm - 1, fd);
  const to = new Date(ty, tm - 1, td + 1);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) return null;
  return { from: from.toISOString(), to: to.toISOString() };
}

/** The local Date (midnight) of a 'YYYY-MM-DD' day, or null when it is not a valid date. */
export function dayToDate(day: string): Date | null {
  if (!DATE.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** 'YYYY-MM-DD' of a local Date. */
export function dateToDay(date: Date): string {
  return ymd(date);
}
