import {
  ALLOCATION_MESSAGES,
  type AllocatableRecord,
  type AllocationSpan,
  type DraftSegment,
  distributeHundredths,
  minuteToMillis,
  moveSegmentEnd,
  SEGMENT_MESSAGES,
  type SegmentMarkHour,
  segmentStartMinute,
} from '@wm/domain';

/**
 * Glue between the allocator's domain model (@wm/domain time/allocation) and the segment dialog
 * (time spec 4 "Allocation"): slider values, positions and per-segment previews. Pure; no React.
 */

/** The slider's maximum in whole minutes (the span end rounded up; at least 1). */
export function sliderMax(span: AllocationSpan): number {
  return Math.max(1, Math.ceil(span.totalMinutes));
}

/** One slider thumb per segment: its end, the span end shown as the slider maximum. */
export function thumbValues(segments: readonly DraftSegment[], span: AllocationSpan): number[] {
  const max = sliderMax(span);
  return segments.map((s) => (s.endMinute >= span.totalMinutes ? max : s.endMinute));
}

/**
 * Applies new slider values (one per segment end): the first thumb that moved goes through
 * `moveSegmentEnd`, which refuses moves past a neighbour or the span. A value at the slider maximum
 * means the span end. Returns the same array when nothing moved or the move is refused.
 */
export function applyThumbs(
  segments: readonly DraftSegment[],
  values: readonly number[],
  span: AllocationSpan,
): readonly DraftSegment[] {
  const current = thumbValues(segments, span);
  const index = values.findIndex((v, i) => v !== current[i]);
  if (index < 0) return segments;
  const v = values[index]!;
  return moveSegmentEnd(segments, index, v >= sliderMax(span) ? span.totalMinutes : v, span);
}

/** Percent (0-100) of the slider width at `minute`. */
export function percentAt(minute: number, span: AllocationSpan): number {
  return Math.min(100, Math.max(0, (minute / sliderMax(span)) * 100));
}

/** ISO instants of segment `index` (start, end). */
export function segmentInstants(
  segments: readonly DraftSegment[],
  index: number,
  span: AllocationSpan,
): { start: string; end: string; minutes: number } {
  const a = segmentStartMinute(segments, index);
  const b = segments[index]?.endMinute ?? a;
  return {
    start: new Date(minuteToMillis(span, a)).toISOString(),
    end: new Date(minuteToMillis(span, b)).toISOString(),
    minutes: b - a,
  };
}

/** The records overlapping segment `index`, by IN. */
export function segmentRecords<R extends AllocatableRecord>(
  records: readonly R[],
  segments: readonly DraftSegment[],
  index: number,
  span: AllocationSpan,
): R[] {
  const a = minuteToMillis(span, segmentStartMinute(segments, index));
  const b = minuteToMillis(span, segments[index]?.endMinute ?? 0);
  return [...records]
    .sort((x, y) => Date.parse(x.inTimeStamp ?? '') - Date.parse(y.inTimeStamp ?? ''))
    .filter(
      (r) => Math.min(Date.parse(r.outTimeStamp ?? ''), b) > Math.max(Date.parse(r.inTimeStamp ?? ''), a),
    );
}

/** Ids of the employees with a record overlapping segment `index`, in order of first appearance. */
export function segmentEmployeeIds(
  records: readonly AllocatableRecord[],
  segments: readonly DraftSegment[],
  index: number,
  span: AllocationSpan,
): string[] {
  return [...new Set(segmentRecords(records, segments, index, span).map((r) => r.employee_id))];
}

/**
 * Whether units can be entered for segment `index` (time spec 5: only when the task tracks
 * productivity units): its own task when it sets one, else every task of its records.
 */
export function segmentTracksUnits(
  records: readonly AllocatableRecord[],
  segments: readonly DraftSegment[],
  index: number,
  span: AllocationSpan,
  taskById: ReadonlyMap<string, { productivityUnitTracking?: unknown }>,
): boolean {
  const own = segments[index]?.task_id;
  if (own) return tracksUnits(taskById.get(own));
  const inside = segmentRecords(records, segments, index, span);
  return inside.length > 0 && inside.every((r) => !!r.task_id && tracksUnits(taskById.get(r.task_id)));
}

/**
 * Each employee's share of `units` (the server divides the same way: hundredths, leftovers to the
 * first employees), as text with 2 decimals; [] without units or employees.
 */
export function unitShares(units: number | null | undefined, employees: number): string[] {
  if (units === null || units === undefined || !Number.isFinite(units) || employees <= 0) return [];
  return distributeHundredths(
    Math.round(units * 100),
    Array.from({ length: employees }, () => 1),
  ).map((h) => (h / 100).toFixed(2));
}

/** i18n key of a predefined mark's label (8 AM, 12 PM, 5 PM, 12 AM). */
export function markLabelKey(hour: SegmentMarkHour): string {
  return `allocator.mark.${hour}`;
}

/** Minutes as 'h:mm'. */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** True when a task tracks productivity units (time spec 5: units are editable only then). */
export function tracksUnits(task: { productivityUnitTracking?: unknown } | null | undefined): boolean {
  const v = task?.productivityUnitTracking;
  return typeof v === 'string' && v !== '' && v !== 'none';
}

/** i18n key suffixes of the allocation messages, by their English text (the server answers in English). */
const MESSAGE_CODES: ReadonlyMap<string, string> = new Map([
  [ALLOCATION_MESSAGES.noSelection, 'NO_SELECTION'],
  [ALLOCATION_MESSAGES.sameLocation, 'SAME_LOCATION'],
  [ALLOCATION_MESSAGES.inconsistentTimeZones, 'INCONSISTENT_TIME_ZONES'],
  [ALLOCATION_MESSAGES.incomplete, 'INCOMPLETE'],
  [ALLOCATION_MESSAGES.batched, 'BATCHED'],
  [ALLOCATION_MESSAGES.spanTooLong, 'SPAN_TOO_LONG'],
  [ALLOCATION_MESSAGES.changed, 'CHANGED'],
  [ALLOCATION_MESSAGES.unitsNotTracked, 'UNITS_NOT_TRACKED'],
  [ALLOCATION_MESSAGES.tooMany, 'TOO_MANY'],
  [SEGMENT_MESSAGES.none, 'NO_SEGMENTS'],
  [SEGMENT_MESSAGES.invalidTime, 'SEGMENT_INVALID_TIME'],
  [SEGMENT_MESSAGES.outBeforeIn, 'SEGMENT_OUT_BEFORE_IN'],
  [SEGMENT_MESSAGES.timeZone, 'SEGMENT_TIME_ZONE'],
  [SEGMENT_MESSAGES.units, 'SEGMENT_UNITS'],
  [SEGMENT_MESSAGES.outsideSpan, 'SEGMENT_OUTSIDE_SPAN'],
  [SEGMENT_MESSAGES.overlap, 'SEGMENT_OVERLAP'],
  [SEGMENT_MESSAGES.gap, 'SEGMENT_GAP'],
  [SEGMENT_MESSAGES.unallocated, 'SEGMENT_UNALLOCATED'],
]);

/** Every i18n key of the allocation messages (for the resource check). */
export function allocationMessageKeys(): string[] {
  return [...MESSAGE_CODES.values()].map((code) => `allocator.error.${code}`);
}

/** The i18n key of an allocation message the server answered ('allocator.error.CODE'), or null for others. */
export function allocationMessageKey(message: string): string | null {
  const code = MESSAGE_CODES.get(message);
  return code ? `allocator.error.${code}` : null;
}

/** Field groups of the editor's per-field edit access keys (time spec 6). */
export type TimeFieldGroup = 'time' | 'task' | 'location' | 'asset' | 'misc' | 'custom-list' | 'custom-field';

/**
 * Whether the user may change `field` on the time of every employee in `employeeIds` (time spec 6:
 * per-field edit privileges; access keys '/time/editor/' 'my-time/<field>/edit' for the user's own
 * time, 'others-time/<field>/edit' for others'). The server checks the same privileges.
 */
export function canEditField(
  can: (path: string, key?: string) => boolean,
  selfEmployeeId: string | null | undefined,
  employeeIds: readonly string[],
  field: TimeFieldGroup,
): boolean {
  return employeeIds.every((id) =>
    can(
      '/time/editor/',
      `${selfEmployeeId && id === selfEmployeeId ? 'my-time' : 'others-time'}/${field}/edit`,
    ),
  );
}
