import { DomainError } from '../errors.js';
import { type Instant, toMillis } from '../time/instant.js';
import {
  assertTimeZone,
  dateOfDayNumber,
  dayNumberOf,
  isoDateOfDayNumber,
  localDayNumber,
  parseIsoDate,
  zonedMidnight,
  zonedWallTime,
} from '../time/zone.js';
import { decodeBits } from './bits.js';

/** Schedule types (service spec 3): 1 hourly by weekday, 2 by weeks and weekdays, 3 by months and month days. */
export const ScheduleType = { HourlyByWeekday: 1, WeeksAndWeekdays: 2, MonthsAndMonthDays: 3 } as const;
export type ScheduleTypeValue = (typeof ScheduleType)[keyof typeof ScheduleType];

/** A recurring date produced by a schedule (service spec 3 `recurringDates`). */
export interface RecurringDate {
  /** Instant (ISO 8601 UTC) the occurrence starts. */
  date: string;
  /** True for dates generated from the schedule. */
  onSchedule: boolean;
}

/** Schedule (recurrence) as stored: list fields are sums of powers of two (see `bits.ts`). */
export interface Schedule {
  id?: string;
  type: ScheduleTypeValue;
  hours?: number | null;
  weekDays?: number | null;
  monthDays?: number | null;
  months?: number | null;
  weeks?: number | null;
  recurringDates?: RecurringDate[];
}

/** Schedule with its fields decoded into lists of selected values. */
export interface DecodedSchedule {
  id?: string;
  type: ScheduleTypeValue;
  hours: number[];
  weekDays: number[];
  monthDays: number[];
  months: number[];
  weeks: number[];
}

/** Decodes every list field of a stored schedule (see `decodeBits` for errors). */
export function decodeSchedule(schedule: Schedule): DecodedSchedule {
  const out: DecodedSchedule = {
    type: schedule.type,
    hours: decodeBits(schedule.hours, 'hours'),
    weekDays: decodeBits(schedule.weekDays, 'weekDays'),
    monthDays: decodeBits(schedule.monthDays, 'monthDays'),
    months: decodeBits(schedule.months, 'months'),
    weeks: decodeBits(schedule.weeks, 'weeks'),
  };
  if (schedule.id !== undefined) out.id = schedule.id;
  return out;
}

/** A concrete occurrence of a schedule. */
export interface ScheduleOccurrence {
  /** Local calendar date 'YYYY-MM-DD' in the expansion's zone. */
  localDate: string;
  /** Local hour (type 1), or null for a whole-day occurrence (types 2 and 3). */
  hour: number | null;
  /** Start instant, ISO 8601 UTC. */
  start: string;
}

/** Range bound: a local date 'YYYY-MM-DD' (whole day) or an instant. */
export type RangeBound = string | number | Date;

/** The longest range expandSchedule accepts, in days (about 20 years). */
export const MAX_EXPANSION_DAYS = 7400;

/**
 * Week of the year used by type 2 (weeks of a year, 1..52): weeks start on Sunday and week 1 is the
 * week that contains January 1 (date-fns `getWeek` with weekStartsOn 0, firstWeekContainsDate 1).
 * The last days of December can belong to week 1 of the next year; a week 53 (rare: when the year's
 * last Sunday-week does not contain the next January 1) counts as week 52.
 */
export function scheduleWeekOfYear(year: number, month: number, day: number): number {
  const dn = dayNumberOf(year, month, day);
  const nextJan1 = dayNumberOf(year + 1, 1, 1);
  if (dn >= nextJan1 - dateOfDayNumber(nextJan1).weekday) return 1;
  const jan1 = dayNumberOf(year, 1, 1);
  const w = Math.floor((dn - jan1 + dateOfDayNumber(jan1).weekday) / 7) + 1;
  return Math.min(w, 52);
}

function boundMs(bound: RangeBound, zone: string, end: boolean, label: string): number {
  if (typeof bound === 'string') {
    const day = parseIsoDate(bound);
    if (day !== null) return end ? zonedMidnight(day + 1, zone) - 1 : zonedMidnight(day, zone);
  }
  const ms = toMillis(bound as Instant);
  const looksLikeDate = typeof bound === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(bound);
  if (Number.isNaN(ms) || looksLikeDate) {
    throw new DomainError('INVALID_RANGE', `${label} date "${String(bound)}" is not a valid date.`);
  }
  return ms;
}

/**
 * Expands a stored schedule into its occurrences between `from` and `to` (both inclusive) in IANA
 * zone `timeZone`, ascending. `from`/`to` are local dates 'YYYY-MM-DD' (the whole day) or instants.
 *
 * - Type 1: every selected hour (`hours`) on every selected weekday (`weekDays`, 0 = Sunday); the start
 *   is that local wall time. An hour skipped by a spring-forward change starts at the first valid
 *   instant after it (and is dropped if another selected hour already starts there); on a fall-back day
 *   the first of the two repeated hours is used.
 * - Type 2: whole days whose week of the year (see `scheduleWeekOfYear`) is in `weeks` and whose
 *   weekday is in `weekDays`; an empty `weeks` means every week. Start = local midnight.
 * - Type 3: whole days whose month is in `months` and whose day of month is in `monthDays`; an empty
 *   `months` means every month; day 31 does not occur in shorter months (no roll-over). Start = local
 *   midnight.
 * An empty hours/weekDays/monthDays selection yields no occurrences.
 *
 * Throws DomainError: `INVALID_TIME_ZONE`, `INVALID_RANGE` (unparsable bound), `RANGE_TOO_LONG`
 * ('The date range must not exceed 7400 days.'), `SCHEDULE_TYPE` ('Schedule type must be 1, 2 or 3.'),
 * and the `decodeBits` errors. `to` before `from` gives [].
 */
export function expandSchedule(
  schedule: Schedule,
  from: RangeBound,
  to: RangeBound,
  timeZone: string,
): ScheduleOccurrence[] {
  assertTimeZone(timeZone);
  if (![1, 2, 3].includes(schedule.type)) {
    throw new DomainError('SCHEDULE_TYPE', 'Schedule type must be 1, 2 or 3.', { field: 'type' });
  }
  const d = decodeSchedule(schedule);
  const fromMs = boundMs(from, timeZone, false, 'From');
  const toMs = boundMs(to, timeZone, true, 'To');
  if (toMs < fromMs) return [];
  const firstDay = localDayNumber(fromMs, timeZone);
  const lastDay = localDayNumber(toMs, timeZone);
  if (lastDay - firstDay > MAX_EXPANSION_DAYS) {
    throw new DomainError('RANGE_TOO_LONG', `The date range must not exceed ${MAX_EXPANSION_DAYS} days.`);
  }
  const weekDays = new Set(d.weekDays);
  const monthDays = new Set(d.monthDays);
  const months = new Set(d.months);
  const weeks = new Set(d.weeks);
  const out: ScheduleOccurrence[] = [];
  const push = (day: number, hour: number | null, ms: number) => {
    if (ms < fromMs || ms > toMs) return;
    const last = out[out.length - 1];
    const start = new Date(ms).toISOString();
    if (last && last.start === start) return;
    out.push({ localDate: isoDateOfDayNumber(day), hour, start });
  };
  for (let day = firstDay; day <= lastDay; day++) {
    const date = dateOfDayNumber(day);
    if (schedule.type === 1) {
      if (!weekDays.has(date.weekday)) continue;
      for (const hour of d.hours) push(day, hour, zonedWallTime(day, hour * 3600, timeZone));
    } else if (schedule.type === 2) {
      if (!weekDays.has(date.weekday)) continue;
      if (weeks.size > 0 && !weeks.has(scheduleWeekOfYear(date.year, date.month, date.day))) continue;
      push(day, null, zonedMidnight(day, timeZone));
    } else {
      if (months.size > 0 && !months.has(date.month)) continue;
      if (!monthDays.has(date.day)) continue;
      push(day, null, zonedMidnight(day, timeZone));
    }
  }
  return out;
}

/** The occurrences as `recurringDates` entries (`onSchedule: true`). */
export function toRecurringDates(occurrences: readonly ScheduleOccurrence[]): RecurringDate[] {
  return occurrences.map((o) => ({ date: o.start, onSchedule: true }));
}

/**
 * The first occurrence of `schedule` strictly after instant `after` (epoch ms, Date or ISO string) in
 * IANA zone `timeZone`, or null when it has none within MAX_EXPANSION_DAYS (an empty selection, or
 * 31 February). Used by the job scheduler for the next due run of a batched e-mail or a scheduled
 * task. Throws the `expandSchedule` errors.
 */
export function nextOccurrence(
  schedule: Schedule,
  after: number | Date | string,
  timeZone: string,
): ScheduleOccurrence | null {
  const afterMs = toMillis(after as Instant);
  if (Number.isNaN(afterMs)) {
    throw new DomainError('INVALID_RANGE', `From date "${String(after)}" is not a valid date.`);
  }
  const dayMs = 86_400_000;
  // Search in windows of 62 days (most schedules answer in the first), up to the expansion limit.
  for (let start = afterMs; start - afterMs <= MAX_EXPANSION_DAYS * dayMs; start += 62 * dayMs) {
    const end = start + 62 * dayMs;
    const found = expandSchedule(schedule, start, end, timeZone).find((o) => Date.parse(o.start) > afterMs);
    if (found) return found;
  }
  return null;
}
