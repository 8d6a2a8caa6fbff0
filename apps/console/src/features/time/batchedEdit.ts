/**
 * The time editor's "Batched edit" tab (time spec 2 "Time editor", 3 "Completed shift", 4 "Time record
 * lifecycle", 7 "GET CompletedShift" / "Upsert CompletedShift"): pure helpers over CompletedShift rows
 * as GET /api/CompletedShift answers them. Timestamps are ISO UTC; `totalSeconds` are paid SECONDS
 * (0 on the unpaid lunch-deduction row, whose length is its In..Out span).
 */
import { PayType, type PayTypeValue, validateShiftTimes } from '@wm/domain';

/** A completed shift (batched, processed time) of a time batch. */
export interface ShiftRow {
  id: string;
  timeBatch_id: string;
  timeRecord_id?: string | null;
  employee_id?: string;
  payType: number;
  inTimeStamp: string | null;
  outTimeStamp: string | null;
  inTimeZone?: string | null;
  outTimeZone?: string | null;
  totalSeconds: number;
  workday?: string | null;
  payCode?: string | null;
  rate?: number | null;
  units?: number | null;
  task_id?: string | null;
  location_id?: string | null;
  isLunchDeduction?: boolean;
  wasManuallyEdited?: boolean;
  approvedTimeStamp?: string | null;
  status?: number | null;
}

/** Pay types in time views (time spec 9) by number, with their i18n key suffix. */
export const PAY_TYPES: readonly { value: PayTypeValue; key: PayTypeKey }[] = [
  { value: PayType.Regular, key: 'regular' },
  { value: PayType.Overtime, key: 'overTime1' },
  { value: PayType.DoubleTime, key: 'overTime2' },
  { value: PayType.Holiday, key: 'holiday' },
  { value: PayType.Sick, key: 'sick' },
  { value: PayType.Vacation, key: 'vacation' },
];
export type PayTypeKey = 'regular' | 'overTime1' | 'overTime2' | 'holiday' | 'sick' | 'vacation';

/** The pay types a row added by hand may have: holiday, sick, vacation (hours only). */
export const LEAVE_PAY_TYPES: readonly PayTypeValue[] = [PayType.Holiday, PayType.Sick, PayType.Vacation];

/** The key of a pay type number ('regular' .. 'vacation'), or 'unknown' (time spec 4 "Reports"). */
export function payTypeKey(payType: number): PayTypeKey | 'unknown' {
  return PAY_TYPES.find((p) => p.value === payType)?.key ?? 'unknown';
}

/** True for holiday, sick and vacation: they may carry hours without In and Out. */
export function isLeave(payType: number): boolean {
  return payType >= PayType.Holiday && payType <= PayType.Vacation;
}

/** Totals of shifts by pay type and overall, in SECONDS. */
export type ShiftTotals = Record<PayTypeKey | 'total', number>;

/**
 * Totals of the batch's shifts by pay type (SECONDS), as the server sums them for the batch lists:
 * deleted rows and lunch-deduction rows do not count (the worked rows already leave the lunch out).
 */
export function shiftTotals(rows: readonly ShiftRow[]): ShiftTotals {
  const out: ShiftTotals = {
    regular: 0,
    overTime1: 0,
    overTime2: 0,
    holiday: 0,
    sick: 0,
    vacation: 0,
    total: 0,
  };
  for (const r of rows) {
    if (r.status === 3 || r.isLunchDeduction) continue;
    const key = payTypeKey(r.payType);
    if (key === 'unknown') continue;
    const s = Number(r.totalSeconds) || 0;
    out[key] += s;
    out.total += s;
  }
  return out;
}

/**
 * The seconds a row shows: its paid `totalSeconds`, or for the lunch-deduction row the deducted time
 * as a negative number (its In..Out span), so the list reads as "worked minus lunch".
 */
export function shiftSeconds(row: ShiftRow): number {
  if (!row.isLunchDeduction) return Number(row.totalSeconds) || 0;
  const a = row.inTimeStamp ? Date.parse(row.inTimeStamp) : Number.NaN;
  const b = row.outTimeStamp ? Date.parse(row.outTimeStamp) : Number.NaN;
  return Number.isNaN(a) || Number.isNaN(b) ? 0 : -Math.round((b - a) / 1000);
}

/** Why a row cannot be edited, or null when it can. */
export type ReadOnlyReason = 'noPrivilege' | 'approvedNoNotes' | 'lunch' | null;

/**
 * Whether a shift may be edited or deleted here (time spec 4, 6): never without the batched-records
 * edit access key; never the lunch-deduction row (the engine owns it); an approved shift (or one of an
 * approved batch) only when its time record has notes. `hasNotes` undefined means "not known" (the
 * caller cannot read notes): the row stays editable and the server decides (409 with the message).
 */
export function shiftReadOnly(
  row: ShiftRow,
  opts: { canEdit: boolean; batchApproved: boolean; hasNotes: boolean | undefined },
): ReadOnlyReason {
  if (!opts.canEdit) return 'noPrivilege';
  if (row.isLunchDeduction) return 'lunch';
  if ((row.approvedTimeStamp || opts.batchApproved) && opts.hasNotes === false) return 'approvedNoNotes';
  return null;
}

/** What the shift dialog edits: In/Out as ISO UTC (or null), pay type, hours and units as typed. */
export interface ShiftEdit {
  inTimeStamp: string | null;
  outTimeStamp: string | null;
  payType: number;
  /** Hours as typed, for a holiday/sick/vacation row without In and Out. */
  hours: string;
  /** Units as typed ('' = none); sent only when the task tracks units. */
  units: string;
  /** Day of a holiday/sick/vacation row without In and Out ('YYYY-MM-DD'; '' = the period's first day). */
  workday?: string;
}

/** A checked edit, ready for Upsert CompletedShift, or the error to show (spec text or i18n key). */
export type ShiftSaveResult =
  | { ok: true; record: Record<string, unknown> }
  | { ok: false; code: string; message: string };

const fail = (code: string, message: string): ShiftSaveResult => ({ ok: false, code, message });

/** Hours text ('8', '7.5', '7,5') to whole seconds; NaN when it is no number of 0..24 hours. */
export function hoursToSeconds(text: string): number {
  const n = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(n) || n < 0 || n > 24) return Number.NaN;
  return Math.round(n * 3600);
}

/**
 * Checks an edit of `row` (or a new row of batch `timeBatchId` when `row` is null) and builds the
 * Upsert CompletedShift record (time spec 7: id, inTimeStamp, inTimeZone, outTimeStamp, outTimeZone,
 * payType, units, timeBatch_id, wasManuallyEdited). Regular/OT rows need In and Out ('Out Time must
 * be later than In Time.', 'Record must not exceed 24 hours.' from @wm/domain); a holiday, sick or
 * vacation row without times needs hours (0-24; code HOURS). Errors carry the domain code or
 * HOURS / IN_REQUIRED / UNITS.
 */
export function buildShiftSave(
  row: ShiftRow | null,
  edit: ShiftEdit,
  opts: { timeBatchId: string; zone: string; tracksUnits: boolean },
): ShiftSaveResult {
  const noTimes = !edit.inTimeStamp && !edit.outTimeStamp;
  const record: Record<string, unknown> = {
    ...(row ? { id: row.id } : {}),
    timeBatch_id: row?.timeBatch_id ?? opts.timeBatchId,
    payType: edit.payType,
    wasManuallyEdited: true,
  };
  if (isLeave(edit.payType) && noTimes) {
    const seconds = hoursToSeconds(edit.hours);
    if (Number.isNaN(seconds)) return fail('HOURS', 'Hours must be a number from 0 to 24.');
    record.inTimeStamp = null;
    record.outTimeStamp = null;
    record.totalSeconds = seconds;
    if (edit.workday) record.workday = edit.workday;
  } else {
    if (!edit.inTimeStamp) return fail('IN_REQUIRED', 'In Time is required.');
    const e = validateShiftTimes(edit.inTimeStamp, edit.outTimeStamp ?? '');
    if (e) return fail(e.code, e.message);
    if (!edit.outTimeStamp) return fail('OUT_REQUIRED', 'Out Time is required.');
    record.inTimeStamp = edit.inTimeStamp;
    record.outTimeStamp = edit.outTimeStamp;
    record.inTimeZone = row?.inTimeZone || opts.zone;
    record.outTimeZone = row?.outTimeZone || row?.inTimeZone || opts.zone;
  }
  if (opts.tracksUnits) {
    const u = edit.units.trim().replace(',', '.');
    if (u === '') record.units = null;
    else {
      const n = Number(u);
      if (!Number.isFinite(n) || n < 0) return fail('UNITS', 'Units must be a number of 0 or more.');
      record.units = n;
    }
  }
  return { ok: true, record };
}

/** The server's messages for a batched edit (time spec 4, 5), mapped to i18n keys. */
const SERVER_MESSAGES: Record<string, string> = {
  'Out Time must be later than In Time.': 'domain.OUT_BEFORE_IN',
  'Record must not exceed 24 hours.': 'domain.RECORD_TOO_LONG',
  'A batched shift already approved cannot be edited unless it has notes.':
    'timeeditor.batched.approvedNoNotes',
};

/** The i18n key of a known server message (so Spanish users read it translated), else null. */
export function serverMessageKey(message: string): string | null {
  return SERVER_MESSAGES[message.trim()] ?? null;
}

/** "timeBatch_id eq 'a' or timeBatch_id eq 'b'" filters, at most `chunk` ids each (time spec 9: 10). */
export function batchShiftFilters(batchIds: readonly string[], chunk = 10): string[] {
  const out: string[] = [];
  for (let i = 0; i < batchIds.length; i += chunk) {
    out.push(
      batchIds
        .slice(i, i + chunk)
        .map((id) => `timeBatch_id eq '${id.replace(/'/g, "''")}'`)
        .join(' or '),
    );
  }
  return out;
}

/** Orders shifts for the list: by workday and In, leave rows without times after the day's timed rows. */
export function sortShifts(rows: readonly ShiftRow[]): ShiftRow[] {
  const key = (r: ShiftRow) => r.inTimeStamp ?? (r.workday ? `${r.workday}T99` : '9999');
  return rows.filter((r) => r.status !== 3).sort((a, b) => key(a).localeCompare(key(b)));
}
