import { formatReportClock } from '@wm/domain';
import { getDisplayLanguage } from '../time/zones.js';

/**
 * Report value formats (time spec 9): hours with two decimals (zero shows as 0.00), dates
 * MM/DD/YYYY, date-times MM/DD/YYYY h:mm A in a given IANA zone (the time audit log's format); in
 * Spanish DD/MM/YYYY and DD/MM/YYYY HH:mm, as the time screens write them (issue 19).
 */

/** HOURS with two decimals ('7.50'); zero and -0 show '0.00'; null, undefined or text that is not a number give ''. */
export function formatHours(value: unknown): string {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(n)) return '';
  // Decimal shift through the exponent avoids binary surprises (1.005 -> 1.01).
  const fixed = (Math.sign(n) * Number(`${Math.round(Number(`${Math.abs(n)}e2`))}e-2`)).toFixed(2);
  return fixed === '-0.00' ? '0.00' : fixed;
}

/**
 * 'YYYY-MM-DD' (or an ISO instant, read as its day in `zone`) as 'MM/DD/YYYY' ('DD/MM/YYYY' in
 * Spanish); '' when not a date. `language` defaults to the display language.
 */
export function formatReportDate(
  value: unknown,
  zone = 'UTC',
  language: 'en' | 'es' = getDisplayLanguage(),
): string {
  if (typeof value !== 'string' || value === '') return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parts = day ? { year: day[1], month: day[2], day: day[3] } : zonedParts(value, zone);
  if (!parts) return '';
  return language === 'es'
    ? `${parts.day}/${parts.month}/${parts.year}`
    : `${parts.month}/${parts.day}/${parts.year}`;
}

/**
 * An ISO instant as 'MM/DD/YYYY h:mm A' in `zone` ('DD/MM/YYYY HH:mm' in Spanish; an unknown zone
 * falls back to UTC); '' when not a date. `language` defaults to the display language.
 */
export function formatReportDateTime(
  value: unknown,
  zone = 'UTC',
  language: 'en' | 'es' = getDisplayLanguage(),
): string {
  if (typeof value !== 'string' || value === '') return '';
  const p = zonedParts(value, zone);
  if (!p) return '';
  if (language === 'es') {
    const h = (Number(p.hour) % 12) + (p.dayPeriod === 'PM' ? 12 : 0);
    return `${p.day}/${p.month}/${p.year} ${String(h).padStart(2, '0')}:${p.minute}`;
  }
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/**
 * An ISO instant as the sign-in sheet's 'hh:mm A' with the zone ('07:05 AM MST'; time spec 9), in
 * Spanish 'HH:mm' with the zone ('15:37 MST'); an unknown zone falls back to UTC; '' when not a date.
 * The domain's `formatReportClock` (the PDF's) does the formatting.
 */
export function formatClockTime(
  value: unknown,
  zone = 'UTC',
  language: 'en' | 'es' = getDisplayLanguage(),
): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return '';
  return formatReportClock(value, zone, language);
}

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  dayPeriod: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      });
    } catch {
      f = formatter('UTC');
    }
    formatters.set(zone, f);
  }
  return f;
}

function zonedParts(iso: string, zone: string): Parts | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const out: Record<string, string> = {};
  for (const p of formatter(zone || 'UTC').formatToParts(new Date(ms))) out[p.type] = p.value;
  return {
    year: out.year ?? '',
    month: out.month ?? '',
    day: out.day ?? '',
    hour: out.hour ?? '',
    minute: out.minute ?? '',
    dayPeriod: (out.dayPeriod ?? '').toUpperCase(),
  };
}

/** Sum of numeric `field` over records (non-numbers count as 0), rounded to hundredths. */
export function sumField(records: readonly Record<string, unknown>[], field: string): number {
  let total = 0;
  for (const r of records) {
    const v = r[field];
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
    if (Number.isFinite(n)) total += n;
  }
  return Math.round(total * 100) / 100;
}

/** Records grouped by `field` in first-seen order (e.g. one group per employee). */
export function groupBy<T extends Record<string, unknown>>(
  records: readonly T[],
  field: string,
): { key: string; records: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const r of records) {
    const k = String(r[field] ?? '');
    const g = groups.get(k);
    if (g) g.push(r);
    else groups.set(k, [r]);
  }
  return [...groups.entries()].map(([key, rs]) => ({ key, records: rs }));
}
