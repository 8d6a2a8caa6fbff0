/**
 * Time record shapes (time spec section 3 "Time", contract.md "Time record"). Timestamps are
 * ISO 8601 UTC strings; zones are IANA names; -1000 latitude/longitude means "no GPS".
 */

/** Pay types (time spec section 4 "Reports"): 1 regular, 2 overtime, 3 double time, 4 holiday, 5 sick, 6 vacation. */
export const PayType = {
  Regular: 1,
  Overtime: 2,
  DoubleTime: 3,
  Holiday: 4,
  Sick: 5,
  Vacation: 6,
} as const;
export type PayTypeValue = (typeof PayType)[keyof typeof PayType];

/** Where a record came from. */
export type TimeSource = 'clock' | 'timesheet' | 'mobile' | 'editor' | 'allocator' | 'kiosk';

/** Business constants of time spec section 9. */
export const TIME_CONSTANTS = {
  /** Minimum seconds between IN and OUT of a clock entry. */
  minClockElapsedSeconds: 60,
  /** Window (seconds) in which an earlier IN blocks a new clock entry. */
  duplicateCheckWindowSeconds: 3600,
  /** Entered-versus-server difference (seconds) that flags a discrepancy. */
  discrepancyThresholdSeconds: 300,
  /** Maximum record and allocation span (seconds). */
  maxRecordSeconds: 24 * 3600,
  /** Latitude/longitude sentinel for "no GPS". */
  gpsSentinel: -1000,
  /** Delete requests are sent in chunks of this many records. */
  deleteChunk: 150,
  /** The clock-out request's time zone is fixed. */
  clockOutTimeZone: 'America/Denver',
} as const;

/** A Time record as the API carries it (subset of fields the domain rules read; extra fields pass through). */
export interface TimeRecord {
  id: string;
  employee_id: string;
  location_id?: string | null;
  task_id?: string | null;
  assetIds?: string[];
  device_id?: string | null;
  inTimeStamp: string | null;
  outTimeStamp: string | null;
  inTimeZone?: string | null;
  outTimeZone?: string | null;
  inTimeStampServer?: string | null;
  outTimeStampServer?: string | null;
  inTimeStampRaw?: string | null;
  outTimeStampRaw?: string | null;
  inLat?: number | null;
  inLon?: number | null;
  outLat?: number | null;
  outLon?: number | null;
  inDistance?: number | null;
  outDistance?: number | null;
  source?: TimeSource | null;
  compileState?: string | null;
  state?: string | null;
  payType?: number | null;
  payCode?: string | null;
  units?: number | null;
  totalSeconds?: number | null;
  bypassAutoLunch?: boolean | null;
  timeBatch_id?: string | null;
  /** 1 active, 2 inactive, 3 deleted. */
  status?: number | null;
}
