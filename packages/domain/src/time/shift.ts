import { DomainError } from '../errors.js';
import { type Instant, toMillis } from './instant.js';
import { TIME_CONSTANTS } from './record.js';

/** Exact messages of time spec section 5 "Shift and segment edit". */
export const SHIFT_EDIT_MESSAGES = {
  outBeforeIn: 'Out Time must be later than In Time.',
  tooLong: 'Record must not exceed 24 hours.',
  /** Not in the spec: an unparsable time gets a clear message instead of a crash. */
  invalidTimestamp: 'In Time is not a valid date and time.',
  invalidOutTimestamp: 'Out Time is not a valid date and time.',
} as const;

/**
 * Validates an edited shift or segment (time spec 5 "Shift and segment edit"). `inTime` is required;
 * `outTime` may be null/undefined for an open record (then only `inTime` is checked).
 * Errors, first found: `INVALID_IN_TIME`, `INVALID_OUT_TIME` (unparsable), `OUT_BEFORE_IN`
 * 'Out Time must be later than In Time.' (out <= in), `RECORD_TOO_LONG` 'Record must not exceed 24 hours.'
 * (out - in > 24 h; exactly 24 h is allowed). Returns null when valid.
 */
export function validateShiftTimes(inTime: Instant, outTime?: Instant | null): DomainError | null {
  const a = toMillis(inTime);
  if (Number.isNaN(a)) return new DomainError('INVALID_IN_TIME', SHIFT_EDIT_MESSAGES.invalidTimestamp);
  if (outTime === null || outTime === undefined || outTime === '') return null;
  const b = toMillis(outTime);
  if (Number.isNaN(b)) return new DomainError('INVALID_OUT_TIME', SHIFT_EDIT_MESSAGES.invalidOutTimestamp);
  if (b <= a) return new DomainError('OUT_BEFORE_IN', SHIFT_EDIT_MESSAGES.outBeforeIn);
  if (b - a > TIME_CONSTANTS.maxRecordSeconds * 1000) {
    return new DomainError('RECORD_TOO_LONG', SHIFT_EDIT_MESSAGES.tooLong);
  }
  return null;
}
