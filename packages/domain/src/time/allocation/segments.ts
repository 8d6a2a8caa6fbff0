import { DomainError } from '../../errors.js';
import { toMillis } from '../instant.js';
import { isValidTimeZone, localDayNumber, zonedWallTime } from '../zone.js';
import type { AllocationSpan } from './selection.js';

/**
 * Messages of the segment dialog (time spec 5 "Shift and segment edit": "out before in gives a
 * time-out overlap error; a missing in or out time zone gives a time zone error; a segment must not
 * overlap the unallocated boundary, the last segment time must match, and segments must lie within
 * the earliest-in/latest-out boundary"). The spec names these errors without wording them; the
 * words are ours.
 */
export const SEGMENT_MESSAGES = {
  none: 'Add at least one segment to allocate.',
  invalidTime: 'Segment In and Out must be valid dates and times.',
  outBeforeIn: 'Segment Time Out overlaps its Time In: Out Time must be later than In Time.',
  timeZone: 'Segment In and Out Time Zones are required.',
  outsideSpan: 'Segments must lie within the earliest In and the latest Out of the selected records.',
  overlap: 'Segments must not overlap.',
  gap: 'Segments must follow each other without unallocated time between them.',
  unallocated:
    'The last segment must end at the latest Out of the selected records: some time is unallocated.',
  units: 'Segment units must be a number of 0 or more.',
} as const;

/** Minutes of a slider step (time spec 4 "Allocation": step 1 minute). */
export const SEGMENT_STEP_MINUTES = 1;

/** Local hours of the predefined slider marks (time spec 4: 8 AM, 12 PM, 5 PM, 12 AM). */
export const SEGMENT_MARK_HOURS = [8, 12, 17, 0] as const;
export type SegmentMarkHour = (typeof SEGMENT_MARK_HOURS)[number];

/** The segment fields besides its times (time spec 3 "Segment (allocator)"). */
export interface SegmentDetails {
  task_id?: string | null;
  location_id?: string | null;
  assetIds?: string[] | null;
  /** Units of the whole segment, divided by its employees on save; null = none. */
  units?: number | null;
  /** Custom list options (time spec 3 "Segment": custom list options); unset = each record's own. */
  customList1Option_id?: string | null;
  customList2Option_id?: string | null;
  customList3Option_id?: string | null;
  /** Custom field values by field name, merged over each record's own (time spec 3 "Segment": custom fields). */
  customFields?: Record<string, unknown> | null;
}

/**
 * A segment of the dialog's editing model: minutes after the span start. Segments run one after the
 * other from the span start, so each starts where the previous ends; only the ends are stored.
 * `endMinute` is an integer except when it is the span end (`span.totalMinutes`, which can carry seconds).
 */
export interface DraftSegment extends SegmentDetails {
  /** A key for the list (not a record id). */
  key: string;
  endMinute: number;
  /** True for a segment of an earlier allocation, unchanged since (time spec 4: saved and unsaved segments are shown). */
  saved?: boolean;
}

/** A segment as sent to TimeAllocation (time spec 3 "Segment", 7 "Upsert TimeAllocation"). */
export interface AllocationSegment extends SegmentDetails {
  inTimeStamp: string;
  outTimeStamp: string;
  inTimeZone: string | null;
  outTimeZone: string | null;
}

/** A slider mark: minutes after the span start and the local hour it stands for. */
export interface SegmentMark {
  minute: number;
  hour: SegmentMarkHour;
}

/** The segment marked as changed since it was saved (unchanged when it never was saved). */
function unsaved(s: DraftSegment): DraftSegment {
  if (!s.saved) return s;
  const { saved: _saved, ...rest } = s;
  return rest;
}

/** Start minute of segment `index` (the previous segment's end, 0 for the first). */
export function segmentStartMinute(segments: readonly DraftSegment[], index: number): number {
  return index === 0 ? 0 : (segments[index - 1]?.endMinute ?? 0);
}

/** Minutes of the span not covered by segments (after the last one). */
export function unallocatedMinutes(segments: readonly DraftSegment[], span: AllocationSpan): number {
  const last = segments.at(-1)?.endMinute ?? 0;
  return Math.max(0, span.totalMinutes - last);
}

/**
 * Adds a segment (time spec 4 "Allocation"): it takes the unallocated time after the last segment;
 * when nothing is unallocated, the last segment is halved (at a whole minute) and the new one takes
 * its second half. Returns the same array when there is no room (the last segment is shorter than
 * 2 minutes). The new segment copies no details.
 */
export function addSegment(
  segments: readonly DraftSegment[],
  span: AllocationSpan,
  key: string,
  details: SegmentDetails = {},
): readonly DraftSegment[] {
  if (unallocatedMinutes(segments, span) > 0) {
    return [...segments, { key, ...details, endMinute: span.totalMinutes }];
  }
  const lastIndex = segments.length - 1;
  const last = segments[lastIndex];
  if (!last) return segments;
  const start = segmentStartMinute(segments, lastIndex);
  const mid = Math.round((start + last.endMinute) / 2);
  if (mid <= start || mid >= last.endMinute) return segments;
  return [
    ...segments.slice(0, lastIndex),
    { ...unsaved(last), endMinute: mid },
    { key, ...details, endMinute: last.endMinute },
  ];
}

/**
 * Removes segment `index` (time spec 4: "Deleting a segment extends the next one back to the deleted
 * one's start"). Removing the last segment leaves its time unallocated.
 */
export function removeSegment(segments: readonly DraftSegment[], index: number): readonly DraftSegment[] {
  if (index < 0 || index >= segments.length) return segments;
  return segments.filter((_, i) => i !== index).map((s, i) => (i === index ? unsaved(s) : s));
}

/**
 * Moves the end of segment `index` to `minute` (a slider handle, step 1 minute; time spec 4). The move
 * happens only if the boundary stays within its neighbours (at least one minute after the segment's
 * start, at least one minute before the next segment's end) and within the span; a value at or past
 * the span end snaps to the span end. Otherwise the same array is returned.
 */
export function moveSegmentEnd(
  segments: readonly DraftSegment[],
  index: number,
  minute: number,
  span: AllocationSpan,
): readonly DraftSegment[] {
  const seg = segments[index];
  if (!seg || !Number.isFinite(minute)) return segments;
  const end =
    minute >= span.totalMinutes
      ? span.totalMinutes
      : Math.round(minute / SEGMENT_STEP_MINUTES) * SEGMENT_STEP_MINUTES;
  const start = segmentStartMinute(segments, index);
  const next = segments[index + 1];
  // Whole minutes on both sides, so end > start leaves at least one step.
  if (end <= start || end === seg.endMinute) return segments;
  if (next && end >= next.endMinute) return segments;
  return segments.map((s, i) =>
    i === index ? { ...unsaved(s), endMinute: end } : i === index + 1 ? unsaved(s) : s,
  );
}

/** Replaces the details (task, location, assets, units) of segment `index`. */
export function updateSegment(
  segments: readonly DraftSegment[],
  index: number,
  details: SegmentDetails,
): readonly DraftSegment[] {
  return segments.map((s, i) => (i === index ? { ...unsaved(s), ...details } : s));
}

/** The instant (epoch ms) `minute` minutes after the span start; the span end for `span.totalMinutes`. */
export function minuteToMillis(span: AllocationSpan, minute: number): number {
  return minute >= span.totalMinutes ? span.endMs : span.startMs + Math.round(minute * 60_000);
}

/**
 * The predefined marks (8 AM, 12 PM, 5 PM, 12 AM local time in the span's zone, UTC without one)
 * that fall within the span, as minutes after its start, in time order. A span of up to 24 hours
 * can hold a mark twice (e.g. 8 AM on both ends of 08:00-08:00).
 */
export function segmentMarks(span: AllocationSpan): SegmentMark[] {
  if (!Number.isFinite(span.startMs) || !Number.isFinite(span.endMs)) return [];
  const zone = span.timeZone && isValidTimeZone(span.timeZone) ? span.timeZone : 'UTC';
  const first = localDayNumber(span.startMs, zone);
  const last = localDayNumber(span.endMs, zone);
  const marks: SegmentMark[] = [];
  for (let day = first; day <= last; day++) {
    for (const hour of SEGMENT_MARK_HOURS) {
      const ms = zonedWallTime(day, hour * 3600, zone);
      if (ms >= span.startMs && ms <= span.endMs) marks.push({ minute: (ms - span.startMs) / 60_000, hour });
    }
  }
  return marks.sort((a, b) => a.minute - b.minute);
}

/**
 * The segments of the editing model as TimeAllocation segments (ISO UTC instants, the span's zone on
 * both ends, `zone` when the span has none).
 */
export function draftSegmentsToAllocation(
  segments: readonly DraftSegment[],
  span: AllocationSpan,
  zone: string | null = span.timeZone,
): AllocationSegment[] {
  return segments.map((s, i) => {
    const { key: _key, endMinute, saved: _saved, ...details } = s;
    return {
      ...details,
      inTimeStamp: new Date(minuteToMillis(span, segmentStartMinute(segments, i))).toISOString(),
      outTimeStamp: new Date(minuteToMillis(span, endMinute)).toISOString(),
      inTimeZone: zone,
      outTimeZone: zone,
    };
  });
}

/**
 * Checks TimeAllocation segments against the span (time spec 5 "Shift and segment edit"); the first
 * problem, or null. In order, per segment sorted by In: `SEGMENT_INVALID_TIME`, `SEGMENT_TIME_ZONE`
 * (missing or unknown In/Out zone), `SEGMENT_OUT_BEFORE_IN` (out <= in), `SEGMENT_UNITS` (negative or
 * not a number), `SEGMENT_OUTSIDE_SPAN` (before the earliest In or after the latest Out),
 * `SEGMENT_OVERLAP` / `SEGMENT_GAP` (not contiguous, also a first segment starting after the span
 * start), then `SEGMENT_UNALLOCATED` (the last segment does not end at the latest Out) and `NO_SEGMENTS`.
 * Instants are compared to the millisecond.
 */
export function validateSegments(
  segments: readonly AllocationSegment[],
  span: AllocationSpan,
): DomainError | null {
  if (segments.length === 0) return new DomainError('NO_SEGMENTS', SEGMENT_MESSAGES.none);
  const timed = segments.map((s) => ({ s, a: toMillis(s.inTimeStamp), b: toMillis(s.outTimeStamp) }));
  for (const { s, a, b } of timed) {
    if (Number.isNaN(a) || Number.isNaN(b))
      return new DomainError('SEGMENT_INVALID_TIME', SEGMENT_MESSAGES.invalidTime);
    if (!isValidTimeZone(s.inTimeZone) || !isValidTimeZone(s.outTimeZone)) {
      return new DomainError('SEGMENT_TIME_ZONE', SEGMENT_MESSAGES.timeZone);
    }
    if (b <= a) return new DomainError('SEGMENT_OUT_BEFORE_IN', SEGMENT_MESSAGES.outBeforeIn);
    if (s.units !== undefined && s.units !== null && !(Number.isFinite(s.units) && s.units >= 0)) {
      return new DomainError('SEGMENT_UNITS', SEGMENT_MESSAGES.units);
    }
    if (a < span.startMs || b > span.endMs)
      return new DomainError('SEGMENT_OUTSIDE_SPAN', SEGMENT_MESSAGES.outsideSpan);
  }
  timed.sort((x, y) => x.a - y.a);
  let cursor = span.startMs;
  for (const { a, b } of timed) {
    if (a < cursor) return new DomainError('SEGMENT_OVERLAP', SEGMENT_MESSAGES.overlap);
    if (a > cursor) return new DomainError('SEGMENT_GAP', SEGMENT_MESSAGES.gap);
    cursor = b;
  }
  if (cursor !== span.endMs) return new DomainError('SEGMENT_UNALLOCATED', SEGMENT_MESSAGES.unallocated);
  return null;
}

/**
 * The starting segments of the dialog for `records` (time spec 4: "unallocated, saved and unsaved
 * segments are shown"). When every record comes from the allocator, the segments of that earlier
 * allocation are rebuilt from its cuts (whole minutes after the span start where one piece of an
 * employee ends and their next begins) and marked `saved`: the task is the one all of a segment's
 * records share (else none), the units the sum of the records' units inside it (a record spanning a
 * cut counts by length; null when none has units), so saving them unchanged divides them the same way.
 * Otherwise one unsaved segment covers the whole span. `keyOf(i)` names the segments.
 */
export function initialSegments(
  records: readonly {
    employee_id?: string | null;
    inTimeStamp: string | null;
    outTimeStamp: string | null;
    source?: string | null;
    task_id?: string | null;
    units?: number | null;
  }[],
  span: AllocationSpan,
  keyOf: (index: number) => string,
): DraftSegment[] {
  if (!(span.totalMinutes > 0)) return [];
  const allocated = records.length > 0 && records.every((r) => r.source === 'allocator');
  if (!allocated) return [{ key: keyOf(0), endMinute: span.totalMinutes }];
  // A cut of the allocator joins two pieces of one employee: one ends where the next begins.
  const minuteOf = (t: string | null) => Math.round((toMillis(t) - span.startMs) / 60_000);
  const ends = new Set(records.map((r) => `${r.employee_id ?? ''}|${minuteOf(r.outTimeStamp)}`));
  const cuts = new Set<number>();
  for (const r of records) {
    const m = minuteOf(r.inTimeStamp);
    if (m > 0 && m < span.totalMinutes && ends.has(`${r.employee_id ?? ''}|${m}`)) cuts.add(m);
  }
  const bounds = [...[...cuts].sort((a, b) => a - b), span.totalMinutes];
  return bounds.map((endMinute, i) => {
    const a = minuteToMillis(span, i === 0 ? 0 : bounds[i - 1]!);
    const b = minuteToMillis(span, endMinute);
    let hundredths = 0;
    let anyUnits = false;
    const tasks = new Set<string | null>();
    for (const r of records) {
      const ra = toMillis(r.inTimeStamp);
      const rb = toMillis(r.outTimeStamp);
      const overlap = Math.min(rb, b) - Math.max(ra, a);
      if (!(overlap > 0)) continue;
      tasks.add(r.task_id ?? null);
      if (typeof r.units === 'number' && Number.isFinite(r.units) && rb > ra) {
        anyUnits = true;
        hundredths += (r.units * 100 * overlap) / (rb - ra);
      }
    }
    const task = tasks.size === 1 ? [...tasks][0] : null;
    return {
      key: keyOf(i),
      endMinute,
      saved: true,
      ...(task ? { task_id: task } : {}),
      units: anyUnits ? Math.round(hundredths) / 100 : null,
    };
  });
}
