import type { GpsStatus } from '../display.js';
import {
  exemptIndicators,
  faceCaptureIndicator,
  gpsIndicators,
  type IndicatorBatch,
  type IndicatorRecord,
  isAllocated,
  isDiscrepancy,
  isIncomplete,
  isManualEdit,
  lifecycleIndicator,
  sourceIndicator,
} from './rules.js';

/** Ids of the time editor's row indicator tags (time spec 2 "Time editor"), in display order. */
export const INDICATOR_TAG_IDS = [
  'incomplete',
  'manualEdit',
  'fieldNotes',
  'formSubmission',
  'gpsInNone',
  'gpsInInside',
  'gpsInOutside',
  'gpsOutNone',
  'gpsOutInside',
  'gpsOutOutside',
  'faceCapture',
  'faceCaptureWarning',
  'asset',
  'discrepancy',
  'overlapping',
  'allocator',
  'sourceMobile',
  'sourceTimesheet',
  'autoLunchExempt',
  'forcedInExempt',
  'forcedOutExempt',
  'disclaimer',
  'processed',
  'closed',
  'exported',
] as const;
export type IndicatorTagId = (typeof INDICATOR_TAG_IDS)[number];

/** How a tag is drawn: warnings for things to check, info for facts, success for lifecycle steps. */
export type IndicatorTone = 'neutral' | 'info' | 'success' | 'warn' | 'error';

/** One row tag: its id (the console translates `timeeditor.tag.{id}`) and tone. */
export interface IndicatorTag {
  id: IndicatorTagId;
  tone: IndicatorTone;
}

/** What a tag rule knows besides the record itself. */
export interface IndicatorContext {
  /** Task.isGeofenceExempt of the record's task. */
  taskIsGeofenceExempt?: boolean;
  /** The record overlaps another of the same employee (see findOverlappingIds). */
  overlapping?: boolean;
  /** The record has time notes (TimeNote rows or noteIds). */
  hasNotes?: boolean;
  /** The record's batch, when batched. */
  batch?: IndicatorBatch | null;
}

const GPS_TAG: Record<'in' | 'out', Record<GpsStatus, IndicatorTag>> = {
  in: {
    none: { id: 'gpsInNone', tone: 'neutral' },
    inside: { id: 'gpsInInside', tone: 'success' },
    outside: { id: 'gpsInOutside', tone: 'warn' },
  },
  out: {
    none: { id: 'gpsOutNone', tone: 'neutral' },
    inside: { id: 'gpsOutInside', tone: 'success' },
    outside: { id: 'gpsOutOutside', tone: 'warn' },
  },
};

/**
 * Every indicator tag of a time record row (time spec 2 "Time editor", 4 "Indicator rules"), in the
 * order of INDICATOR_TAG_IDS: incomplete entry; manually added/edited; field notes; form submission;
 * GPS of IN and OUT (none / inside / outside; the OUT GPS only once the record has an OUT); face
 * capture (warning when a photo was not recognised); asset; time discrepancy (entered vs server
 * time 5 minutes or more, clock/timesheet/mobile); overlapping shift; allocator; mobile clock and
 * timesheet source; auto-lunch / forced-in / forced-out exempt; disclaimer accepted; and one of
 * processed, closed (approved) or Exported.
 */
export function indicatorTags(r: IndicatorRecord, ctx: IndicatorContext = {}): IndicatorTag[] {
  const tags: IndicatorTag[] = [];
  if (isIncomplete(r)) tags.push({ id: 'incomplete', tone: 'warn' });
  if (isManualEdit(r)) tags.push({ id: 'manualEdit', tone: 'info' });
  if (ctx.hasNotes || (r.noteIds?.length ?? 0) > 0) tags.push({ id: 'fieldNotes', tone: 'info' });
  if ((r.inFormSubmissionIds?.length ?? 0) + (r.outFormSubmissionIds?.length ?? 0) > 0) {
    tags.push({ id: 'formSubmission', tone: 'info' });
  }
  const gps = gpsIndicators(r, ctx.taskIsGeofenceExempt === true);
  tags.push(GPS_TAG.in[gps.in]);
  if (r.outTimeStamp) tags.push(GPS_TAG.out[gps.out]);
  const face = faceCaptureIndicator(r);
  if (face)
    tags.push(
      face === 'warning' ? { id: 'faceCaptureWarning', tone: 'warn' } : { id: 'faceCapture', tone: 'info' },
    );
  if ((r.assetIds?.length ?? 0) > 0) tags.push({ id: 'asset', tone: 'neutral' });
  if (isDiscrepancy(r)) tags.push({ id: 'discrepancy', tone: 'warn' });
  if (ctx.overlapping) tags.push({ id: 'overlapping', tone: 'error' });
  if (isAllocated(r)) tags.push({ id: 'allocator', tone: 'info' });
  const source = sourceIndicator(r);
  if (source === 'mobile') tags.push({ id: 'sourceMobile', tone: 'neutral' });
  if (source === 'timesheet') tags.push({ id: 'sourceTimesheet', tone: 'neutral' });
  for (const id of exemptIndicators(r)) tags.push({ id, tone: 'neutral' });
  if (r.disclaimerAccepted === true) tags.push({ id: 'disclaimer', tone: 'neutral' });
  const stage = lifecycleIndicator(r, ctx.batch);
  if (stage) tags.push({ id: stage, tone: stage === 'processed' ? 'info' : 'success' });
  return tags;
}
