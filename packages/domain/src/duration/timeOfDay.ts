import type { ParseResult } from './duration.js';
import { DomainError } from '../errors.js';

/** A wall-clock time of day. `seconds` counts from local midnight (0..86399). */
export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
  seconds: number;
}

/** Message the time picker flags (service spec 5 "Time picker": "otherwise it flags a time error"). */
export const TIME_PICKER_MESSAGE = 'Invalid Time';

const PICKER = /^(\d{1,2}):([0-5]\d)\s*([ap])\.?m\.?$/i;
const STRICT = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

const tod = (hour: number, minute: number, second: number): TimeOfDay => ({
  hour,
  minute,
  second,
  seconds: hour * 3600 + minute * 60 + second,
});

/**
 * Parses the time picker's text (service spec 5): h:mm followed by am or pm, case-insensitive, space
 * optional ('9:05 am', '12:00PM', '11:59 p.m.'); hour 1-12, minutes 00-59. 12 am is 00:00, 12 pm is
 * 12:00. Anything else (24-hour '13:00', missing am/pm, '9 am') -> `INVALID_TIME` 'Invalid Time'.
 */
export function parseTimePicker(input: string | null | undefined): ParseResult<TimeOfDay> {
  const match = PICKER.exec((input ?? '').trim());
  const h = match ? Number(match[1]) : 0;
  if (!match || h < 1 || h > 12)
    return { ok: false, error: new DomainError('INVALID_TIME', TIME_PICKER_MESSAGE) };
  const pm = match[3]!.toLowerCase() === 'p';
  return { ok: true, value: tod((h % 12) + (pm ? 12 : 0), Number(match[2]), 0) };
}

/**
 * Strict 'HH:mm:ss' parse used for shift and lunch times (service spec 5 "Payroll lists": "strict
 * HH:mm:ss"): exactly two digits each, 00-23 / 00-59 / 00-59. Returns null when the text does not
 * match (callers raise their own message, e.g. 'Start Time is invalid.').
 */
export function parseStrictTime(input: string | null | undefined): TimeOfDay | null {
  const match = STRICT.exec(input ?? '');
  return match ? tod(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** Seconds since midnight (any integer; wrapped into 0..86399) as strict 'HH:mm:ss'. */
export function formatStrictTime(seconds: number): string {
  const s = ((Math.trunc(seconds) % 86400) + 86400) % 86400;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

/** Seconds since midnight as the picker's display 'h:mm AM' (service spec 9 "h:mm A"). Seconds drop. */
export function formatTimePicker(seconds: number): string {
  const s = ((Math.trunc(seconds) % 86400) + 86400) % 86400;
  const h24 = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}
