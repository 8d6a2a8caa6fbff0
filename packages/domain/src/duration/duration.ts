import { DomainError } from '../errors.js';

/** Exact messages of service spec 5 "Duration entry" (and 'Invalid Input' of the lunch/hours fields). */
export const DURATION_MESSAGES = {
  hoursWhole: 'Hours must be a whole number.',
  minutesWhole: 'Minutes must be a whole number.',
  afterMinutes: 'Invalid characters after minutes.',
  identifiersRequired: 'Hours and/or minutes identifiers must be specified.',
  afterFormat: 'Invalid characters after time format.',
  decimalOnly: 'Invalid character. Only numbers and a decimal point are valid.',
  invalidInput: 'Invalid Input',
} as const;

/**
 * Duration entry mode: 0 and 1 take hours and minutes with h and m markers ('2h 30m'); 2 takes
 * decimal hours ('2.5'). Modes 0 and 1 parse the same way (they differ only in how the console
 * labels the field).
 */
export type DurationMode = 0 | 1 | 2;

/** Result of a parse: `value` on success, the DomainError carrying the spec message otherwise. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: DomainError };

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = <T>(code: string, message: string): ParseResult<T> => ({
  ok: false,
  error: new DomainError(code, message),
});

const WHOLE = /^\d+$/;
const DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** Rounds away float noise (0.1 h * 60 = 6.000000000000001) to 1e-6 minute. */
const clean = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Parses a duration typed in the user's duration mode (service spec 5 "Duration entry") to MINUTES.
 * Blank input gives `value: null` (whether a value is required is the form's rule).
 *
 * Modes 0/1, grammar `[<whole>h] [<whole>m]` (case-insensitive, spaces allowed anywhere between
 * parts; at least one marker): '2h 30m' = 150, '2h' = 120, '45m' = 45, '90m' = 90, '1H30M' = 90.
 * Errors, in this order: no 'h' and no 'm' -> 'Hours and/or minutes identifiers must be specified.';
 * text before 'h' not a whole number -> 'Hours must be a whole number.'; text between 'h' (or the
 * start) and 'm' not a whole number -> 'Minutes must be a whole number.'; anything after 'm' ->
 * 'Invalid characters after minutes.'; anything after 'h' when there is no 'm' -> 'Invalid characters
 * after time format.'
 *
 * Mode 2, decimal hours ('2.5' = 150, '.25' = 15); anything but digits and one decimal point ->
 * 'Invalid character. Only numbers and a decimal point are valid.' Result minutes may be fractional.
 */
export function parseDuration(
  input: string | null | undefined,
  mode: DurationMode,
): ParseResult<number | null> {
  const text = (input ?? '').trim();
  if (text === '') return ok(null);
  if (mode === 2) {
    if (!DECIMAL.test(text)) return fail('DURATION_DECIMAL', DURATION_MESSAGES.decimalOnly);
    return ok(clean(Number(text) * 60));
  }
  const lower = text.toLowerCase();
  const h = lower.indexOf('h');
  const m = lower.indexOf('m', h + 1);
  if (h < 0 && m < 0) return fail('DURATION_IDENTIFIERS', DURATION_MESSAGES.identifiersRequired);
  let hours = 0;
  if (h >= 0) {
    const part = lower.slice(0, h).trim();
    if (!WHOLE.test(part)) return fail('DURATION_HOURS', DURATION_MESSAGES.hoursWhole);
    hours = Number(part);
  }
  if (m < 0) {
    if (lower.slice(h + 1).trim() !== '') return fail('DURATION_AFTER_FORMAT', DURATION_MESSAGES.afterFormat);
    return ok(hours * 60);
  }
  const minutesPart = lower.slice(h + 1, m).trim();
  if (!WHOLE.test(minutesPart)) return fail('DURATION_MINUTES', DURATION_MESSAGES.minutesWhole);
  if (lower.slice(m + 1).trim() !== '') return fail('DURATION_AFTER_MINUTES', DURATION_MESSAGES.afterMinutes);
  return ok(hours * 60 + Number(minutesPart));
}

/**
 * Formats MINUTES for a duration field of the given mode: modes 0/1 '2h 30m' ('0m' for zero,
 * '2h' / '45m' when a part is zero; fractional minutes round to the nearest minute), mode 2 decimal
 * hours with up to 2 places ('2.5', '0.25'). Non-finite or negative input gives ''.
 */
export function formatDurationEntry(minutes: number | null | undefined, mode: DurationMode): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '';
  if (mode === 2) return String(Math.round((minutes / 60) * 100) / 100);
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

const HMM = /^(\d+):([0-5]\d)$/;

/**
 * Parses an hours entry (service spec 5 "Duration entry": "Hours entry accepts a decimal, h:mm, or
 * '2h 30m'") to HOURS: '7.5' = 7.5, '7:30' = 7.5 (minutes 00-59, two digits), '2h 30m' = 2.5.
 * Blank gives `value: null`. Anything else -> 'Invalid Input' (code `INVALID_INPUT`), the message the
 * spec gives for company lunch durations.
 */
export function parseHoursEntry(input: string | null | undefined): ParseResult<number | null> {
  const text = (input ?? '').trim();
  if (text === '') return ok(null);
  if (DECIMAL.test(text)) return ok(Number(text));
  const hm = HMM.exec(text);
  if (hm) return ok(clean(Number(hm[1]) + Number(hm[2]) / 60));
  if (/[hm]/i.test(text)) {
    const r = parseDuration(text, 0);
    if (r.ok && r.value !== null) return ok(clean(r.value / 60));
  }
  return fail('INVALID_INPUT', DURATION_MESSAGES.invalidInput);
}
