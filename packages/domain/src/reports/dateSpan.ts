import { dayNumberOf, isoDateOfDayNumber, parseIsoDate } from '../time/zone.js';

/** Date spans of a scheduled report, relative to the day it runs (time spec 3 "Reports" dateSpan). */
export const REPORT_DATE_SPANS = [
  'today',
  'yesterday',
  'last-7-days',
  'week-to-date',
  'last-week',
  'month-to-date',
  'last-month',
] as const;
export type ReportDateSpan = (typeof REPORT_DATE_SPANS)[number];

/**
 * The criteria days ('YYYY-MM-DD') of `span` for a run on local day `runDay` ('YYYY-MM-DD' in the
 * company's zone). Weeks start on Sunday. Throws for an unknown span or day.
 */
export function reportDateSpan(span: ReportDateSpan, runDay: string): { fromDate: string; toDate: string } {
  const day = parseIsoDate(runDay);
  if (day === null) throw new Error(`Not a date: '${runDay}'.`);
  const [y, m] = runDay.split('-').map(Number) as [number, number];
  // Day number 0 is 1970-01-01, a Thursday: (n + 4) % 7 is the weekday with Sunday 0.
  const weekday = (((day + 4) % 7) + 7) % 7;
  const d = (n: number) => isoDateOfDayNumber(n);
  switch (span) {
    case 'today':
      return { fromDate: d(day), toDate: d(day) };
    case 'yesterday':
      return { fromDate: d(day - 1), toDate: d(day - 1) };
    case 'last-7-days':
      return { fromDate: d(day - 7), toDate: d(day - 1) };
    case 'week-to-date':
      return { fromDate: d(day - weekday), toDate: d(day) };
    case 'last-week':
      return { fromDate: d(day - weekday - 7), toDate: d(day - weekday - 1) };
    case 'month-to-date':
      return { fromDate: d(dayNumberOf(y, m, 1)), toDate: d(day) };
    case 'last-month': {
      const first = dayNumberOf(y, m, 1);
      const prev = m === 1 ? dayNumberOf(y - 1, 12, 1) : dayNumberOf(y, m - 1, 1);
      return { fromDate: d(prev), toDate: d(first - 1) };
    }
    default:
      throw new Error(`Unknown date span '${String(span)}'.`);
  }
}
