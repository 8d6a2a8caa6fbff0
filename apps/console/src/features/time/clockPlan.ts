import type { ClockOutRequest, TimeRecordInput } from '@wm/api';
import {
  type DomainError,
  TIME_CONSTANTS,
  type TimeRecord,
  validateClockElapsed,
  validateClockSelection,
  validateNoDuplicateClockIn,
} from '@wm/domain';
import { type EmployeeRow, employeeName, openRecordsOf } from './records.js';

/** What the clock screen has selected (time spec 2 "Time clock screen"). */
export interface ClockInput {
  employees: EmployeeRow[];
  location_id: string | null;
  task_id: string | null;
  assetIds: string[];
  /** IANA zone chosen on the screen (stored as the record's in/out zone). */
  timeZone: string;
  /** The server's current time (ISO UTC). */
  now: string;
  /** Records the server returned for the employees (last hour for IN; recent ones for OUT). */
  recent: TimeRecord[];
}

/** A refusal: the rule's error plus the employee it concerns (for multi-employee messages). */
export interface ClockRefusal {
  error: DomainError | { code: 'NOT_CLOCKED_IN'; message: string; title?: string };
  employee?: EmployeeRow;
}

/**
 * Plans a Clock IN (time spec 5 "Clock in/out"): the selection rules of @wm/domain (location, at
 * least one employee, task when an employee has permission sets, custom fields), then the duplicate
 * rule per employee (an IN within the last hour blocks). Returns the records for POST /time/real:
 * source 'clock', no GPS (-1000), IN at `now` in the chosen zone.
 */
export function planClockIn(input: ClockInput): { refusal: ClockRefusal } | { records: TimeRecordInput[] } {
  const selection = validateClockSelection({
    location_id: input.location_id,
    task_id: input.task_id,
    employees: input.employees.map((e) => ({ id: e.id, permissionSetIds: e.permissionSetIds ?? null })),
  });
  if (selection) return { refusal: { error: selection } };
  for (const e of input.employees) {
    const dup = validateNoDuplicateClockIn(e.id, input.recent, input.now);
    if (dup) return { refusal: { error: dup, employee: e } };
  }
  const gps = TIME_CONSTANTS.gpsSentinel;
  return {
    records: input.employees.map((e) => ({
      employee_id: e.id,
      location_id: input.location_id,
      task_id: input.task_id || null,
      assetIds: input.assetIds,
      inTimeStamp: input.now,
      inTimeZone: input.timeZone,
      outTimeStamp: null,
      inLat: gps,
      inLon: gps,
      source: 'clock',
    })),
  };
}

/**
 * Plans a Clock OUT (time spec 5): the same selection rules; every employee must have an open record
 * (refusal `NOT_CLOCKED_IN`, message key for the screen); OUT at least 1 minute after IN ('Invalid
 * Time'). Returns the closed records for POST /time/real and the clock-out request of POST
 * /time/clockout (zone fixed to America/Denver, time spec 9) with per-employee additional info.
 */
export function planClockOut(
  input: ClockInput,
  additionalInfo: Record<string, string> = {},
  disclaimerAccepted = false,
): { refusal: ClockRefusal } | { records: TimeRecordInput[]; request: ClockOutRequest } {
  // The OUT completes the open shift: with no location or task chosen (the page was left and opened
  // again), the open shift's own ones count (issue 19: 'Please select a location.' at clock-out).
  const firstOpen = input.employees.map((e) => openRecordsOf(input.recent, e.id)[0]).find(Boolean);
  const selection = validateClockSelection({
    location_id: input.location_id ?? firstOpen?.location_id ?? null,
    task_id: input.task_id ?? firstOpen?.task_id ?? null,
    employees: input.employees.map((e) => ({ id: e.id, permissionSetIds: e.permissionSetIds ?? null })),
  });
  if (selection) return { refusal: { error: selection } };
  const gps = TIME_CONSTANTS.gpsSentinel;
  const records: TimeRecordInput[] = [];
  for (const e of input.employees) {
    const open = openRecordsOf(input.recent, e.id)[0];
    if (!open) {
      return { refusal: { error: { code: 'NOT_CLOCKED_IN', message: 'clock.notClockedIn' }, employee: e } };
    }
    const elapsed = validateClockElapsed(open.inTimeStamp ?? '', input.now);
    if (elapsed) return { refusal: { error: elapsed, employee: e } };
    records.push({
      ...(open as unknown as TimeRecordInput),
      id: open.id,
      employee_id: e.id,
      outTimeStamp: input.now,
      outTimeZone: input.timeZone,
      outLat: gps,
      outLon: gps,
      disclaimerAccepted,
      // Stored with the OUT itself, so POST /time/clockout has nothing left to change.
      ...(additionalInfo[e.id]?.trim() ? { outAdditionalInfo: additionalInfo[e.id]?.trim() } : {}),
    });
  }
  return {
    records,
    request: {
      timeZone: TIME_CONSTANTS.clockOutTimeZone,
      clockOutTimeModels: input.employees.map((e) => ({
        employeeId: e.id,
        name: employeeName(e),
        additionalInfo: additionalInfo[e.id]?.trim() || null,
      })),
    },
  };
}
