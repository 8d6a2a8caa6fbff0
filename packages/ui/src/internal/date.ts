/**
 * Date-only helpers for the date pickers. A "date" is a JavaScript Date at local midnight
 * (the calendar day the user sees); times of day are ignored. Format MM/DD/YYYY (spec platform 9:
 * default date format).
 */

/** Midnight (local) of the given date's calendar day. */
export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
}

/** Same day-of-month n months later, clamped to the last day of the target month. */
export function addMonths(d: Date, n: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + n, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(d.getDate(), last));
}

export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** Compares calendar days: negative when a is before b, 0 on the same day. */
export function compareDays(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'MM/DD/YYYY' of the local calendar day. */
export function formatMDY(d: Date): string {
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${pad(d.getFullYear(), 4)}`;
}

/**
 * Parses 'MM/DD/YYYY' (one-digit month/day accepted) to local midnight, or null when the text is
 * not a real calendar date (e.g. '02/30/2026', '13/01/2026', '1/2/26').
 */
export function parseMDY(text: string): Date | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(year, month - 1, day);
  if (d.getFullYear() !== year || d.getMonth() !== month - 1 || d.getDate() !== day) return null;
  return d;
}

/** The typed order of a date field: the spec default 'MM/DD/YYYY' (English) or 'DD/MM/YYYY' (Spanish). */
export type DateFieldFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY';

/** The local calendar day of `d` as `format` writes it ('28/11/2026' for 'DD/MM/YYYY'). */
export function formatDateText(d: Date, format: DateFieldFormat): string {
  if (format === 'MM/DD/YYYY') return formatMDY(d);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${pad(d.getFullYear(), 4)}`;
}

/** Parses text typed in `format` (one-digit day/month accepted) to local midnight, or null (see parseMDY). */
export function parseDateText(text: string, format: DateFieldFormat): Date | null {
  if (format === 'MM/DD/YYYY') return parseMDY(text);
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  return m ? parseMDY(`${m[2]}/${m[1]}/${m[3]}`) : null;
}

/** True for a Date object holding a real time (not Invalid Date). */
export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/**
 * The check the spec asks for (service 5: "The date picker throws if the model is not a date"):
 * null/undefined mean "no date"; anything else must be a valid Date.
 * Throws `<component> value must be a Date or null, got <what>.`
 */
export function assertDateModel(value: unknown, component: string): Date | null {
  if (value === null || value === undefined) return null;
  if (isValidDate(value)) return value;
  const what =
    value instanceof Date
      ? 'an invalid Date'
      : typeof value === 'string'
        ? `the string "${value}"`
        : typeof value;
  throw new TypeError(`${component} value must be a Date or null, got ${what}.`);
}

/** The 6x7 days shown for the month of `month`, starting on `weekStartsOn` (0 Sunday). */
export function monthGrid(month: Date, weekStartsOn = 0): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const offset = (first.getDay() - weekStartsOn + 7) % 7;
  const start = addDays(first, -offset);
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)));
}
