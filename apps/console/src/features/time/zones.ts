import { isValidTimeZone, localDateTime, parseIsoDate, zonedWallTime } from '@wm/domain';

/**
 * The selectable time zones (time spec 9, platform spec 9: "a list of about 35 time zones"): the
 * North American zones first (the product's home market), then the rest of the world.
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

/** The browser's guessed zone (Intl), or null when it cannot tell or the zone is not valid. */
export function guessTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** The zone choices: the list plus `extra` zones (browser guess, user default) that are valid and missing. */
export function timeZoneChoices(...extra: (string | null | undefined)[]): string[] {
  const out = [...TIME_ZONES];
  for (const z of extra) if (z && !out.includes(z) && isValidTimeZone(z)) out.unshift(z);
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The wall time 'YYYY-MM-DDTHH:mm' (the value of an <input type="datetime-local">) of an ISO UTC
 * instant in `zone`; '' for a missing or unparsable instant or an invalid zone.
 */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms) || !isValidTimeZone(zone)) return '';
  const l = localDateTime(ms, zone);
  return `${l.year}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(l.minute)}`;
}

/**
 * The ISO UTC instant of a wall time 'YYYY-MM-DDTHH:mm[:ss]' in `zone` (DST gaps move forward), or
 * null when the text is not a real date and time or the zone is invalid.
 */
export function fromZonedInput(value: string, zone: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value ?? '');
  if (!m || !isValidTimeZone(zone)) return null;
  const day = parseIsoDate(m[1]!);
  const h = Number(m[2]);
  const min = Number(m[3]);
  const s = Number(m[4] ?? 0);
  if (day === null || h > 23 || min > 59 || s > 59) return null;
  return new Date(zonedWallTime(day, h * 3600 + min * 60 + s, zone)).toISOString();
}

/**
 * 'MM/DD/YYYY h:mm A' (time spec 9 display format) of an ISO instant in `zone`, or '' when missing.
 * `withZone` appends the zone's short name (e.g. 'MST').
 */
export function formatInZone(
  iso: string | null | undefined,
  zone: string | null | undefined,
  withZone = false,
): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const z = zone && isValidTimeZone(zone) ? zone : 'UTC';
  const l = localDateTime(ms, z);
  const h12 = l.hour % 12 === 0 ? 12 : l.hour % 12;
  const text = `${pad(l.month)}/${pad(l.day)}/${l.year} ${h12}:${pad(l.minute)} ${l.hour < 12 ? 'AM' : 'PM'}`;
  return withZone ? `${text} ${zoneAbbreviation(ms, z)}` : text;
}

/** Short name of `zone` at instant `ms` ('MST', 'GMT+1'), from Intl. */
export function zoneAbbreviation(ms: number, zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(new Date(ms))
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? zone;
  } catch {
    return zone;
  }
}
