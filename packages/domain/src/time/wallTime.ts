import { type Instant, toMillis } from './instant.js';
import { dayNumberOf, isoDateOfDayNumber, isValidTimeZone, localDateTime, zonedWallTime } from './zone.js';

/**
 * The selectable time zones (time spec 9, platform spec 9: "a list of about 35 time zones"): North
 * American zones first (the product's home market), then the rest of the world west to east.
 */
export const TIME_ZONES: readonly string[] = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Halifax',
  'America/St_Johns',
  'America/Toronto',
  'America/Winnipeg',
  'America/Edmonton',
  'America/Vancouver',
  'America/Regina',
  'America/Mexico_City',
  'America/Tijuana',
  'America/Bogota',
  'America/Lima',
  'America/Caracas',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Azores',
  'UTC',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The ISO 8601 UTC instant of a wall time 'YYYY-MM-DDTHH:mm[:ss]' (a space instead of 'T' is
 * accepted; the value of an <input type="datetime-local">) in IANA zone `zone`. A wall time skipped
 * by a spring-forward change moves forward by the gap (02:30 -> 03:30); a repeated one (fall-back)
 * takes the first occurrence. Null when the text is not a real date and time or the zone is invalid.
 * Example: zonedWallTimeToUtc('2026-01-01T08:00', 'America/Denver') === '2026-01-01T15:00:00.000Z'.
 */
export function zonedWallTimeToUtc(wall: string | null | undefined, zone: string): string | null {
  const m = WALL.exec(wall ?? '');
  if (!m || !isValidTimeZone(zone)) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as number[];
  const day = dayNumberOf(y!, mo!, d!);
  if (isoDateOfDayNumber(day) !== `${m[1]}-${m[2]}-${m[3]}` || h! > 23 || mi! > 59 || s! > 59) return null;
  return new Date(zonedWallTime(day, h! * 3600 + mi! * 60 + s!, zone)).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The wall time of an instant in IANA zone `zone`: 'YYYY-MM-DDTHH:mm' (the datetime-local input
 * value), or 'YYYY-MM-DDTHH:mm:ss' with `seconds`. '' for a missing or unparsable instant or an
 * invalid zone. Example: utcToZonedWallTime('2026-01-01T15:00:00Z', 'America/Denver') ===
 * '2026-01-01T08:00'.
 */
export function utcToZonedWallTime(
  instant: Instant | null | undefined,
  zone: string,
  options: { seconds?: boolean } = {},
): string {
  const ms = toMillis(instant);
  if (Number.isNaN(ms) || !isValidTimeZone(zone)) return '';
  const l = localDateTime(ms, zone);
  const base = `${isoDateOfDayNumber(l.dayNumber)}T${pad(l.hour)}:${pad(l.minute)}`;
  return options.seconds ? `${base}:${pad(l.second)}` : base;
}
