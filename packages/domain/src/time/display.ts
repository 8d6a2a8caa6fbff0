import { type Instant, toMillis } from './instant.js';
import { TIME_CONSTANTS, type TimeRecord, type TimeSource } from './record.js';

/** User time format (service spec 9): 1 decimal hours, 2 clock h:mm. */
export type TimeFormat = 1 | 2;

/**
 * Formats a duration given in SECONDS for display (time spec 9): format 1 gives decimal hours with
 * 2 places ('7.50', zero is '0.00'; half a hundredth rounds away from zero), format 2 gives h:mm
 * ('7:30', minutes rounded to the nearest minute, hours unbounded: '26:05'). Negative durations get a
 * leading '-'. Non-finite input gives '' (nothing to show).
 */
export function formatDuration(seconds: number, format: TimeFormat): string {
  if (!Number.isFinite(seconds)) return '';
  const sign = seconds < 0 ? '-' : '';
  const abs = Math.abs(seconds);
  if (format === 2) {
    const minutes = Math.round(abs / 60);
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return `${minutes === 0 ? '' : sign}${h}:${String(m).padStart(2, '0')}`;
  }
  // Integer maths on hundredths of an hour (36 s) avoids binary float surprises such as 1.005.
  const hundredths = Math.round(abs / 36);
  const whole = Math.floor(hundredths / 100);
  const frac = hundredths % 100;
  return `${hundredths === 0 ? '' : sign}${whole}.${String(frac).padStart(2, '0')}`;
}

/** GPS indicator of a clock event. */
export type GpsStatus = 'none' | 'inside' | 'outside';

/**
 * GPS indicator (time spec 4 "Indicator rules"): 'none' when latitude is the sentinel -1000 (or
 * missing); 'outside' when the distance outside the geofence is above 0 and the task is not
 * geofence-exempt; otherwise 'inside'.
 */
export function gpsStatus(
  lat: number | null | undefined,
  distance: number | null | undefined,
  taskIsGeofenceExempt = false,
): GpsStatus {
  if (lat === null || lat === undefined || lat === TIME_CONSTANTS.gpsSentinel) return 'none';
  if ((distance ?? 0) > 0 && !taskIsGeofenceExempt) return 'outside';
  return 'inside';
}

const DISCREPANCY_SOURCES: ReadonlySet<TimeSource> = new Set(['clock', 'timesheet', 'mobile']);

/**
 * Difference in seconds (absolute) between an entered and a server instant, or null when either is
 * missing or unparsable.
 */
export function instantDifferenceSeconds(
  entered: Instant | null | undefined,
  server: Instant | null | undefined,
) {
  const a = toMillis(entered);
  const b = toMillis(server);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  return Math.abs(a - b) / 1000;
}

/**
 * Time discrepancy (time spec 4): true when the record's source is clock, timesheet or mobile and its
 * entered IN or OUT differs from the server's by 5 minutes (300 s) or more.
 */
export function hasTimeDiscrepancy(
  record: Pick<
    TimeRecord,
    'source' | 'inTimeStamp' | 'outTimeStamp' | 'inTimeStampServer' | 'outTimeStampServer'
  >,
): boolean {
  if (!record.source || !DISCREPANCY_SOURCES.has(record.source)) return false;
  const limit = TIME_CONSTANTS.discrepancyThresholdSeconds;
  const dIn = instantDifferenceSeconds(record.inTimeStamp, record.inTimeStampServer);
  const dOut = instantDifferenceSeconds(record.outTimeStamp, record.outTimeStampServer);
  return (dIn !== null && dIn >= limit) || (dOut !== null && dOut >= limit);
}

/** Incomplete (time spec 4 "Time record lifecycle"): the IN or OUT time is missing or not a valid instant. */
export function isIncompleteRecord(record: Pick<TimeRecord, 'inTimeStamp' | 'outTimeStamp'>): boolean {
  return Number.isNaN(toMillis(record.inTimeStamp)) || Number.isNaN(toMillis(record.outTimeStamp));
}

/** All indicators of a record row. */
export interface RecordIndicators {
  inGps: GpsStatus;
  outGps: GpsStatus;
  discrepancy: boolean;
  incomplete: boolean;
}

/**
 * Indicators for a time record row (time spec 4): in/out GPS status (see `gpsStatus`; out is 'none'
 * while there is no OUT), discrepancy (see `hasTimeDiscrepancy`) and incomplete.
 * `taskIsGeofenceExempt` comes from the record's task (Task.isGeofenceExempt).
 */
export function recordIndicators(record: TimeRecord, taskIsGeofenceExempt = false): RecordIndicators {
  return {
    inGps: gpsStatus(record.inLat, record.inDistance, taskIsGeofenceExempt),
    outGps: record.outTimeStamp ? gpsStatus(record.outLat, record.outDistance, taskIsGeofenceExempt) : 'none',
    discrepancy: hasTimeDiscrepancy(record),
    incomplete: isIncompleteRecord(record),
  };
}
