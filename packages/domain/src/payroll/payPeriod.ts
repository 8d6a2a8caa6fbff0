import { DomainError } from '../errors.js';
import { type Instant, toMillis } from '../time/instant.js';
import {
  assertTimeZone,
  dateOfDayNumber,
  dayNumberOf,
  isoDateOfDayNumber,
  localDayNumber,
  zonedMidnight,
} from '../time/zone.js';
import type { PayPeriod } from './types.js';
import { validatePayPeriod } from './validate.js';

/** A pay period instance. */
export interface PayPeriodRange {
  /** Instant (ISO 8601 UTC) of local midnight of the first day. */
  start: string;
  /** Instant (ISO 8601 UTC) of local midnight after the last day (exclusive end = next period's start). */
  end: string;
  /** First local date 'YYYY-MM-DD'. */
  startDate: string;
  /** Last local date 'YYYY-MM-DD' (inclusive). */
  endDate: string;
  /** Day numbers (days since 1970-01-01) of the first day and of the day after the last. */
  startDay: number;
  endDay: number;
}

/** Typed meaning of a pay period's factors. */
export type PayPeriodFactors =
  | { type: 1; weekStartsOn: number }
  | { type: 2; firstPayDate: number }
  | { type: 3; firstPayDay: number; secondPayDay: number }
  | { type: 4; payDay: number };

/**
 * Reads the factors of a valid pay period (service spec 3): weekly factor1 = weekStartsOn, bi-weekly
 * factor1 = firstPayDate (UTC timestamp, returned as the DAY NUMBER of its date, see below),
 * bi-monthly factor1/factor2 = first/second pay day, monthly factor1 = payDay. Throws the
 * validatePayPeriod error when the period is invalid.
 *
 * firstPayDate's calendar date: a timestamp at exactly 00:00:00 UTC is a date stored as UTC
 * midnight and its UTC date is used; any other timestamp is a local midnight converted to UTC and its
 * date in `timeZone` is used.
 */
export function payPeriodFactors(period: PayPeriod, timeZone: string): PayPeriodFactors {
  const e = validatePayPeriod(period);
  if (e) throw e;
  const f1 = period.factor1;
  switch (period.type) {
    case 1:
      return { type: 1, weekStartsOn: f1 as number };
    case 2: {
      const ms = toMillis(f1 as Instant);
      const day = ms % 86_400_000 === 0 ? ms / 86_400_000 : localDayNumber(ms, timeZone);
      return { type: 2, firstPayDate: day };
    }
    case 3: {
      const a = f1 as number;
      const b = period.factor2 as number;
      return { type: 3, firstPayDay: Math.min(a, b), secondPayDay: Math.max(a, b) };
    }
    default:
      return { type: 4, payDay: f1 as number };
  }
}

/**
 * Workweek start day (0 = Sunday .. 6) for overtime: a weekly period's weekStartsOn; Sunday for any
 * other period or when none is given.
 */
export function workweekStartDay(period: PayPeriod | null | undefined): number {
  if (
    period?.type === 1 &&
    typeof period.factor1 === 'number' &&
    period.factor1 >= 0 &&
    period.factor1 <= 6
  ) {
    return period.factor1;
  }
  return 0;
}

function rangeOf(startDay: number, endDay: number, zone: string): PayPeriodRange {
  return {
    start: new Date(zonedMidnight(startDay, zone)).toISOString(),
    end: new Date(zonedMidnight(endDay, zone)).toISOString(),
    startDate: isoDateOfDayNumber(startDay),
    endDate: isoDateOfDayNumber(endDay - 1),
    startDay,
    endDay,
  };
}

/** [startDay, endDay) of the period containing local date `day`. */
function periodDays(f: PayPeriodFactors, day: number): [number, number] {
  const d = dateOfDayNumber(day);
  switch (f.type) {
    case 1: {
      const start = day - ((d.weekday - f.weekStartsOn + 7) % 7);
      return [start, start + 7];
    }
    case 2: {
      const start = f.firstPayDate + 14 * Math.floor((day - f.firstPayDate) / 14);
      return [start, start + 14];
    }
    case 3: {
      const { firstPayDay: p1, secondPayDay: p2 } = f;
      if (p1 === p2) return periodDays({ type: 4, payDay: p1 }, day);
      if (d.day >= p2) return [dayNumberOf(d.year, d.month, p2), dayNumberOf(d.year, d.month + 1, p1)];
      if (d.day >= p1) return [dayNumberOf(d.year, d.month, p1), dayNumberOf(d.year, d.month, p2)];
      return [dayNumberOf(d.year, d.month - 1, p2), dayNumberOf(d.year, d.month, p1)];
    }
    case 4: {
      const p = f.payDay;
      if (d.day >= p) return [dayNumberOf(d.year, d.month, p), dayNumberOf(d.year, d.month + 1, p)];
      return [dayNumberOf(d.year, d.month - 1, p), dayNumberOf(d.year, d.month, p)];
    }
  }
}

/**
 * The pay period instance containing `instant` (service spec 3 "PayPeriod"), in IANA zone `timeZone`.
 * Type 1 weekly: 7 days from the last `weekStartsOn` weekday; 2 bi-weekly: 14-day periods anchored at
 * firstPayDate's date (before and after it); 3 bi-monthly: from pay day 1 to pay day 2 of a month, and
 * from pay day 2 to pay day 1 of the next month (pay days 1-28, so every month has them); 4 monthly:
 * from pay day to pay day of the next month. Boundaries are LOCAL midnights in `timeZone`, returned as
 * UTC instants, so a period over a DST change is 1 hour shorter or longer; leap days fall into the
 * period that contains them.
 *
 * Throws DomainError: the validatePayPeriod messages for an invalid period, `INVALID_TIME_ZONE`, and
 * `INVALID_INSTANT` ('The date "<x>" is not a valid date.').
 */
export function payPeriodContaining(period: PayPeriod, instant: Instant, timeZone: string): PayPeriodRange {
  assertTimeZone(timeZone);
  const ms = toMillis(instant);
  if (Number.isNaN(ms))
    throw new DomainError('INVALID_INSTANT', `The date "${String(instant)}" is not a valid date.`);
  const f = payPeriodFactors(period, timeZone);
  const [s, e] = periodDays(f, localDayNumber(ms, timeZone));
  return rangeOf(s, e, timeZone);
}

/**
 * The pay period instance containing local date `dayNumber` (days since 1970-01-01) — the same rules
 * as payPeriodContaining, for callers that already hold a local date.
 */
export function payPeriodContainingDay(
  period: PayPeriod,
  dayNumber: number,
  timeZone: string,
): PayPeriodRange {
  assertTimeZone(timeZone);
  const [s, e] = periodDays(payPeriodFactors(period, timeZone), dayNumber);
  return rangeOf(s, e, timeZone);
}

/**
 * The consecutive pay period instances that overlap [from, to] (instants, inclusive), ascending.
 * At most 1,000 periods (throws `RANGE_TOO_LONG` 'Too many pay periods in the range.' beyond).
 */
export function payPeriodsBetween(
  period: PayPeriod,
  from: Instant,
  to: Instant,
  timeZone: string,
): PayPeriodRange[] {
  const first = payPeriodContaining(period, from, timeZone);
  const toMs = toMillis(to);
  if (Number.isNaN(toMs))
    throw new DomainError('INVALID_INSTANT', `The date "${String(to)}" is not a valid date.`);
  const out: PayPeriodRange[] = [];
  let cur = first;
  while (Date.parse(cur.start) <= toMs) {
    out.push(cur);
    if (out.length > 1000) throw new DomainError('RANGE_TOO_LONG', 'Too many pay periods in the range.');
    cur = payPeriodContainingDay(period, cur.endDay, timeZone);
  }
  return out;
}
