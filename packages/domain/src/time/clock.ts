import { DomainError } from '../errors.js';
import { type Instant, toMillis } from './instant.js';
import { TIME_CONSTANTS, type TimeRecord } from './record.js';

/** Exact messages of time spec section 5 "Clock in/out" (plus the ones the spec leaves unnamed). */
export const CLOCK_MESSAGES = {
  locationRequired: 'Please select a location.',
  /** The spec requires at least one employee but names no message; this is ours. */
  employeeRequired: 'Please select at least one employee.',
  taskRequiredTitle: 'Task Required',
  taskRequired: 'Please select task.',
  invalidCustomFields: 'Invalid Custom Field Input',
  invalidTimeTitle: 'Invalid Time',
  minElapsed: 'The elapsed time between IN and OUT must be at least 1 minute.',
  /** The spec blocks the entry but names no message; this is ours. */
  duplicateIn: 'This employee already clocked IN within the last hour.',
  /** Unparsable IN/OUT instant (not in the spec; a clear message instead of a crash). */
  invalidTimestamp: 'The IN or OUT time is not a valid date and time.',
  clockInSuccess: 'Clock IN successful.',
  clockOutSuccess: 'Clock OUT successful.',
  clockOutFailure: 'Could not clock out all employees.',
} as const;

/** One employee selected on the clock screen. */
export interface ClockEmployee {
  id: string;
  /** Permission sets of the employee; a non-empty list makes a task required when a location is chosen. */
  permissionSetIds?: string[] | null;
}

/** What the clock screen submits. */
export interface ClockSelection {
  location_id?: string | null;
  task_id?: string | null;
  employees: ClockEmployee[];
  /** False when a custom field input failed its own validation (custom-field widgets decide). Default true. */
  customFieldsValid?: boolean;
}

/**
 * Validates a clock in/out selection (time spec 5 "Clock in/out"), checking in this order:
 * location (`LOCATION_REQUIRED` 'Please select a location.'), at least one employee
 * (`EMPLOYEE_REQUIRED`), task when any selected employee has permission sets and a location is
 * chosen (`TASK_REQUIRED`, title 'Task Required', 'Please select task.'), custom fields
 * (`INVALID_CUSTOM_FIELD`, 'Invalid Custom Field Input'). Returns the first error or null.
 */
export function validateClockSelection(selection: ClockSelection): DomainError | null {
  if (!selection.location_id) return new DomainError('LOCATION_REQUIRED', CLOCK_MESSAGES.locationRequired);
  if (!Array.isArray(selection.employees) || selection.employees.length === 0) {
    return new DomainError('EMPLOYEE_REQUIRED', CLOCK_MESSAGES.employeeRequired);
  }
  const needsTask = selection.employees.some((e) => (e.permissionSetIds?.length ?? 0) > 0);
  if (needsTask && !selection.task_id) {
    return new DomainError('TASK_REQUIRED', CLOCK_MESSAGES.taskRequired, {
      title: CLOCK_MESSAGES.taskRequiredTitle,
    });
  }
  if (selection.customFieldsValid === false) {
    return new DomainError('INVALID_CUSTOM_FIELD', CLOCK_MESSAGES.invalidCustomFields);
  }
  return null;
}

/**
 * Checks that OUT is at least 60 seconds after IN (time spec 5, constant of section 9).
 * `inTime`/`outTime` are instants (ISO UTC string, epoch ms or Date). Errors: `INVALID_TIME`
 * title 'Invalid Time', 'The elapsed time between IN and OUT must be at least 1 minute.';
 * `INVALID_TIMESTAMP` when either instant cannot be parsed.
 */
export function validateClockElapsed(inTime: Instant, outTime: Instant): DomainError | null {
  const a = toMillis(inTime);
  const b = toMillis(outTime);
  if (Number.isNaN(a) || Number.isNaN(b)) {
    return new DomainError('INVALID_TIMESTAMP', CLOCK_MESSAGES.invalidTimestamp, {
      title: CLOCK_MESSAGES.invalidTimeTitle,
    });
  }
  if (b - a < TIME_CONSTANTS.minClockElapsedSeconds * 1000) {
    return new DomainError('INVALID_TIME', CLOCK_MESSAGES.minElapsed, {
      title: CLOCK_MESSAGES.invalidTimeTitle,
    });
  }
  return null;
}

/**
 * The employee's record whose IN lies within the last hour before `now` (inclusive of both ends:
 * `now - 3600 s <= inTimeStamp <= now`), or null. `recent` is what the server's last-hour query
 * returned (other employees' and deleted (status 3) records are ignored). Time spec 5 "Clock in/out".
 */
export function findRecentClockIn(
  employeeId: string,
  recent: readonly Pick<TimeRecord, 'employee_id' | 'inTimeStamp' | 'status'>[],
  now: Instant,
): Pick<TimeRecord, 'employee_id' | 'inTimeStamp' | 'status'> | null {
  const nowMs = toMillis(now);
  if (Number.isNaN(nowMs)) return null;
  const from = nowMs - TIME_CONSTANTS.duplicateCheckWindowSeconds * 1000;
  for (const r of recent) {
    if (r.employee_id !== employeeId || r.status === 3) continue;
    const t = toMillis(r.inTimeStamp);
    if (!Number.isNaN(t) && t >= from && t <= nowMs) return r;
  }
  return null;
}

/**
 * Blocks a clock IN when the employee already has an IN within the last hour (time spec 5).
 * Returns `DUPLICATE_CLOCK_IN` ('This employee already clocked IN within the last hour.') or null.
 */
export function validateNoDuplicateClockIn(
  employeeId: string,
  recent: readonly Pick<TimeRecord, 'employee_id' | 'inTimeStamp' | 'status'>[],
  now: Instant,
): DomainError | null {
  return findRecentClockIn(employeeId, recent, now)
    ? new DomainError('DUPLICATE_CLOCK_IN', CLOCK_MESSAGES.duplicateIn)
    : null;
}
