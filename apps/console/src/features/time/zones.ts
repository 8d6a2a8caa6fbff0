import {
  isValidTimeZone,
  localDateTime,
  TIME_ZONES,
  utcToZonedWallTime,
  zonedWallTimeToUtc,
} from '@wm/domain';

import { getDisplayLanguage } from './displayLanguage.js';

/** The selectable time zones (time spec 9: "about 35"), from @wm/domain. */
export { TIME_ZONES };

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
 * instant in `zone`; '' for a missing or unparsable instant or an invalid zone (@wm/domain).
 */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso || !isValidTimeZone(zone)) return '';
  return utcToZonedWallTime(iso, zone);
}

/**
 * The ISO UTC instant of a wall time 'YYYY-MM-DDTHH:mm[:ss]' in `zone` (DST gaps move forward), or
 * null when the text is not a real date and time or the zone is invalid (@wm/domain).
 */
export function fromZonedInput(value: string, zone: string): string | null {
  if (!isValidTimeZone(zone)) return null;
  return zonedWallTimeToUtc(value, zone);
}

export { getDisplayLanguage, setDisplayLanguage } from './displayLanguage.js';

/**
 * An ISO instant as a wall date and time in `zone`, or '' when missing: 'MM/DD/YYYY h:mm A' in
 * English (time spec 9 display format), 'DD/MM/YYYY HH:mm' in Spanish. `withZone` appends the
 * zone's short name (e.g. 'MST'). `language` defaults to the display language.
 */
export function formatInZone(
  iso: string | null | undefined,
  zone: string | null | undefined,
  withZone = false,
  language: 'en' | 'es' = getDisplayLanguage(),
): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const z = zone && isValidTimeZone(zone) ? zone : 'UTC';
  const l = localDateTime(ms, z);
  const h12 = l.hour % 12 === 0 ? 12 : l.hour % 12;
  const text =
    language === 'es'
      ? `${pad(l.day)}/${pad(l.month)}/${l.year} ${pad(l.hour)}:${pad(l.minute)}`
      : `${pad(l.month)}/${pad(l.day)}/${l.year} ${h12}:${pad(l.minute)} ${l.hour < 12 ? 'AM' : 'PM'}`;
  return withZone ? `${text} ${zoneAbbreviation(ms, z)}` : text;
}

/**
 * An ISO instant in the viewer's own zone (the browser's; UTC when it cannot tell) as formatInZone
 * writes it, or with `dateOnly` just its date ('MM/DD/YYYY', 'DD/MM/YYYY' in Spanish); '' when
 * missing or not a date. For lists and notes that say when something happened (tickets, usage,
 * submissions, assignments): the user's language decides the order, never the browser's locale,
 * and minutes are the finest unit shown. A plain calendar day ('YYYY-MM-DD') is written as it is.
 */
export function formatLocal(iso: string | null | undefined, dateOnly = false): string {
  // A calendar day ('2026-12-24') is that day wherever the viewer is, not UTC midnight moved.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (day)
    return getDisplayLanguage() === 'es' ? `${day[3]}/${day[2]}/${day[1]}` : `${day[2]}/${day[3]}/${day[1]}`;
  const text = formatInZone(iso, guessTimeZone());
  return dateOnly ? text.slice(0, 10) : text;
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
