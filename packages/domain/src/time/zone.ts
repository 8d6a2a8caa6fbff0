import { TZDate, tzOffset } from '@date-fns/tz';
import { DomainError } from '../errors.js';

/**
 * Time-zone helpers over @date-fns/tz. A "day number" is a calendar date counted as days since
 * 1970-01-01 (so calendar arithmetic is integer arithmetic, free of zones); local wall times are
 * turned into instants by TZDate, local dates of instants by the zone's offset from tzOffset.
 * Results are memoised per zone and day, which keeps batch processing fast.
 */

const DAY_MS = 86_400_000;

/** A local calendar date. `month` 1-12; `weekday` 0 = Sunday .. 6 = Saturday. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
  /** Days since 1970-01-01 of this calendar date. */
  dayNumber: number;
}

/** A local date with the wall-clock time of an instant in a zone. */
export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  /** Seconds since local midnight on the wall clock (0..86399). */
  secondOfDay: number;
}

const validZones = new Map<string, boolean>();

/** True when `zone` is an IANA zone name (or UTC offset) that @date-fns/tz understands. */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  let known = validZones.get(zone);
  if (known === undefined) {
    known = !Number.isNaN(tzOffset(zone, new Date(0)));
    validZones.set(zone, known);
  }
  return known;
}

/** Throws `INVALID_TIME_ZONE` 'Time zone "<zone>" is not a valid IANA time zone.' unless valid. */
export function assertTimeZone(zone: unknown): asserts zone is string {
  if (!isValidTimeZone(zone)) {
    throw new DomainError('INVALID_TIME_ZONE', `Time zone "${String(zone)}" is not a valid IANA time zone.`);
  }
}

/** Calendar date of a day number. */
export function dateOfDayNumber(dayNumber: number): LocalDate {
  const d = new Date(dayNumber * DAY_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    dayNumber,
  };
}

/** Day number of a calendar date (month 1-12; out-of-range days/months roll over like Date.UTC). */
export function dayNumberOf(year: number, month: number, day: number): number {
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

const isoDates = new Map<number, string>();

/** 'YYYY-MM-DD' of a day number. */
export function isoDateOfDayNumber(dayNumber: number): string {
  let text = isoDates.get(dayNumber);
  if (text === undefined) {
    text = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    if (isoDates.size > 100_000) isoDates.clear();
    isoDates.set(dayNumber, text);
  }
  return text;
}

/** Day number of a strict 'YYYY-MM-DD' date, or null when it is not a real calendar date. */
export function parseIsoDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const n = dayNumberOf(Number(m[1]), Number(m[2]), Number(m[3]));
  return isoDateOfDayNumber(n) === text ? n : null;
}

const OFFSET_BUCKET_MS = 900_000;
const offsetBuckets = new Map<string, Map<number, number>>();

/**
 * UTC offset in minutes of `zone` at instant `ms` (tzOffset of @date-fns/tz), memoised per zone and
 * 15-minute bucket: a bucket whose two ends share an offset is cached, one that holds a transition is
 * always asked of tzOffset. Exact unless a zone changes its offset twice within 15 minutes, which no
 * zone of the tz database does.
 */
export function offsetMinutes(zone: string, ms: number): number {
  let buckets = offsetBuckets.get(zone);
  if (!buckets) {
    buckets = new Map();
    offsetBuckets.set(zone, buckets);
  }
  const b = Math.floor(ms / OFFSET_BUCKET_MS);
  let v = buckets.get(b);
  if (v === undefined) {
    const first = tzOffset(zone, new Date(b * OFFSET_BUCKET_MS));
    const last = tzOffset(zone, new Date((b + 1) * OFFSET_BUCKET_MS - 1));
    v = first === last ? first : Number.NaN;
    if (buckets.size > 100_000) buckets.clear();
    buckets.set(b, v);
  }
  return Number.isNaN(v) ? tzOffset(zone, new Date(ms)) : v;
}

/** Local date and wall time of instant `ms` (epoch milliseconds) in `zone`. */
export function localDateTime(ms: number, zone: string): LocalDateTime {
  const offsetMin = offsetMinutes(zone, ms);
  const shifted = ms + offsetMin * 60_000;
  const dayNumber = Math.floor(shifted / DAY_MS);
  const secondOfDay = Math.floor((shifted - dayNumber * DAY_MS) / 1000);
  return {
    ...dateOfDayNumber(dayNumber),
    hour: Math.floor(secondOfDay / 3600),
    minute: Math.floor((secondOfDay % 3600) / 60),
    second: secondOfDay % 60,
    secondOfDay,
  };
}

/** Day number of the local date of instant `ms` in `zone`. */
export function localDayNumber(ms: number, zone: string): number {
  return Math.floor((ms + offsetMinutes(zone, ms) * 60_000) / DAY_MS);
}

const midnightCache = new Map<string, number>();

/**
 * Instant (epoch ms) of the local wall time `secondOfDay` seconds after the start of local date
 * `dayNumber` in `zone`, counted on the wall clock (so 02:30 on a spring-forward day, which does not
 * exist, moves forward to 03:30; on a fall-back day the first of the two 01:30s is taken). Seconds may
 * be 86400 or more (rolls into following days on the wall clock).
 */
export function zonedWallTime(dayNumber: number, secondOfDay: number, zone: string): number {
  const extraDays = Math.floor(secondOfDay / 86400);
  const day = dayNumber + extraDays;
  const sec = secondOfDay - extraDays * 86400;
  const d = dateOfDayNumber(day);
  const viaTz = new TZDate(
    d.year,
    d.month - 1,
    d.day,
    Math.floor(sec / 3600),
    Math.floor((sec % 3600) / 60),
    sec % 60,
    zone,
  ).getTime();
  if (Number.isNaN(viaTz)) return viaTz;
  // TZDate resolves a repeated (fall-back) wall time to either occurrence depending on the zone;
  // take the earliest instant whose own offset maps back to this wall time, so the rule is the same
  // everywhere. A skipped (spring-forward) wall time has no such instant: TZDate's forward shift stays.
  const wallAsUtc = day * DAY_MS + sec * 1000;
  let best = Number.NaN;
  for (const probe of [viaTz - 6 * 3600_000, viaTz, viaTz + 6 * 3600_000]) {
    const candidate = wallAsUtc - tzOffset(zone, new Date(probe)) * 60_000;
    if (tzOffset(zone, new Date(candidate)) * 60_000 === wallAsUtc - candidate && !(candidate >= best)) {
      best = candidate;
    }
  }
  return Number.isNaN(best) ? viaTz : best;
}

const wallCache = new Map<string, Map<number, number>>();

/** zonedWallTime, memoised (for hot loops that ask for the same shift and lunch times every day). */
export function zonedWallTimeCached(dayNumber: number, secondOfDay: number, zone: string): number {
  let byZone = wallCache.get(zone);
  if (!byZone) {
    byZone = new Map();
    wallCache.set(zone, byZone);
  }
  // Seconds of day stay below 3 days in practice; larger values still map to distinct keys.
  const key = dayNumber * 262_144 + secondOfDay;
  let ms = byZone.get(key);
  if (ms === undefined) {
    ms = zonedWallTime(dayNumber, secondOfDay, zone);
    if (byZone.size > 200_000) byZone.clear();
    byZone.set(key, ms);
  }
  return ms;
}

/** Seconds since local midnight on the wall clock (0..86399) of instant `ms` in `zone`. */
export function localSecondOfDay(ms: number, zone: string): number {
  const shifted = ms + offsetMinutes(zone, ms) * 60_000;
  return Math.floor((shifted - Math.floor(shifted / DAY_MS) * DAY_MS) / 1000);
}

/**
 * Instant (epoch ms) of the start of local date `dayNumber` in `zone` (its first instant; in the rare
 * zones whose midnight is skipped by DST, the first instant of that day). Memoised.
 */
export function zonedMidnight(dayNumber: number, zone: string): number {
  const key = `${zone}|${dayNumber}`;
  let ms = midnightCache.get(key);
  if (ms === undefined) {
    ms = zonedWallTime(dayNumber, 0, zone);
    if (midnightCache.size > 200_000) midnightCache.clear();
    midnightCache.set(key, ms);
  }
  return ms;
}
