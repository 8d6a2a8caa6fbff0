import type { TimeRecord } from '@wm/domain';

/** The fields the time screens read from an Employee record. */
export interface EmployeeRow {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  code?: string | null;
  permissionSetIds?: string[] | null;
  status?: number | null;
}

/** The fields read from Location, Task and Asset records. */
export interface NamedRow {
  id: string;
  name?: string | null;
  code?: string | null;
  fullPathName?: string | null;
  status?: number | null;
}

/** 'Last, First' (or fullName, code, id) of an employee record; '' for none. */
export function employeeName(e: EmployeeRow | null | undefined): string {
  if (!e) return '';
  if (e.fullName?.trim()) return e.fullName.trim();
  const parts = [e.lastName?.trim(), e.firstName?.trim()].filter(Boolean);
  if (parts.length) return parts.join(', ');
  return e.code?.trim() || e.id;
}

/** Display name of a location/task/asset record (full path name for nested locations). */
export function recordName(r: NamedRow | null | undefined): string {
  if (!r) return '';
  return r.fullPathName?.trim() || r.name?.trim() || r.code?.trim() || r.id;
}

/** Open records (no OUT yet, not deleted) of `employeeId`, newest IN first. */
export function openRecordsOf(records: readonly TimeRecord[], employeeId: string): TimeRecord[] {
  return records
    .filter((r) => r.employee_id === employeeId && !r.outTimeStamp && r.inTimeStamp && r.status !== 3)
    .sort((a, b) => Date.parse(b.inTimeStamp ?? '') - Date.parse(a.inTimeStamp ?? ''));
}

/** Seconds between IN and OUT of a record: its totalSeconds when set, else out - in; null while open. */
export function recordSeconds(
  r: Pick<TimeRecord, 'inTimeStamp' | 'outTimeStamp' | 'totalSeconds'>,
): number | null {
  if (typeof r.totalSeconds === 'number' && Number.isFinite(r.totalSeconds)) return r.totalSeconds;
  if (!r.inTimeStamp || !r.outTimeStamp) return null;
  const s = (Date.parse(r.outTimeStamp) - Date.parse(r.inTimeStamp)) / 1000;
  return Number.isFinite(s) ? s : null;
}

/** ISO timestamp `hours` before `nowMs`. */
export function hoursBefore(nowMs: number, hours: number): string {
  return new Date(nowMs - hours * 3_600_000).toISOString();
}

/**
 * The clock's selectable employees (time spec 6: "Only employees with time-tracking privileges are
 * selectable"): the answer of GET /api/time/employees (active employees holding
 * Time:Execute:TimeTracking, only the caller's own without clockInOthers). Until it has loaded (or
 * if it failed) the signed-in employee alone is offered, so the screen never offers someone the
 * server refuses for lack of the privilege once the list is known.
 */
export function clockEmployeeChoices(
  timeTracking: readonly EmployeeRow[] | undefined,
  self: EmployeeRow | null | undefined,
): EmployeeRow[] {
  if (timeTracking) return [...timeTracking];
  return self ? [{ ...self }] : [];
}
