import type { OvertimeRule, PayCodeRule, PayPeriod, ShiftName, ShiftRule } from '../../payroll/types.js';
import type { PayTypeValue, TimeRecord } from '../record.js';

/** What the overtime engine processes: one pay period's records and the pay group's rules. */
export interface ProcessInput {
  /**
   * The current pay period's records. Records of several employees may be mixed (each employee is
   * processed on its own). Worked records have payType null/undefined/1/2/3 (a previous tier is
   * ignored: the engine decides it); payType 4/5/6 (holiday, sick, vacation) pass through unchanged.
   */
  records: readonly TimeRecord[];
  /**
   * Records of the same workweek that fall in the PREVIOUS pay period (a week split by a pay-period
   * boundary). They count toward weekly cutoffs and consecutive days; they produce no output.
   */
  priorRecords?: readonly TimeRecord[] | null;
  /** Rounding (usesRounding, roundingMinutes) and the workweek start (weekly factor1; else Sunday). */
  payPeriod?: PayPeriod | null;
  overtimeRule?: OvertimeRule | null;
  shiftRule?: ShiftRule | null;
  payCodeRule?: PayCodeRule | null;
  /** The pay group's default shift (ShiftKind 1 day, 2 evening, 3 night; unset/0 = day). */
  defaultShift?: number | null;
  /** Zone for records without inTimeZone/outTimeZone (default 'UTC'). */
  timeZone?: string | null;
  /** Copied to each completed shift. */
  timeBatch_id?: string | null;
}

/** One row of processed time (time spec 3 "Completed shift"). Timestamps are ISO 8601 UTC. */
export interface CompletedShift {
  /** `<timeRecord_id>-<n>`, n counting from 1 within the record. */
  id: string;
  timeRecord_id: string;
  employee_id: string;
  location_id: string | null;
  task_id: string | null;
  timeBatch_id: string | null;
  /** 1 regular, 2 overtime 1, 3 overtime 2 (double time), 4 holiday, 5 sick, 6 vacation. */
  payType: PayTypeValue;
  inTimeStamp: string | null;
  outTimeStamp: string | null;
  inTimeZone: string;
  outTimeZone: string;
  /** Paid seconds of this row (0 for a lunch deduction row). */
  totalSeconds: number;
  /** Local date 'YYYY-MM-DD' of the workday the row belongs to (the day its record starts). */
  workday: string;
  /** Day, evening or night shift whose pay codes apply; null for holiday/sick/vacation. */
  shift: ShiftName | null;
  payCode: string | null;
  payCode_id: string | null;
  rate: number | null;
  /**
   * True for the unpaid lunch row: its in/out span the deducted time, `lunchSeconds` its length,
   * `totalSeconds` 0 and payType 1. The punches of the record are never changed: the worked rows
   * around the lunch row cover the rest of the record.
   */
  isLunchDeduction: boolean;
  lunchSeconds: number;
  /** True when the in or out time of the record was moved by pay period rounding. */
  wasRounded: boolean;
  wasManuallyEdited: boolean;
}

/** Batch totals in HOURS (seconds / 3600, not rounded) with the underlying seconds. */
export interface BatchTotals {
  regular: number;
  overTime1: number;
  overTime2: number;
  holiday: number;
  sick: number;
  vacation: number;
  total: number;
  seconds: {
    regular: number;
    overTime1: number;
    overTime2: number;
    holiday: number;
    sick: number;
    vacation: number;
    total: number;
  };
}
