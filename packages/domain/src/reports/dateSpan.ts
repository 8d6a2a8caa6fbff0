import { payPeriodContainingDay } from '../payroll/payPeriod.js';
import type { PayPeriod } from '../payroll/types.js';
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
  'last-pay-period',
] as const;
export type ReportDateSpan = (typeof REPORT_DATE_SPANS)[number];

/** The message when 'last-pay-period' has no pay period to follow. */
export const LAST_PAY_PERIOD_NEEDS_PERIOD = 'The last pay period span needs a pay period.';

/**
 * The criteria days ('YYYY-MM-DD') of `span` for a run on local day `runDay` ('YYYY-MM-DD' in the
 * company's zone). Weeks start on Sunday. 'last-pay-period' is the whole pay period before the one
 * holding `runDay`, of `payPeriod.period` (weekly, bi-weekly, bi-monthly or monthly, service spec 3
 * "PayPeriod") in `payPeriod.timeZone`; without it, it throws LAST_PAY_PERIOD_NEEDS_PERIOD. Throws
 * for an unknown span or day, and the pay period rules' errors for an invalid period.
 */
export function reportDateSpan(
  span: ReportDateSpan,
  runDay: string,
  payPeriod?: { period: PayPeriod; timeZone: string } | null,
): { fromDate: string; toDate: string } {
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
    case 'last-pay-period': {
      if (!payPeriod) throw new Error(LAST_PAY_PERIOD_NEEDS_PERIOD);
      const current = payPeriodContainingDay(payPeriod.period, day, payPeriod.timeZone);
      const last = payPeriodContainingDay(payPeriod.period, current.startDay - 1, payPeriod.timeZone);
      return { fromDate: last.startDate, toDate: last.endDate };
    }
    default:
      throw new Error(`Unknown date span '${String(span)}'.`);
  }
}
