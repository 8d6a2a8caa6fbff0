import { gpsStatus, type GpsStatus } from '../display.js';
import { toMillis } from '../instant.js';
import { TIME_CONSTANTS, type TimeRecord } from '../record.js';

/**
 * The fields of a time record the indicator rules read (time spec 3 "Time"). Everything is
 * optional: a missing field simply raises no tag. Instants are ISO 8601 strings.
 */
export interface IndicatorRecord
  extends Pick<
    TimeRecord,
    | 'id'
    | 'employee_id'
    | 'inTimeStamp'
    | 'outTimeStamp'
    | 'inTimeStampServer'
    | 'outTimeStampServer'
    | 'inTimeStampRaw'
    | 'outTimeStampRaw'
    | 'inLat'
    | 'outLat'
    | 'inDistance'
    | 'outDistance'
    | 'source'
    | 'compileState'
    | 'state'
    | 'assetIds'
    | 'bypassAutoLunch'
    | 'status'
  > {
  wasManuallyEdited?: boolean | null;
  bypassForceInTime?: boolean | null;
  bypassForceOutTime?: boolean | null;
  disclaimerAccepted?: boolean | null;
  noteIds?: readonly string[] | null;
  inFormSubmissionIds?: readonly string[] | null;
  outFormSubmissionIds?: readonly string[] | null;
  inPhoto_id?: string | null;
  outPhoto_id?: string | null;
  /** Face recognition result of the IN / OUT photo (false = not recognised). */
  inPhotoRecognized?: boolean | null;
  outPhotoRecognized?: boolean | null;
}

/** Sources whose entered time is compared with the server's (time spec 4 "Indicator rules"). */
export const DISCREPANCY_SOURCES: readonly string[] = ['clock', 'timesheet', 'mobile'];

/**
 * GPS of the IN and OUT events (time spec 4): 'none' when the latitude is -1000 (or missing),
 * 'outside' when the distance outside the geofence is above 0 and the task is not geofence-exempt,
 * else 'inside'. OUT is 'none' while the record has no OUT.
 */
export function gpsIndicators(
  r: Pick<IndicatorRecord, 'inLat' | 'inDistance' | 'outLat' | 'outDistance' | 'outTimeStamp'>,
  taskIsGeofenceExempt = false,
): { in: GpsStatus; out: GpsStatus } {
  return {
    in: gpsStatus(r.inLat, r.inDistance, taskIsGeofenceExempt),
    out: r.outTimeStamp ? gpsStatus(r.outLat, r.outDistance, taskIsGeofenceExempt) : 'none',
  };
}

/**
 * Largest difference in SECONDS between an entered time (the raw stamp, else the record's stamp)
 * and the server's time of the same event, over IN and OUT; null when no pair can be compared.
 */
export function enteredServerDifferenceSeconds(
  r: Pick<
    IndicatorRecord,
    | 'inTimeStamp'
    | 'outTimeStamp'
    | 'inTimeStampRaw'
    | 'outTimeStampRaw'
    | 'inTimeStampServer'
    | 'outTimeStampServer'
  >,
): number | null {
  let worst: number | null = null;
  const pairs: [string | null | undefined, string | null | undefined][] = [
    [r.inTimeStampRaw ?? r.inTimeStamp, r.inTimeStampServer],
    [r.outTimeStampRaw ?? r.outTimeStamp, r.outTimeStampServer],
  ];
  for (const [entered, server] of pairs) {
    const a = toMillis(entered);
    const b = toMillis(server);
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    const d = Math.abs(a - b) / 1000;
    worst = worst === null ? d : Math.max(worst, d);
  }
  return worst;
}

/**
 * Time discrepancy (time spec 4, 9): the record comes from the clock, a timesheet or a mobile device
 * and its entered IN or OUT differs from the server's time by 5 minutes (300 s) or more.
 */
export function isDiscrepancy(
  r: Parameters<typeof enteredServerDifferenceSeconds>[0] & Pick<IndicatorRecord, 'source'>,
): boolean {
  if (!r.source || !DISCREPANCY_SOURCES.includes(r.source)) return false;
  const d = enteredServerDifferenceSeconds(r);
  return d !== null && d >= TIME_CONSTANTS.discrepancyThresholdSeconds;
}

/** Incomplete entry (time spec 4): the IN or OUT time is missing or not a valid instant. */
export function isIncomplete(r: Pick<IndicatorRecord, 'inTimeStamp' | 'outTimeStamp'>): boolean {
  return Number.isNaN(toMillis(r.inTimeStamp)) || Number.isNaN(toMillis(r.outTimeStamp));
}

/** Manually added or edited: the editor created or changed its times (wasManuallyEdited, or compileState 'edit'). */
export function isManualEdit(r: Pick<IndicatorRecord, 'wasManuallyEdited' | 'compileState'>): boolean {
  return r.wasManuallyEdited === true || r.compileState === 'edit';
}

/** Split by the allocator (time spec 4 "Allocation": saving marks the source as the allocator). */
export function isAllocated(r: Pick<IndicatorRecord, 'source'>): boolean {
  return r.source === 'allocator';
}

/** The entry channel tag (time spec 2: mobile clock / timesheet / allocator), or null for the web clock, kiosk and editor. */
export function sourceIndicator(
  r: Pick<IndicatorRecord, 'source'>,
): 'mobile' | 'timesheet' | 'allocator' | null {
  return r.source === 'mobile' || r.source === 'timesheet' || r.source === 'allocator' ? r.source : null;
}

/** Exempt flags set on the record (time spec 2): auto-lunch, forced-in and forced-out exempt, in that order. */
export function exemptIndicators(
  r: Pick<IndicatorRecord, 'bypassAutoLunch' | 'bypassForceInTime' | 'bypassForceOutTime'>,
): ('autoLunchExempt' | 'forcedInExempt' | 'forcedOutExempt')[] {
  const out: ('autoLunchExempt' | 'forcedInExempt' | 'forcedOutExempt')[] = [];
  if (r.bypassAutoLunch === true) out.push('autoLunchExempt');
  if (r.bypassForceInTime === true) out.push('forcedInExempt');
  if (r.bypassForceOutTime === true) out.push('forcedOutExempt');
  return out;
}

/**
 * Face capture of the record: null without photos, 'warning' when a photo was not recognised,
 * else 'ok' (time spec 2: face capture, warning if not recognised).
 */
export function faceCaptureIndicator(
  r: Pick<IndicatorRecord, 'inPhoto_id' | 'outPhoto_id' | 'inPhotoRecognized' | 'outPhotoRecognized'>,
): 'ok' | 'warning' | null {
  const photos: [string | null | undefined, boolean | null | undefined][] = [
    [r.inPhoto_id, r.inPhotoRecognized],
    [r.outPhoto_id, r.outPhotoRecognized],
  ];
  const taken = photos.filter(([id]) => !!id);
  if (taken.length === 0) return null;
  return taken.some(([, recognised]) => recognised === false) ? 'warning' : 'ok';
}

/** The batch a record belongs to, as far as the tags need it. */
export interface IndicatorBatch {
  processedTimestamp?: string | null;
  approvedTimeStamp?: string | null;
  approvedBy_id?: string | null;
}

/**
 * Lifecycle stage shown as a tag (time spec 4 "Time record lifecycle"): 'exported' when the record's
 * state is 'exported'; else 'closed' when its batch is approved (approvedBy or approvedTimeStamp
 * set); else 'processed' when its batch has a processedTimestamp; else null (open or only batched).
 */
export function lifecycleIndicator(
  r: Pick<IndicatorRecord, 'state'>,
  batch: IndicatorBatch | null | undefined,
): 'exported' | 'closed' | 'processed' | null {
  if (r.state === 'exported') return 'exported';
  if (batch?.approvedBy_id || batch?.approvedTimeStamp) return 'closed';
  if (batch?.processedTimestamp) return 'processed';
  return null;
}
